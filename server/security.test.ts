import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createSlotboardApp, optionsFromEnv } from '../serve/app';
import { policyFor } from './app';
import { API_CSP } from '../http-guards/guards';

// Each attack the server must withstand (decision 0008), tried in-process. The attacks over a real socket (slow bodies, raw Host
// headers, chunked uploads) are in limits.test.ts.

const SANDBOX = 'http://localhost/sandbox/demo';
const KEY = 'sandbox-demo-key';

function withUpstream(
  answer: (url: URL) => Response,
  limits: { maxStreamedBytes?: number; proxyTimeoutMs?: number; maxStreamMs?: number } = {},
) {
  const calls: { method: string; url: string }[] = [];
  const upstream: typeof fetch = async (input, init) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input) });
    return answer(new URL(String(input)));
  };
  const app = createSlotboardApp({
    upstreams: '*.neetocal.com',
    fetch: upstream,
    maxUpstreamBytes: 64 * 1024,
    ...limits,
  });
  return { app, calls };
}

const lockedDown = (res: Response) => {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe(API_CSP);
};

describe('the cross-site chain against the sandbox control endpoints', () => {
  const attack = { path: '/api/external/pwn', status: 200, body: '<script>alert(localStorage.length)</script>' };

  it.each([
    ['a no-cors text/plain POST from another site', { Origin: 'http://evil.example', 'Content-Type': 'text/plain' }],
    [
      'a JSON POST with Sec-Fetch-Site cross-site',
      { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
    ],
    ['a POST from a sibling site', { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' }],
    ['a POST from an opaque origin', { Origin: 'null', 'Content-Type': 'application/json' }],
  ])('refuses %s, and no fault is set', async (_name, headers) => {
    const app = createSlotboardApp();
    const res = await app.request(`${SANDBOX}/__sandbox/faults`, {
      method: 'POST',
      headers,
      body: JSON.stringify(attack),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'cross_site' });
    lockedDown(res);
    expect(app.sandbox!.state().faults).toEqual([]);
    const read = await app.request(`${SANDBOX}/__sandbox/requests`, { headers: { Origin: 'http://evil.example' } });
    expect(read.status).toBe(403);
  });

  it('takes only JSON bodies, which a page on another site cannot send without a preflight; the tests still get in', async () => {
    const app = createSlotboardApp();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await app.request(`${SANDBOX}/__sandbox/reset`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: '{}',
      });
      expect(res.status, type).toBe(415);
    }
    // What the e2e fixtures send (Playwright's page.request: JSON, no Origin) and the same origin pass.
    const res = await app.request(`${SANDBOX}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ path: '/api/external/v1/packages', status: 500, times: 1 }),
    });
    expect(res.status).toBe(200);
    const reset = await app.request(`${SANDBOX}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(reset.status).toBe(200);
  });

  it('serves an injected string body as plain text that cannot run, never as HTML', async () => {
    const app = createSlotboardApp();
    await app.request(`${SANDBOX}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(attack),
    });
    const res = await app.request(`${SANDBOX}/api/external/pwn`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    lockedDown(res);
  });
});

describe('a hostile upstream', () => {
  it.each([
    ['text/html; charset=utf-8', '<script>steal()</script>'],
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="steal()"/>'],
    ['application/xml', '<x/>'],
    ['text/xml', '<x/>'],
    [null, '<script>steal()</script>'],
  ])('passes %s on only as plain text, with the status, locked down', async (type, body) => {
    const { app } = withUpstream(
      () => new Response(body, { status: 503, headers: type ? { 'Content-Type': type } : {} }),
    );
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v1/packages');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    lockedDown(res);
    expect(await res.text()).toBe(body);
  });

  it('keeps JSON as JSON', async () => {
    const { app } = withUpstream(() =>
      Response.json({ ok: true }, { headers: { 'Content-Type': 'application/vnd.api+json' } }),
    );
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v1/packages');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ ok: true });
  });

  /** An answer of `type` and `status` that never ends, and how much of it was sent. */
  const endless = (type: string, status = 200) => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    return { response: () => new Response(body, { status, headers: { 'Content-Type': type } }), sent: () => sent };
  };

  it.each([
    ['a page', 'text/html', 200, 'GET'],
    ['a refusal', 'application/json', 429, 'GET'],
    ['an answer to a change', 'application/json', 200, 'PATCH'],
  ])('stops reading %s past the cap and says so with a 502', async (_, type, status, method) => {
    const answer = endless(type, status);
    const { app } = withUpstream(answer.response);
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v1/packages', {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_too_large' });
    expect(answer.sent()).toBeLessThan(128 * 1024);
  });

  it('streams a long JSON answer to a GET on rather than hold it, whole and in order', async () => {
    const links = JSON.stringify({
      meetings: Array.from({ length: 3000 }, (_, i) => ({ id: `m${i}`, name: `Link ${i} é` })),
      pagination: {},
    });
    expect(links.length).toBeGreaterThan(64 * 1024);
    const { app } = withUpstream(() => new Response(links, { headers: { 'Content-Type': 'application/json' } }));
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v2/meetings');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    lockedDown(res);
    expect(await res.text()).toBe(links);
  });

  it('cuts a streamed answer past its own cap, and one that stops coming, and stops reading it', async () => {
    const answer = endless('application/json');
    const { app } = withUpstream(answer.response, { maxStreamedBytes: 256 * 1024 });
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v2/meetings');
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(answer.sent()).toBeLessThan(400 * 1024);

    let cancelled = false;
    const stalls = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(100 * 1024).fill(32));
      },
      cancel() {
        cancelled = true;
      },
    });
    const stalled = withUpstream(() => new Response(stalls, { headers: { 'Content-Type': 'application/json' } }), {
      proxyTimeoutMs: 50,
    });
    const cut = await stalled.app.request('/proxy/https/acme.neetocal.com/api/external/v2/meetings');
    expect(cut.status).toBe(200);
    await expect(cut.arrayBuffer()).rejects.toThrow();
    expect(cancelled).toBe(true);
  });

  it('cuts a streamed answer that drips on past its time in all, though each byte comes before the idle timer', async () => {
    let drips = 0;
    let cancelled = false;
    const drip = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(100 * 1024).fill(32));
      },
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 20));
        drips++;
        controller.enqueue(new Uint8Array([32]));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { app } = withUpstream(() => new Response(drip, { headers: { 'Content-Type': 'application/json' } }), {
      proxyTimeoutMs: 100,
      maxStreamMs: 400,
    });
    const started = Date.now();
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v2/meetings');
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(drips).toBeGreaterThan(5);
    expect(cancelled).toBe(true);
  });

  it('refuses an answer whose declared length is over the cap without reading it', async () => {
    const { app } = withUpstream(() => new Response('x', { headers: { 'Content-Length': String(10 * 1024 * 1024) } }));
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v1/packages');
    expect(res.status).toBe(502);
  });
});

describe('what the proxy forwards', () => {
  it.each(['MKCOL', 'LOCK', 'PROPFIND'])('answers %s with 405 and forwards nothing', async (method) => {
    const { app, calls } = withUpstream(() => Response.json({}));
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v1/team_members/1', {
      method,
      headers: { 'X-Api-Key': 'k' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST, PATCH, PUT, DELETE');
    expect(await res.json()).toMatchObject({ code: 'method_not_allowed' });
    expect(calls).toEqual([]);
  });

  it("refuses a change sent from another site, grants no preflight, and forwards the app's own change", async () => {
    const { app, calls } = withUpstream(() => Response.json({ ok: true }));
    const path = '/proxy/https/acme.neetocal.com/api/external/v1/team_members/1';
    const init = (headers: Record<string, string>) => ({
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: '{}',
    });
    expect((await app.request(path, init({ Origin: 'http://evil.example' }))).status).toBe(403);
    expect((await app.request(path, init({ 'Sec-Fetch-Site': 'cross-site' }))).status).toBe(403);
    expect(calls).toEqual([]);
    expect(
      (await app.request(path, init({ Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' }))).status,
    ).toBe(200);
    expect(calls).toHaveLength(1);
    // Nor can a page get JSON through: its preflight gets no CORS grant.
    const preflight = await app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});

describe('sizes', () => {
  const big = 'x'.repeat(1024 * 1024 + 1);

  it('refuses a body over 1 MiB to the proxy with JSON and forwards nothing', async () => {
    const { app, calls } = withUpstream(() => Response.json({}));
    const res = await app.request('/proxy/https/acme.neetocal.com/api/external/v2/availabilities', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'body_too_large' });
    expect(calls).toEqual([]);
  });

  it('refuses it to the sandbox too, and keeps no body of a refused request in its log', async () => {
    const app = createSlotboardApp();
    const over = await app.request(`${SANDBOX}/api/external/v2/availabilities`, {
      method: 'POST',
      body: big,
      headers: { 'Content-Length': String(big.length) },
    });
    expect(over.status).toBe(413);
    const unauthorised = await app.request(`${SANDBOX}/api/external/v2/availabilities`, {
      method: 'POST',
      body: JSON.stringify({ secret: 'y'.repeat(500_000) }),
    });
    expect(unauthorised.status).toBe(401);
    const tooLarge = await app.request(`${SANDBOX}/api/external/v2/availabilities`, {
      method: 'POST',
      headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'z'.repeat(100_000) }),
    });
    expect(tooLarge.status).toBe(422);
    const log = app.sandbox!.state().requests;
    expect(log.map((r) => [r.body, r.bodyOmitted])).toEqual([
      [null, 'refused'],
      [null, 'too large'],
    ]);
    expect(JSON.stringify(log).length).toBeLessThan(2000);
  });

  it('keeps at most 200 requests in the log', async () => {
    const app = createSlotboardApp();
    for (let i = 0; i < 230; i++) await app.request(`${SANDBOX}/api/external/v1/packages?i=${i}`);
    const log = app.sandbox!.state().requests;
    expect(log).toHaveLength(200);
    expect(log.at(-1)!.query).toBe('?i=229');
  });
});

describe('host names, headers, switches', () => {
  it('refuses a foreign Host (DNS rebinding) with JSON and answers the configured ones', async () => {
    const app = createSlotboardApp();
    const res = await app.request('http://evil.example/sandbox/demo/__sandbox/info');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'host_not_allowed' });
    expect((await app.request('http://127.0.0.1:4173/api/slotboard/config')).status).toBe(200);
    const deployed = createSlotboardApp(optionsFromEnv({ SLOTBOARD_HOSTS: 'slotboard.example.org, *.corp.example' }));
    expect((await deployed.request('http://slotboard.example.org/api/slotboard/config')).status).toBe(200);
    expect((await deployed.request('http://a.corp.example/api/slotboard/config')).status).toBe(200);
    expect((await deployed.request('http://localhost/api/slotboard/config')).status).toBe(403);
    expect((await deployed.request('http://10.0.0.7:8080/healthz')).status).toBe(200);
  });

  it('locks down every answer under /sandbox, /proxy and /api, refusals included', async () => {
    const app = createSlotboardApp();
    for (const path of [
      '/sandbox/demo/api/external/v1/packages',
      '/proxy/https/evil.example/api/external/v1',
      '/api/slotboard/config',
      '/api/nothing',
      '/healthz',
    ]) {
      lockedDown(await app.request(path));
    }
  });

  it("gives the app's policy only to its page and its scripts; the icon, style sheets and other files of the build are locked down", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Slotboard</title>');
    // An SVG opened by its address is a document: with the app's policy it would be a page of this origin.
    writeFileSync(
      join(dist, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>parent.x=1</script></svg>',
    );
    writeFileSync(join(dist, 'assets/app.js'), 'export {};');
    writeFileSync(join(dist, 'assets/list.worker.js'), 'self.onmessage = () => {};');
    writeFileSync(join(dist, 'assets/app.css'), 'body{}');
    writeFileSync(join(dist, '.vite/manifest.json'), '{}');
    const app = createSlotboardApp({ distDir: dist });
    const policy = async (path: string) => {
      const res = await app.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        csp: res.headers.get('content-security-policy'),
      };
    };
    for (const path of ['/', '/meetings', '/availabilities/abc?x=1']) {
      const page = await policy(path);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.csp).toContain("script-src 'self'");
    }
    for (const path of ['/assets/app.js', '/assets/list.worker.js']) {
      const script = await policy(path);
      expect(script.type).toMatch(/javascript/);
      // The worker asks the workspace itself, under the policy its script came with.
      expect(script.csp).toContain("connect-src 'self' https:");
    }
    for (const path of ['/assets/app.css', '/.vite/manifest.json']) {
      const file = await policy(path);
      expect(file.csp, path).toBe(API_CSP);
      expect(file.type, path).not.toMatch(/html/);
    }
    // The icon: sandboxed, no script, nothing fetched; its inline styles only (Firefox draws an SVG
    // image under its own policy).
    const icon = await policy('/favicon.svg');
    expect(icon.type).toMatch(/^image\/svg\+xml/);
    expect(icon.csp).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'");
  });

  it("chooses the policy by the answer's type, and leaves a 304's alone so the kept page keeps its own", () => {
    expect(policyFor('/meetings', 'text/html; charset=UTF-8')).toContain("script-src 'self'");
    expect(policyFor('/assets/a.js', 'application/javascript')).toContain("script-src 'self'");
    expect(policyFor('/assets/a.mjs', 'text/javascript; charset=utf-8')).toContain("script-src 'self'");
    expect(policyFor('/anything', null)).toBe(API_CSP);
    expect(policyFor('/x.xml', 'application/xml')).toBe(API_CSP);
    expect(policyFor('/meetings', null, 304)).toBeNull();
    expect(policyFor('/api/slotboard/config', null, 304)).toBe(API_CSP);
    // An answer under /sandbox, /proxy or /api is locked down whatever its type.
    expect(policyFor('/proxy/https/x.neetocal.com/api/external/v1/meetings', 'text/html')).toBe(API_CSP);
  });

  it('SANDBOX_NOW starts the served sandbox there; unset, at the machine’s time; a typo stops the start', async () => {
    const clockOf = async (env: NodeJS.ProcessEnv) =>
      (
        (await (await createSlotboardApp(optionsFromEnv(env)).request(`${SANDBOX}/__sandbox/clock`)).json()) as {
          now: string;
        }
      ).now;
    expect(await clockOf({ SANDBOX_NOW: '2027-03-14T01:30:00-05:00' })).toMatch(/^2027-03-14T06:30/);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2027-05-05T05:05:00Z'));
    try {
      expect(await clockOf({})).toMatch(/^2027-05-05T05:05/);
    } finally {
      vi.useRealTimers();
    }
    expect(() => optionsFromEnv({ SANDBOX_NOW: 'next tuesday' })).toThrow(/SANDBOX_NOW/);
  });

  it('SLOTBOARD_SANDBOX=off removes the sandbox, SLOTBOARD_SANDBOX_CONTROL=off only its control endpoints', async () => {
    expect(optionsFromEnv({}).sandbox).toMatchObject({ control: true });
    const off = createSlotboardApp(optionsFromEnv({ SLOTBOARD_SANDBOX: 'off' }));
    expect(
      (await off.request('/sandbox/demo/api/external/v1/packages', { headers: { 'X-Api-Key': KEY } })).status,
    ).toBe(404);
    expect(await (await off.request('/api/slotboard/config')).json()).toMatchObject({ sandboxPath: null });
    const noControl = createSlotboardApp(optionsFromEnv({ SLOTBOARD_SANDBOX_CONTROL: 'off' }));
    expect((await noControl.request(`${SANDBOX}/__sandbox/requests`)).status).toBe(404);
    expect((await noControl.request(`${SANDBOX}/__sandbox/reset`, { method: 'POST' })).status).toBe(404);
    expect(
      (await noControl.request(`${SANDBOX}/api/external/v1/packages`, { headers: { 'X-Api-Key': KEY } })).status,
    ).toBe(200);
  });
});
