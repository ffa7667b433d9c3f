import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { seenBy } from '../http-guards/forwarded.ts';
import { hasBody, isCrossSite } from '../http-guards/guards.ts';
import { FailureDelay } from './rate.ts';
import { ABSOLUTE_MS, type Ended, Sessions } from './sessions.ts';
import { continuePage, proxySignInPage, signInPage } from './sign-in-page.ts';

// Sign-in for a shared server (decisions 0008 and 0025): a shared access token, typed once into the
// sign-in page (which starts a session the server keeps) or sent as `Authorization: Bearer` by a
// script; or an identity-aware proxy in front, whose user header every request must carry and which
// the server believes only from that proxy. Every wrong credential, whichever way it came, counts
// against one per-client limit.

export interface AuthOptions {
  /** The shared secret; absent: no token sign-in. */
  token?: string;
  /** A header an identity-aware proxy sets on every request it lets through ("X-Forwarded-User"). */
  userHeader?: string;
  now?: () => number;
}

export const SESSION_COOKIE = 'slotboard_session';
/** Not a secret: it only says that a session cookie was set, which a SameSite=Strict cookie cannot say on a navigation from another site. */
export const HINT_COOKIE = 'slotboard_signed_in';
/** The hint outlives the session, so a browser whose session lapsed is told so in words. */
const HINT_MS = ABSOLUTE_MS + 30 * 24 * 3600_000;
export const SIGN_IN_PATH = '/sign-in';
export const SIGN_OUT_PATH = '/sign-out';
/** Why a request must sign in, for the app to say in words: never signed in, lapsed, signed out, or a wrong credential. */
export type SignInReason = 'not_signed_in' | Ended | 'wrong_token' | 'not_through_proxy';
/**
 * Wrong credentials per client: five free, then a wait that doubles from a second up to a quarter of
 * an hour, forgotten after an hour without one: some twenty guesses in the first hour, then four an hour.
 */
const FAILURES = { free: 5, maxWaitMs: 15 * 60_000, forgetAfterMs: 3600_000 };

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who made a request, as the shared record names them: the sign-in proxy's user, or a session by a
 * short hash of its id (a shared token names nobody, and the id itself is a credential), or a
 * script with the token. Set by `require`; a server without sign-in knows nobody.
 */
const people = new WeakMap<Context, string>();
export const whoOf = (c: Context): string => people.get(c) ?? 'no sign-in';
const sessionName = (id: string) => `session ${createHash('sha256').update(id).digest('hex').slice(0, 8)}`;
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** Only a path of this server, never another site ("//evil.example", "/\\evil.example") nor the sign-in page itself. */
export function safeNext(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    /^\/[/\\]/.test(value) ||
    [...value].some((ch) => ch < ' ')
  )
    return '/';
  return value.startsWith(SIGN_IN_PATH) ? '/' : value;
}

const NOT_A_PAGE = /^\/(sandbox|proxy|api|healthz)(\/|$)/;
/** A browser opening a page: sent to the sign-in page rather than given JSON. */
const isNavigation = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  !NOT_A_PAGE.test(c.req.path) &&
  (c.req.header('Sec-Fetch-Mode') === 'navigate' || (c.req.header('Accept') ?? '').includes('text/html'));

const secure = (c: Context) => seenBy(c).origin.startsWith('https:');

const REFUSALS: Record<SignInReason, string> = {
  not_signed_in: 'Sign in to this Slotboard server first.',
  expired: 'Your sign-in to this Slotboard server ended. Sign in again.',
  signed_out: 'This sign-in to the Slotboard server was signed out. Sign in again.',
  wrong_token: 'That access token is not the one this Slotboard server was given.',
  not_through_proxy: 'This Slotboard server answers only requests that come through its sign-in proxy.',
};

/** A refused upload is left unread: its connection is closed after the answer. */
const closeUnread = (c: Context): Record<string, string> => (hasBody(c) ? { Connection: 'close' } : {});

/** 401 `sign_in_required`, which the app answers by going to the sign-in page; `reason` says why. */
function refusal(c: Context, reason: SignInReason) {
  return c.json({ error: REFUSALS[reason], code: 'sign_in_required', reason, signIn: SIGN_IN_PATH }, 401, {
    'WWW-Authenticate': 'Bearer realm="Slotboard"',
    'Cache-Control': 'no-store',
    ...closeUnread(c),
  });
}

function tooManyTries(c: Context, wait: number) {
  return c.json(
    {
      error: `Too many wrong sign-in attempts from this address. Wait ${wait} seconds, then try again.`,
      code: 'too_many_tries',
    },
    429,
    { 'Retry-After': String(wait), 'Cache-Control': 'no-store', ...closeUnread(c) },
  );
}

export function authEnabled(options: AuthOptions): boolean {
  return Boolean(options.token || options.userHeader);
}

/** Why this browser's session cookies no longer let it in, or null when it never had any; a live session is 'live'. */
function sessionState(c: Context, sessions: Sessions): 'live' | Ended | null {
  const id = getCookie(c, SESSION_COOKIE);
  if (id) return sessions.check(id);
  return getCookie(c, HINT_COOKIE) ? 'expired' : null;
}

/**
 * The sign-in of a shared server: `require` runs before any route (every request but /healthz and
 * the sign-in and sign-out pages must be signed in), `mount` adds those pages when there is a token.
 */
export function createSignIn(options: AuthOptions) {
  const now = options.now ?? Date.now;
  const { token, userHeader } = options;
  const failures = new FailureDelay({ ...FAILURES, now });
  const sessions = new Sessions(now);

  const require: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    if (path === '/healthz' || (token && (path === SIGN_IN_PATH || path === SIGN_OUT_PATH))) return next();
    const client = seenBy(c).client;
    if (userHeader && !(seenBy(c).viaProxy && c.req.header(userHeader)?.trim())) {
      // Reaching the server past its proxy, or through it without a user, is a wrong credential too.
      const wait = failures.wait(client);
      if (wait > 0) return tooManyTries(c, wait);
      failures.failed(client);
      if (isNavigation(c)) return c.html(proxySignInPage(), 401, { 'Cache-Control': 'no-store' });
      return refusal(c, 'not_through_proxy');
    }
    if (userHeader) people.set(c, c.req.header(userHeader)!.trim());
    if (!token) return next();
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim();
    if (bearer !== undefined) {
      const wait = failures.wait(client);
      if (wait > 0) return tooManyTries(c, wait);
      // A success clears nothing: another client behind the same address (a NAT) could otherwise
      // earn an attacker there fresh guesses with every call.
      if (sameSecret(bearer, token)) {
        if (!userHeader) people.set(c, 'access token');
        return next();
      }
      failures.failed(client);
      return refusal(c, 'wrong_token');
    }
    const state = sessionState(c, sessions);
    if (state === 'live') {
      if (!userHeader) people.set(c, sessionName(getCookie(c, SESSION_COOKIE)!));
      return next();
    }
    if (!isNavigation(c)) return refusal(c, state ?? 'not_signed_in');
    const to = safeNext(path + new URL(c.req.url).search);
    // Signed in, but arriving from another site, which sends no Strict cookie: reload from here. The
    // reload goes through the sign-in page, which sends a signed-in browser on and shows anyone else
    // the form, so a browser that never says where a navigation came from cannot loop here.
    if (
      !getCookie(c, SESSION_COOKIE) &&
      getCookie(c, HINT_COOKIE) &&
      c.req.header('Sec-Fetch-Site') !== 'same-origin'
    ) {
      return c.html(continuePage(`${SIGN_IN_PATH}?next=${encodeURIComponent(to)}`), 200, {
        'Cache-Control': 'no-store',
      });
    }
    return c.redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(to)}`, 303);
  };

  const mount = (app: Hono) => {
    if (!token) return;
    const page = (
      c: Context,
      next: string,
      error?: string,
      status: 200 | 400 | 401 | 403 | 415 | 429 = 200,
      headers: Record<string, string> = {},
    ) => c.html(signInPage(next, { error }), status, { 'Cache-Control': 'no-store', ...headers });

    app.get(SIGN_IN_PATH, (c) => {
      const next = safeNext(c.req.query('next'));
      const state = sessionState(c, sessions);
      if (state === 'live') return c.redirect(next, 303);
      const asked = c.req.query('reason');
      const ended = state ?? (asked === 'expired' || asked === 'signed_out' ? asked : undefined);
      // The app sends `unsent=1` when the refused request was a change it kept as a draft: a server
      // refusal comes before the workspace is called, so nothing of it was sent.
      const unsent = c.req.query('unsent') === '1';
      return c.html(signInPage(next, { ended, unsent }), 200, { 'Cache-Control': 'no-store' });
    });
    app.post(SIGN_IN_PATH, async (c) => {
      // A page on another site must not sign a visitor in with a token of its choosing.
      if (isCrossSite(c)) return page(c, '/', 'Sign in from this page, not from another site.', 403);
      const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
        return page(c, '/', 'Send the sign-in form as a form.', 415);
      }
      const form = await c.req.parseBody();
      const next = safeNext(form.next);
      const client = seenBy(c).client;
      const wait = failures.wait(client);
      if (wait > 0)
        return page(c, next, `Too many tries. Wait ${wait} seconds, then try again.`, 429, {
          'Retry-After': String(wait),
        });
      const given = typeof form.token === 'string' ? form.token.trim() : '';
      if (!given) return page(c, next, 'Enter the access token.', 400);
      if (!sameSecret(given, token)) {
        failures.failed(client);
        return page(c, next, 'That access token is not the one this server was given. Check it and try again.', 401);
      }
      const old = getCookie(c, SESSION_COOKIE);
      if (old) sessions.end(old);
      const cookie = { path: '/', httpOnly: true, secure: secure(c) };
      setCookie(c, SESSION_COOKIE, sessions.start(), { ...cookie, sameSite: 'Strict', maxAge: ABSOLUTE_MS / 1000 });
      setCookie(c, HINT_COOKIE, '1', { ...cookie, sameSite: 'Lax', maxAge: HINT_MS / 1000 });
      return c.redirect(next, 303);
    });
    app.post(SIGN_OUT_PATH, (c) => {
      if (isCrossSite(c)) return c.json({ error: "Sign out from this server's own pages.", code: 'cross_site' }, 403);
      const id = getCookie(c, SESSION_COOKIE);
      // Ended here, for whoever holds the cookie, not only dropped by this browser.
      if (id) sessions.end(id);
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(c) });
      deleteCookie(c, HINT_COOKIE, { path: '/', secure: secure(c) });
      const signIn = `${SIGN_IN_PATH}?reason=signed_out`;
      // The app's own call (fetch) is told where to go; a form's post is sent there.
      const accept = c.req.header('Accept') ?? '';
      if (accept.includes('application/json') && !accept.includes('text/html'))
        return c.json({ signedOut: true, signIn }, 200, { 'Cache-Control': 'no-store' });
      return c.redirect(signIn, 303);
    });
  };

  return { require, mount };
}
