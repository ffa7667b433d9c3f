import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSlotboardApp } from '../serve/app';
import { HINT_COOKIE, safeNext, SESSION_COOKIE, SESSION_MS, sessionValue } from './auth';
import { ConfigError, openness, optionsFromEnv, readSecret } from './env';

// Sign-in for a shared server: the token's page and cookie, Bearer for scripts, the identity-aware
// proxy's header, and the refusal to listen open on a network address.

const TOKEN = 'correct-horse-battery-staple-42';
const BASE = 'http://localhost';

function server(
  options: { userHeader?: string; token?: string | null; publicOrigin?: string; now?: () => number } = {},
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

  it('takes no forged, altered, foreign or expired cookie', async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    const { app } = server({ now: () => now });
    const cookie = await signIn(app);
    const value = cookie.split('=')[1]!;
    const other = sessionValue('another-token-of-enough-length', now);
    const altered = `${Number(value.split('.')[0]) + 1}.${value.split('.')[1]}`;
    for (const bad of [other, altered, 'x', `${now}.${'A'.repeat(43)}`]) {
      expect(
        (await app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: `${SESSION_COOKIE}=${bad}` } })).status,
        bad,
      ).toBe(401);
    }
    now += SESSION_MS + 1000;
    expect((await app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('renews a session in use once it is an hour old', async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    const { app } = server({ now: () => now });
    const cookie = await signIn(app);
    const fresh = await app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: cookie } });
    expect(cookieOf(fresh, SESSION_COOKIE)).toBeUndefined();
    now += 2 * 3600_000;
    const later = await app.request(`${BASE}/api/slotboard/config`, { headers: { Cookie: cookie } });
    expect(later.status).toBe(200);
    expect(cookieOf(later, SESSION_COOKIE)).toContain(`${SESSION_COOKIE}=${now}.`);
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

  it('refuses a sign-in posted from another site, and guesses past ten a minute', async () => {
    const { app } = server();
    expect(
      (await app.request(`${BASE}/sign-in`, form({ token: TOKEN }, { Origin: 'http://evil.example' }))).status,
    ).toBe(403);
    expect(
      (await app.request(`${BASE}/sign-in`, form({ token: TOKEN }, { 'Sec-Fetch-Site': 'cross-site' }))).status,
    ).toBe(403);
    for (let i = 0; i < 10; i++)
      expect((await app.request(`${BASE}/sign-in`, form({ token: `guess-${i}` }))).status).toBe(401);
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
    expect(await res.text()).toContain('<meta http-equiv="refresh" content="0; url=/meetings">');
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
  it('refuses every request without the header, and lets those with it through', async () => {
    const { app, calls } = server({ token: null, userHeader: 'X-Forwarded-User' });
    expect((await app.request(PROXIED)).status).toBe(401);
    expect((await app.request(PROXIED, { headers: { 'X-Forwarded-User': ' ' } })).status).toBe(401);
    const page = await app.request(`${BASE}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('sign-in proxy');
    expect((await app.request(PROXIED, { headers: { 'X-Forwarded-User': 'ada@example.org' } })).status).toBe(200);
    expect(calls).toHaveLength(1);
    expect((await app.request(`${BASE}/healthz`)).status).toBe(200);
  });
});

describe('reading the settings', () => {
  it('reads the token as it is or from a file, and refuses a short one or a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slotboard-secret-'));
    writeFileSync(join(dir, 'token'), `${TOKEN}\n`);
    expect(readSecret('T', `@${join(dir, 'token')}`)).toBe(TOKEN);
    expect(readSecret('T', TOKEN)).toBe(TOKEN);
    expect(readSecret('T', '')).toBeUndefined();
    expect(() => readSecret('T', 'short')).toThrow(/shorter than 16 characters/);
    expect(() => readSecret('T', `@${join(dir, 'missing')}`)).toThrow(/cannot be read \(ENOENT\)/);
    expect(optionsFromEnv({ SLOTBOARD_AUTH_TOKEN: `@${join(dir, 'token')}` }).auth?.token).toBe(TOKEN);
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
    expect(openness('::', optionsFromEnv({ SLOTBOARD_TRUSTED_USER_HEADER: 'X-Forwarded-User' }), {})).toMatch(
      /X-Forwarded-User/,
    );
  });
});
