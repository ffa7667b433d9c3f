import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerApp, type ServerOptions } from './app';
import { HINT_COOKIE, SESSION_COOKIE } from './auth';
import { ABSOLUTE_MS } from './sessions';

// A shared server under attack, over real sockets on 127.0.0.1: guessing the token through every
// door, one client holding the proxy's places, strangers' bodies, forged proxy headers, and a stolen
// cookie after sign-out or past its lifetime. Each client speaks from its own loopback address
// (127.0.0.2, 127.0.0.3, …), as different machines would.

const TOKEN = 'pV7xQ2mK9sLr4TzW8nB3dY6hJ1cF5gA0eU_iO-pQxZk';
const ATTACKER = '127.0.0.2';
const VICTIM = '127.0.0.3';
const PROXIED = '/proxy/https/acme.neetocal.com/api/external/v1/packages';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

async function start(options: ServerOptions) {
  const app = createServerApp({
    upstreams: '*.neetocal.com',
    fetch: async () => Response.json({ ok: true }),
    ...options,
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const port = await new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { app, port };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request on its own connection from `from`; a body the server refuses unread may fail to send, which is its refusal. */
function send(
  port: number,
  from: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress: from,
        method: init.method ?? 'GET',
        headers: { Host: `127.0.0.1:${port}`, ...init.headers },
        agent: false,
      },
      (res) => {
        answered = true;
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', (error) => {
      if (!answered) fail(error);
    });
    req.end(init.body);
  });
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const cookieOf = (a: Answer, name: string) =>
  (a.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`))?.split(';')[0];
let spoofed = 0;
/** A fresh X-Forwarded-For on every request: the attacker pretending to be someone new each time. */
const rotate = () => ({ 'X-Forwarded-For': `198.51.100.${++spoofed % 250}` });

describe('guessing the token', () => {
  it('counts a wrong form, Bearer token and missing proxy header against one limit, which a forged X-Forwarded-For neither dodges nor spends for another', async () => {
    const { port } = await start({
      auth: { token: TOKEN, userHeader: 'X-Forwarded-User' },
      trustedProxies: ['127.0.0.1'],
    });
    const wrongForm = () =>
      send(port, ATTACKER, '/sign-in', { ...form({ token: 'guess' }), headers: { ...form({}).headers, ...rotate() } });
    const forgedUser = () =>
      send(port, ATTACKER, PROXIED, { headers: { 'X-Forwarded-User': 'ada@example.org', ...rotate() } });

    // Five wrong ones, through every door, are let through as mistakes.
    expect((await forgedUser()).status).toBe(401);
    expect((await forgedUser()).status).toBe(401);
    expect((await wrongForm()).status).toBe(401);
    expect((await wrongForm()).status).toBe(401);
    // (The Bearer door sits behind the proxy header, so reaching it takes the proxy: its guesses count too.)
    const viaProxy = (token: string) =>
      send(port, '127.0.0.1', PROXIED, {
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Forwarded-User': 'ada@example.org',
          'X-Forwarded-For': ATTACKER,
        },
      });
    expect((await viaProxy('guess')).status).toBe(401);
    // The sixth starts the wait; from then on every door answers 429, the right token included.
    expect((await forgedUser()).status).toBe(401);
    for (const attempt of [forgedUser, wrongForm, () => viaProxy(TOKEN)]) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client, even one the attacker named in its X-Forwarded-For, is untouched.
    const other = await send(port, VICTIM, '/sign-in', form({ token: TOKEN }));
    expect(other.status).toBe(303);
    expect(
      (
        await send(port, '127.0.0.1', PROXIED, {
          headers: { Authorization: `Bearer ${TOKEN}`, 'X-Forwarded-User': 'x', 'X-Forwarded-For': '198.51.100.1' },
        })
      ).status,
    ).toBe(200);
  });

  it('limits Bearer guesses from a client that reaches the server directly, whatever X-Forwarded-For it sends or right token it mixes in', async () => {
    const { port } = await start({ auth: { token: TOKEN }, trustedProxies: ['127.0.0.1'] });
    const bearer = (token: string, from = ATTACKER) =>
      send(port, from, PROXIED, { headers: { Authorization: `Bearer ${token}`, ...rotate() } });
    for (let i = 0; i < 5; i++) expect((await bearer(`guess-${i}`)).status).toBe(401);
    // A script with the right token at the same address (a NAT) earns the guesser nothing.
    expect((await bearer(TOKEN)).status).toBe(200);
    const wrong = await bearer('guess-5');
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text)).toMatchObject({ code: 'sign_in_required', reason: 'wrong_token' });
    let waits = 0;
    for (let i = 0; i < 50; i++) {
      const res = await bearer(`guess-more-${i}`);
      expect(res.status).toBe(429);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'too_many_tries' });
      waits = Number(res.headers['retry-after']);
    }
    expect(waits).toBeGreaterThan(0);
    expect((await bearer(TOKEN)).status).toBe(429);
    expect((await bearer(TOKEN, VICTIM)).status).toBe(200);
  });
});

describe('holding the proxy', () => {
  it("one client's 300 requests held open do not keep another client on 503", async () => {
    const waiting: (() => void)[] = [];
    const { port, app } = await start({
      auth: { token: TOKEN },
      fetch: (input) =>
        String(input).includes('/hang')
          ? new Promise<Response>((resolve) => waiting.push(() => resolve(Response.json({ ok: true }))))
          : Promise.resolve(Response.json({ ok: true })),
    });
    const auth = { Authorization: `Bearer ${TOKEN}` };
    const held = Array.from({ length: 300 }, () =>
      send(port, ATTACKER, '/proxy/https/acme.neetocal.com/api/external/v1/hang', {
        headers: { ...auth, ...rotate() },
      }),
    );
    // The attacker holds its share, a quarter of the 32 places, and no more.
    await expect.poll(() => waiting.length).toBe(8);
    expect(app.inflight()).toBe(8);
    for (let i = 0; i < 30; i++) {
      const other = await send(port, VICTIM, PROXIED, { headers: auth });
      expect(other.status).toBe(200);
    }
    waiting.splice(0).forEach((go) => go());
    const answers = await Promise.all(held);
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
    expect(refused).toHaveLength(292);
    expect(refused.every((a) => a.headers['retry-after'] === '1')).toBe(true);
    expect(JSON.parse(refused[0]!.text)).toMatchObject({ code: 'too_many_at_once' });
    expect(app.inflight()).toBe(0);
  });
});

describe('a workspace that does not answer', () => {
  it('holds its place for 10 s, not 20', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = createServerApp({
        upstreams: '*.neetocal.com',
        fetch: (_url, init) =>
          new Promise<Response>((_done, fail) =>
            init.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError'))),
          ),
      });
      let answer: Response | undefined;
      void Promise.resolve(app.request(`http://127.0.0.1${PROXIED}`)).then((res) => (answer = res));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(answer).toBeUndefined();
      expect(app.inflight()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(answer?.status).toBe(504);
      expect(await answer!.json()).toMatchObject({ code: 'upstream_timeout' });
      expect(app.inflight()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('bodies before sign-in', () => {
  it('reads none from a stranger but the sign-in form, which is small, and only so many of those at once', async () => {
    const forwarded: string[] = [];
    const { port } = await start({
      auth: { token: TOKEN },
      fetch: async (input) => {
        forwarded.push(String(input));
        return Response.json({ ok: true });
      },
    });
    const mib = Buffer.alloc(1024 * 1024, 32);
    const post = (path: string, type = 'application/json') =>
      send(port, ATTACKER, path, { method: 'POST', headers: { 'Content-Type': type }, body: mib }).catch(
        (error: NodeJS.ErrnoException) => ({ status: 0, headers: {}, text: error.code ?? '' }),
      );
    const healthz = await post('/healthz');
    expect([405, 0]).toContain(healthz.status);
    const signIn = await post('/sign-in', 'application/x-www-form-urlencoded');
    expect([413, 0]).toContain(signIn.status);
    for (const path of [PROXIED, '/meetings', '/sandbox/demo/__sandbox/faults']) {
      const res = await post(path);
      expect([401, 0], path).toContain(res.status);
    }
    expect(forwarded).toEqual([]);

    // Sign-in forms that never finish arriving hold their places; past sixteen the next is turned away unread.
    const slow = Array.from({ length: 16 }, () => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/sign-in',
        method: 'POST',
        localAddress: ATTACKER,
        agent: false,
        headers: {
          Host: `127.0.0.1:${port}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': '100',
        },
      });
      req.on('error', () => {});
      req.write('token=');
      return req;
    });
    await expect.poll(async () => (await send(port, VICTIM, '/sign-in', form({ token: TOKEN }))).status).toBe(503);
    const busy = await send(port, VICTIM, '/sign-in', form({ token: TOKEN }));
    expect(busy.headers['retry-after']).toBe('1');
    slow.forEach((req) => req.destroy());
    await expect.poll(async () => (await send(port, VICTIM, '/sign-in', form({ token: TOKEN }))).status).toBe(303);
  });
});

describe('forged proxy headers', () => {
  it('refuses a trusted user header from an address not on the allowlist, and lets the proxy through', async () => {
    const { port } = await start({ auth: { userHeader: 'X-Forwarded-User' }, trustedProxies: ['127.0.0.1'] });
    const forged = await send(port, ATTACKER, PROXIED, { headers: { 'X-Forwarded-User': 'admin@example.org' } });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.text)).toMatchObject({ code: 'sign_in_required', reason: 'not_through_proxy' });
    expect(
      (await send(port, '127.0.0.1', PROXIED, { headers: { 'X-Forwarded-User': 'ada@example.org' } })).status,
    ).toBe(200);
  });

  it('does not let a direct client past the Host check with X-Forwarded-Host, and says so with the security headers on', async () => {
    const { port } = await start({
      auth: { token: TOKEN },
      trustedProxies: ['127.0.0.1'],
      hosts: ['slotboard.example.org'],
    });
    const rebound = await send(port, ATTACKER, '/api/slotboard/config', {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'slotboard.example.org', 'X-Forwarded-Proto': 'https' },
    });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.text)).toMatchObject({ code: 'host_not_allowed' });
    expect(rebound.headers['x-content-type-options']).toBe('nosniff');
    expect(rebound.headers['content-security-policy']).toContain("default-src 'none'");
    // From the proxy, the name it forwards is the one checked.
    const proxied = await send(port, '127.0.0.1', '/api/slotboard/config', {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'slotboard.example.org', Authorization: `Bearer ${TOKEN}` },
    });
    expect(proxied.status).toBe(200);
  });
});

describe('a session that ends', () => {
  it('refuses the cookie once its browser has signed out, and says so', async () => {
    const { port } = await start({ auth: { token: TOKEN } });
    const signedIn = await send(port, VICTIM, '/sign-in', form({ token: TOKEN }));
    const cookie = cookieOf(signedIn, SESSION_COOKIE)!;
    expect((await send(port, VICTIM, '/api/slotboard/config', { headers: { Cookie: cookie } })).status).toBe(200);
    // A copy of the cookie, taken before the sign-out.
    const stolen = cookie;
    const out = await send(port, VICTIM, '/sign-out', { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/sign-in?reason=signed_out');
    const page = await send(port, VICTIM, out.headers.location!);
    expect(page.text).toContain('<p role="status">You signed out of Slotboard.</p>');
    const after = await send(port, ATTACKER, '/api/slotboard/config', { headers: { Cookie: stolen } });
    expect(after.status).toBe(401);
    expect(JSON.parse(after.text)).toMatchObject({ code: 'sign_in_required', reason: 'signed_out' });
    expect((await send(port, ATTACKER, PROXIED, { headers: { Cookie: stolen } })).status).toBe(401);
  });

  it('ends a session at its absolute lifetime though it is used all along, and the sign-in page says it ended', async () => {
    const signedInAt = Date.UTC(2026, 11, 7, 9);
    let now = signedInAt;
    const { port } = await start({ auth: { token: TOKEN, now: () => now } });
    const cookie = cookieOf(await send(port, VICTIM, '/sign-in', form({ token: TOKEN })), SESSION_COOKIE)!;
    const use = () => send(port, VICTIM, '/api/slotboard/config', { headers: { Cookie: cookie } });
    for (let hours = 6; hours < ABSOLUTE_MS / 3600_000; hours += 6) {
      now = signedInAt + hours * 3600_000;
      expect((await use()).status, `${hours} h`).toBe(200);
    }
    now = signedInAt + ABSOLUTE_MS + 1;
    const ended = await use();
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.text)).toMatchObject({ code: 'sign_in_required', reason: 'expired' });
    // The app goes to the sign-in page, which tells the person what happened.
    const page = await send(port, VICTIM, '/sign-in?next=%2Fmeetings', {
      headers: { Cookie: `${cookie}; ${HINT_COOKIE}=1`, Accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your sign-in ended. Sign in again; nothing was lost.');
  });

  it('sends a browser that says nothing of where a navigation came from to the sign-in page, not round the continue page', async () => {
    const { port } = await start({ auth: { token: TOKEN } });
    // A lapsed session's hint is left, and this browser sends no Sec-Fetch-Site.
    const opened = await send(port, VICTIM, '/meetings', {
      headers: { Accept: 'text/html', Cookie: `${HINT_COOKIE}=1` },
    });
    expect(opened.status).toBe(200);
    const to = /url=([^"]+)"/.exec(opened.text)![1]!;
    expect(to).toBe('/sign-in?next=%2Fmeetings');
    const next = await send(port, VICTIM, to, { headers: { Accept: 'text/html', Cookie: `${HINT_COOKIE}=1` } });
    expect(next.status).toBe(200);
    expect(next.text).toContain('<label for="token">Access token</label>');
    expect(next.text).toContain('Your sign-in ended.');
    expect(next.text).not.toContain('http-equiv="refresh"');
  });
});
