import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSlotboardApp } from '../serve/app';
import { HINT_COOKIE, safeNext, SESSION_COOKIE } from './auth';
import { ConfigError, MAKE_SECRET, openness, optionsFromEnv, readSecret, secretBits } from './env';
import { PROXY_SECRET_HEADER } from './proxy-trust';
import { ABSOLUTE_MS, IDLE_MS } from './sessions';

// Sign-in for a shared server: the token's page and cookie, Bearer for scripts, the identity-aware
// proxy's header, and the refusal to listen open on a network address.

const TOKEN = 'correct-horse-battery-staple-42';
const BASE = 'http://localhost';

function server(
  options: {
    userHeader?: string;
    token?: string | null;
    publicOrigin?: string;
    now?: () => number;
    trustedProxies?: string[];
    proxySecret?: string;
  } = {},
) {
  const calls: string[] = [];
  const upstream: typeof fetch = async (input) => {
    calls.push(String(input));
    return Response.json({ ok: true });
  };
  const token = options.token === null ? undefined : (options.token ?? TOKEN);
  const app = createSlotboardApp({
    upstreams: '*.neetocal.com',
    fetch: upstream,
    auth: { token, userHeader: options.userHeader, now: options.now },
    publicOrigin: options.publicOrigin,
    trustedProxies: options.trustedProxies,
    proxySecret: options.proxySecret,
  });
  return { app, calls };
}

const PROXIED = `${BASE}/proxy/https/acme.neetocal.com/api/external/v1/packages`;
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE, ...headers },
  body: new URLSearchParams(fields).toString(),
});
const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const signIn = async (app: ReturnType<typeof server>['app'], next = '/') => {
  const res = await app.request(`${BASE}/sign-in`, form({ token: TOKEN, next }));
  expect(res.status).toBe(303);
  return cookieOf(res, SESSION_COOKIE)!.split(';')[0]!;
};

describe('with SLOTBOARD_AUTH_TOKEN', () => {
  it('sends a browser opening a page to the sign-in page, and gives an API or proxy call a 401 in JSON', async () => {
    const { app, calls } = server();
    const page = await app.request(`${BASE}/meetings?page=2`, {
      headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/sign-in?next=%2Fmeetings%3Fpage%3D2');
    for (const path of [
      '/api/slotboard/config',
      PROXIED,
      '/assets/index.js',
      '/sandbox/demo/api/external/v1/packages',
    ]) {
      const res = await app.request(path.startsWith('http') ? path : `${BASE}${path}`, {
        headers: { 'X-Api-Key': 'sandbox-demo-key' },
      });
      expect(res.status, path).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="Slotboard"');
      expect(await res.json()).toMatchObject({ code: 'sign_in_required', signIn: '/sign-in' });
    }
    expect(calls).toEqual([]);
    expect((await app.request(`${BASE}/healthz`)).status).toBe(200);
  });

  it('refuses an upload from someone not signed in without reading it', async () => {
    const { app, calls } = server();
    const res = await app.request(PROXIED, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('connection')).toBe('close');
    expect(calls).toEqual([]);
  });

  it("serves a sign-in page with no script, under the app's policy", async () => {
    const { app } = server();
    const res = await app.request(`${BASE}/sign-in?next=%2Fmeetings`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<label for="token">Access token</label>');
    expect(html).toContain('name="next" value="/meetings"');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('says a wrong or empty token under the field, and sets no cookie', async () => {
    const { app } = server();
    const wrong = await app.request(`${BASE}/sign-in`, form({ token: 'not-it', next: '/meetings' }));
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('aria-invalid="true" aria-describedby="token-error"');
    expect(html).toMatch(/id="token-error"[^>]*>That access token is not the one this server was given/);
    expect(html).toContain('value="/meetings"');
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const empty = await app.request(`${BASE}/sign-in`, form({ token: '  ' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter the access token.');
  });

  it('signs in with the token: an HttpOnly SameSite=Strict cookie that lets every route through, sent back where the browser was going', async () => {
    const { app, calls } = server();
    const res = await app.request(`${BASE}/sign-in`, form({ token: TOKEN, next: '/meetings?page=2' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/meetings?page=2');
    const session = cookieOf(res, SESSION_COOKIE)!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).not.toMatch(/Secure/);
    expect(session).not.toContain(TOKEN);
    const cookie = session.split(';')[0]!;
    expect((await app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await app.request(PROXIED, { headers: { Cookie: cookie } })).status).toBe(200);
    expect(calls).toHaveLength(1);
    // Signed in already: the sign-in page sends the browser on.
    const again = await app.request(`${BASE}/sign-in?next=%2Fsettings`, { headers: { Cookie: cookie } });
    expect(again.headers.get('location')).toBe('/settings');
  });

  it('marks the cookie Secure when the server is reached over https', async () => {
    const { app } = server({ publicOrigin: 'https://slotboard.example.org' });
    const res = await app.request(
      'https://slotboard.example.org/sign-in',
      form({ token: TOKEN }, { Origin: 'https://slotboard.example.org' }),
    );
    expect(res.status).toBe(303);
    expect(cookieOf(res, SESSION_COOKIE)).toMatch(/; Secure/);
  });

  it('takes no forged or unknown session, and says why a lapsed one no longer lets anyone in', async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    const { app } = server({ now: () => now });
    const cookie = await signIn(app);
    expect(cookie.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const config = (c: string) => app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: c } });
    for (const bad of ['x', 'A'.repeat(43), `${now}.${'A'.repeat(43)}`]) {
      const res = await config(`${SESSION_COOKIE}=${bad}`);
      expect(res.status, bad).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'sign_in_required', reason: 'expired' });
    }
    expect(await (await config('')).json()).toMatchObject({ code: 'sign_in_required', reason: 'not_signed_in' });
    // Unused for longer than the idle time: ended.
    now += IDLE_MS + 1000;
    const lapsed = await config(cookie);
    expect(lapsed.status).toBe(401);
    expect(await lapsed.json()).toMatchObject({ code: 'sign_in_required', reason: 'expired' });
  });

  it('keeps a session in use alive past its idle time, and ends it at its absolute lifetime however much it is used', async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    const { app } = server({ now: () => now });
    const cookie = await signIn(app);
    const config = () => app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: cookie } });
    // Used every few hours for almost its whole lifetime, never idle for long.
    const step = IDLE_MS / 2;
    for (let t = step; t < ABSOLUTE_MS; t += step) {
      now = Date.UTC(2026, 0, 5, 9) + t;
      expect((await config()).status, `${t / 3600_000} h`).toBe(200);
    }
    now = Date.UTC(2026, 0, 5, 9) + ABSOLUTE_MS + 1;
    const ended = await config();
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ code: 'sign_in_required', reason: 'expired' });
    // And the browser is told in words on the sign-in page.
    const page = await app.request(`${BASE}/sign-in?next=%2Fmeetings`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<p role="status">Your sign-in ended. Sign in again; nothing was lost.</p>');
  });

  it('says on the sign-in page that a change the app could not send was kept, only when the app says so', async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    const { app } = server({ now: () => now });
    const cookie = await signIn(app);
    now += IDLE_MS + 1000;
    const status = async (query: string) =>
      /<p role="status">([^<]*)<\/p>/.exec(
        await (
          await app.request(`${BASE}/sign-in?next=%2Fteam-members${query}`, { headers: { Cookie: cookie } })
        ).text(),
      )?.[1];
    expect(await status('&unsent=1')).toBe('Your sign-in ended. Nothing was sent; your changes are kept.');
    expect(await status('')).toBe('Your sign-in ended. Sign in again; nothing was lost.');
    expect(await status('&unsent=yes')).toBe('Your sign-in ended. Sign in again; nothing was lost.');
  });

  it("never passes on a workspace's WWW-Authenticate: the app knows its own refusal by it", async () => {
    const app = createSlotboardApp({
      upstreams: '*.neetocal.com',
      auth: { token: TOKEN },
      fetch: async () =>
        Response.json(
          { error: 'Sign in again.', code: 'sign_in_required', reason: 'expired' },
          { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="Slotboard"' } },
        ),
    });
    const viaProxy = await app.request(PROXIED, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(viaProxy.status).toBe(401);
    expect(viaProxy.headers.get('www-authenticate')).toBeNull();
    const own = await app.request(PROXIED);
    expect(own.headers.get('www-authenticate')).toBe('Bearer realm="Slotboard"');
  });

  it('tells the app where to sign out when a token sign-in is on, and nowhere behind a sign-in proxy', async () => {
    const { app } = server();
    const cookie = await signIn(app);
    const config = await app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: cookie } });
    expect(await config.json()).toMatchObject({ signOut: '/sign-out' });
    const open = server({ token: null }).app;
    expect(await (await open.request(`${BASE}/api/slotboard/config`)).json()).toMatchObject({ signOut: null });
  });

  it('lets a script in with Authorization: Bearer, and only with the right token', async () => {
    const { app } = server();
    expect((await app.request(PROXIED, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    const wrong = await app.request(PROXIED, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain(TOKEN);
  });

  it('takes a sign-in posted from its own page whose origin the browser hid ("Origin: null", same-origin)', async () => {
    const { app } = server();
    const res = await app.request(
      `${BASE}/sign-in`,
      form({ token: TOKEN }, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }),
    );
    expect(res.status).toBe(303);
    expect((await app.request(`${BASE}/sign-in`, form({ token: TOKEN }, { Origin: 'null' }))).status).toBe(403);
  });

  it('refuses a sign-in posted from another site, and makes guesses past five wait', async () => {
    const { app } = server();
    expect(
      (await app.request(`${BASE}/sign-in`, form({ token: TOKEN }, { Origin: 'http://evil.example' }))).status,
    ).toBe(403);
    expect(
      (await app.request(`${BASE}/sign-in`, form({ token: TOKEN }, { 'Sec-Fetch-Site': 'cross-site' }))).status,
    ).toBe(403);
    for (let i = 0; i < 6; i++)
      expect((await app.request(`${BASE}/sign-in`, form({ token: `guess-${i}` }))).status).toBe(401);
    // Past five wrong tries, even the right token waits.
    const limited = await app.request(`${BASE}/sign-in`, form({ token: TOKEN }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many tries');
  });

  it('sends the browser only to a path of its own after signing in', () => {
    expect(safeNext('/meetings?x=1')).toBe('/meetings?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '/sign-in?next=/x', undefined, 'x'])
      expect(safeNext(bad)).toBe('/');
  });

  it('reloads from its own origin a page opened from another site when the browser says it signed in', async () => {
    const { app } = server();
    const cookie = await signIn(app);
    const res = await app.request(`${BASE}/meetings`, {
      headers: {
        Accept: 'text/html',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Site': 'cross-site',
        Cookie: `${HINT_COOKIE}=1`,
      },
    });
    expect(res.status).toBe(200);
    // Through the sign-in page, which sends a signed-in browser on and shows anyone else the form.
    expect(await res.text()).toContain('<meta http-equiv="refresh" content="0; url=/sign-in?next=%2Fmeetings">');
    const through = await app.request(`${BASE}/sign-in?next=%2Fmeetings`, { headers: { Cookie: cookie } });
    expect(through.status).toBe(303);
    expect(through.headers.get('location')).toBe('/meetings');
    // The reload, from the server's own page, carries the session.
    const reload = await app.request(`${BASE}/api/slotboard/config`, {
      headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
    });
    expect(reload.status).toBe(200);
    // Without the session the same-origin reload goes to the sign-in page: no loop.
    const expired = await app.request(`${BASE}/meetings`, {
      headers: { Accept: 'text/html', 'Sec-Fetch-Site': 'same-origin', Cookie: `${HINT_COOKIE}=1` },
    });
    expect(expired.status).toBe(303);
  });

  it('signs out from its own pages only', async () => {
    const { app } = server();
    const cookie = await signIn(app);
    expect(
      (
        await app.request(`${BASE}/sign-out`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(403);
    const out = await app.request(`${BASE}/sign-out`, { method: 'POST', headers: { Cookie: cookie, Origin: BASE } });
    expect(out.status).toBe(303);
    expect(cookieOf(out, SESSION_COOKIE)).toMatch(/Max-Age=0/);
  });
});

describe('with SLOTBOARD_TRUSTED_USER_HEADER', () => {
  const via = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it('refuses every request without the header, and lets those with it from the proxy through', async () => {
    const { app, calls } = server({ token: null, userHeader: 'X-Forwarded-User', trustedProxies: ['127.0.0.1'] });
    const proxy = via('127.0.0.1');
    expect((await app.request(PROXIED, {}, proxy)).status).toBe(401);
    expect((await app.request(PROXIED, { headers: { 'X-Forwarded-User': ' ' } }, proxy)).status).toBe(401);
    const page = await app.request(`${BASE}/`, { headers: { Accept: 'text/html' } }, proxy);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('sign-in proxy');
    expect((await app.request(PROXIED, { headers: { 'X-Forwarded-User': 'ada@example.org' } }, proxy)).status).toBe(
      200,
    );
    expect(calls).toHaveLength(1);
    expect((await app.request(`${BASE}/healthz`)).status).toBe(200);
  });

  it('believes the header only with the secret the proxy sends, when that is how the proxy is known', async () => {
    const secret = 'Vq3kP0dXz8LmT2rY6wN4bH1sJ9cF5gA7eU-iO_pQxZ';
    const { app, calls } = server({ token: null, userHeader: 'X-Forwarded-User', proxySecret: secret });
    const as = (headers: Record<string, string>) =>
      app.request(PROXIED, { headers: { 'X-Forwarded-User': 'ada@example.org', ...headers } }, via('198.51.100.7'));
    expect((await as({})).status).toBe(401);
    expect((await as({ [PROXY_SECRET_HEADER]: 'not-the-secret' })).status).toBe(401);
    expect((await as({ [PROXY_SECRET_HEADER]: secret })).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('will not be set up without a way to know the proxy', () => {
    expect(() => server({ token: null, userHeader: 'X-Forwarded-User' })).toThrow(/proxy that sets it/);
  });
});

describe('reading the settings', () => {
  it('reads the token as it is or from a file, and refuses a missing file or one too easy to guess, saying how to make one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slotboard-secret-'));
    writeFileSync(join(dir, 'token'), `${TOKEN}\n`);
    expect(readSecret('T', `@${join(dir, 'token')}`)).toBe(TOKEN);
    expect(readSecret('T', TOKEN)).toBe(TOKEN);
    expect(readSecret('T', '')).toBeUndefined();
    for (const weak of ['short', 'passwordpassword', 'abcdefghijklmnopqrstuvwxyz0123456789ABCD', 'x'.repeat(64)]) {
      expect(() => readSecret('T', weak), weak).toThrow(/too easy to guess/);
      expect(() => readSecret('T', weak), weak).toThrow(MAKE_SECRET);
    }
    expect(() => readSecret('T', `@${join(dir, 'missing')}`)).toThrow(/cannot be read \(ENOENT\)/);
    expect(optionsFromEnv({ SLOTBOARD_AUTH_TOKEN: `@${join(dir, 'token')}` }).auth?.token).toBe(TOKEN);
  });

  it('judges a secret by what guessing it takes, not by its length', () => {
    expect(secretBits('passwordpassword')).toBeLessThan(40);
    expect(secretBits('passwordpasswordpasswordpassword1234567890')).toBeLessThan(100);
    expect(secretBits('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBe(0);
    // 32 random bytes, as the command prints them, and as `openssl rand -hex 32` does.
    expect(secretBits('I1EvpFMNZ4CyoBX0PBbPJOIAL2NbFlP9g9OhbKIke8w')).toBeGreaterThan(190);
    expect(secretBits('760154691bdd303c5426d412a5ac527c02a97578999206c295048051900079dd')).toBeGreaterThan(220);
  });

  it('listens open only on this machine, unless told to with SLOTBOARD_ALLOW_OPEN=1', () => {
    const open = optionsFromEnv({});
    expect(openness('127.0.0.1', open, {})).toMatch(/none \(this machine only\)/);
    expect(openness('::1', open, {})).toMatch(/this machine only/);
    expect(openness('localhost', open, {})).toMatch(/this machine only/);
    for (const host of ['::', '0.0.0.0', '10.1.2.3', 'slotboard.example.org']) {
      expect(() => openness(host, open, {}), host).toThrow(ConfigError);
    }
    expect(openness('::', open, { SLOTBOARD_ALLOW_OPEN: '1' })).toMatch(/NONE\. SLOTBOARD_ALLOW_OPEN=1/);
    expect(openness('::', optionsFromEnv({ SLOTBOARD_AUTH_TOKEN: TOKEN }), {})).toMatch(/access token/);
    // The header alone would let anyone who reaches the server say who they are: no start.
    expect(() => optionsFromEnv({ SLOTBOARD_TRUSTED_USER_HEADER: 'X-Forwarded-User' })).toThrow(
      /SLOTBOARD_TRUSTED_USER_HEADER needs the sign-in proxy to be known/,
    );
    const behindProxy = optionsFromEnv({
      SLOTBOARD_TRUSTED_USER_HEADER: 'X-Forwarded-User',
      SLOTBOARD_TRUST_PROXY: '1',
    });
    expect(openness('0.0.0.0', behindProxy, {})).toMatch(/X-Forwarded-User/);
  });
});
