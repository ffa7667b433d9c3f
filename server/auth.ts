import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { seenBy } from '../http-guards/forwarded.ts';
import { isCrossSite } from '../http-guards/guards.ts';
import { RateLimiter } from './rate.ts';
import { continuePage, proxySignInPage, signInPage } from './sign-in-page.ts';

// Sign-in for a shared server (decision 0008, "Sign-in"): a shared access token, typed once into
// the sign-in page (which sets a signed cookie) or sent as `Authorization: Bearer` by a script; or an
// identity-aware proxy in front, whose user header every request must carry.

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
export const SESSION_MS = 12 * 3600_000;
/** A session in use is renewed once it is this old, so a working day never meets the sign-in page. */
const RENEW_AFTER_MS = 3600_000;
const SIGN_IN_PATH = '/sign-in';
/** Guesses at the token, per client: a handful a minute is plenty for a person who mistypes. */
const SIGN_IN_ATTEMPTS = { perMinute: 10, burst: 10 };

const digest = (s: string) => createHash('sha256').update(s).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** The cookie's value: when it was issued and an HMAC of that under a key made from the token. */
export function sessionValue(token: string, issuedAt: number): string {
  const key = createHmac('sha256', token).update('slotboard session key').digest();
  return `${issuedAt}.${createHmac('sha256', key).update(`v1.${issuedAt}`).digest('base64url')}`;
}

/** When the session was issued, or null when the value is not one this token signed, or it has expired. */
function sessionIssuedAt(token: string, value: string | undefined, now: number): number | null {
  const m = /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(value ?? '');
  if (!m) return null;
  const issuedAt = Number(m[1]);
  if (issuedAt > now + 60_000 || now - issuedAt > SESSION_MS) return null;
  const expected = Buffer.from(sessionValue(token, issuedAt));
  const given = Buffer.from(value!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAt : null;
}

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

function startSession(c: Context, token: string, now: number) {
  const options = { path: '/', httpOnly: true, secure: secure(c), maxAge: SESSION_MS / 1000 };
  setCookie(c, SESSION_COOKIE, sessionValue(token, now), { ...options, sameSite: 'Strict' });
  setCookie(c, HINT_COOKIE, '1', { ...options, sameSite: 'Lax' });
}

function refusal(c: Context, error: string) {
  return c.json({ error, code: 'sign_in_required', signIn: SIGN_IN_PATH }, 401, {
    'WWW-Authenticate': 'Bearer realm="Slotboard"',
    'Cache-Control': 'no-store',
  });
}

export function authEnabled(options: AuthOptions): boolean {
  return Boolean(options.token || options.userHeader);
}

/** Every request but /healthz and the sign-in page itself must be signed in. */
export function requireSignIn(options: AuthOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const { token, userHeader } = options;
  return async (c, next) => {
    if (c.req.path === '/healthz' || (token && c.req.path === SIGN_IN_PATH)) return next();
    if (userHeader && !c.req.header(userHeader)?.trim()) {
      if (isNavigation(c)) return c.html(proxySignInPage(), 401, { 'Cache-Control': 'no-store' });
      return refusal(c, 'This Slotboard server answers only requests that come through its sign-in proxy.');
    }
    if (!token) return next();
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim();
    if (bearer !== undefined) {
      if (sameSecret(bearer, token)) return next();
      return refusal(c, 'That access token is not the one this Slotboard server was given.');
    }
    const at = now();
    const issuedAt = sessionIssuedAt(token, getCookie(c, SESSION_COOKIE), at);
    if (issuedAt !== null) {
      await next();
      if (at - issuedAt > RENEW_AFTER_MS) startSession(c, token, at);
      return;
    }
    if (!isNavigation(c)) return refusal(c, 'Sign in to this Slotboard server first.');
    const path = safeNext(c.req.path + new URL(c.req.url).search);
    // Signed in, but arriving from another site, which sends no Strict cookie: reload from here.
    if (getCookie(c, HINT_COOKIE) && c.req.header('Sec-Fetch-Site') !== 'same-origin') {
      return c.html(continuePage(path), 200, { 'Cache-Control': 'no-store' });
    }
    return c.redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(path)}`, 303);
  };
}

/** GET and POST /sign-in, POST /sign-out. Only mounted with a token. */
export function signInRoutes(app: Hono, options: AuthOptions) {
  const token = options.token;
  if (!token) return;
  const now = options.now ?? Date.now;
  const attempts = new RateLimiter({ ...SIGN_IN_ATTEMPTS, now });
  const page = (
    c: Context,
    next: string,
    error?: string,
    status: 200 | 400 | 401 | 403 | 415 | 429 = 200,
    headers: Record<string, string> = {},
  ) => c.html(signInPage(next, error), status, { 'Cache-Control': 'no-store', ...headers });

  app.get(SIGN_IN_PATH, (c) => {
    const next = safeNext(c.req.query('next'));
    if (sessionIssuedAt(token, getCookie(c, SESSION_COOKIE), now()) !== null) return c.redirect(next, 303);
    return page(c, next);
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
    const wait = attempts.take(seenBy(c).client);
    if (wait > 0)
      return page(c, next, `Too many tries. Wait ${wait} seconds, then try again.`, 429, {
        'Retry-After': String(wait),
      });
    const given = typeof form.token === 'string' ? form.token.trim() : '';
    if (!given) return page(c, next, 'Enter the access token.', 400);
    if (!sameSecret(given, token))
      return page(c, next, 'That access token is not the one this server was given. Check it and try again.', 401);
    startSession(c, token, now());
    return c.redirect(next, 303);
  });
  app.post('/sign-out', (c) => {
    if (isCrossSite(c)) return c.json({ error: "Sign out from this server's own pages.", code: 'cross_site' }, 403);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(c) });
    deleteCookie(c, HINT_COOKIE, { path: '/', secure: secure(c) });
    return c.redirect(SIGN_IN_PATH, 303);
  });
}
