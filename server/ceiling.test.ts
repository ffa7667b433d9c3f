import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerApp } from './app';
import { optionsFromEnv } from './env';
import { cutSlowReaders } from './lifecycle';
import { proxyGate } from './proxy-gate';

// The proxy's ceiling: requests at once, per-client rate, clients that stop reading, and answers
// larger than the app needs, counted after decompression. Loopback only.

const MiB = 1024 * 1024;
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

const listen = (server: Server) =>
  new Promise<number>((done) => {
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port));
    closers.push(() => {
      server.closeAllConnections();
      server.close();
    });
  });

describe('requests at once', () => {
  it('answers 503 with Retry-After past the cap, without reading the body, and frees a place once an answer is sent', async () => {
    const waiting: (() => void)[] = [];
    const upstream: typeof fetch = () =>
      new Promise<Response>((resolve) => waiting.push(() => resolve(Response.json({ ok: true }))));
    const app = createServerApp({
      upstreams: '*.neetocal.com',
      fetch: upstream,
      maxInflight: 2,
      maxInflightPerClient: 2,
    });
    const url = 'http://localhost/proxy/https/acme.neetocal.com/api/external/v1/packages';
    const first = app.request(url);
    const second = app.request(url);
    await expect.poll(() => waiting.length).toBe(2);
    const busy = await app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '2' },
      body: '{}',
    });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(busy.headers.get('connection')).toBe('close');
    expect(await busy.json()).toMatchObject({ code: 'server_busy' });
    waiting.shift()!();
    const answered = await first;
    expect(answered.status).toBe(200);
    await answered.json();
    const third = app.request(url);
    await expect.poll(() => waiting.length).toBe(2);
    waiting.splice(0).forEach((go) => go());
    for (const res of [await second, await third]) {
      expect(res.status).toBe(200);
      await res.json();
    }
    expect(app.inflight()).toBe(0);
  });

  it("keeps a streamed answer's place until it is read to the end or given up", async () => {
    const upstream: typeof fetch = async () =>
      new Response(JSON.stringify({ meetings: 'x'.repeat(MiB) }), { headers: { 'Content-Type': 'application/json' } });
    const app = createServerApp({
      upstreams: '*.neetocal.com',
      fetch: upstream,
      maxInflight: 1,
      maxInflightPerClient: 1,
    });
    const url = 'http://localhost/proxy/https/acme.neetocal.com/api/external/v2/meetings';
    const streamed = await app.request(url);
    expect(streamed.status).toBe(200);
    expect(app.inflight()).toBe(1);
    expect((await app.request(url)).status).toBe(503);
    await streamed.text();
    expect(app.inflight()).toBe(0);
    const abandoned = await app.request(url);
    await abandoned.body!.cancel();
    expect(app.inflight()).toBe(0);
  });
});

describe('per client', () => {
  it('holds one client to its share of the places, SLOTBOARD_MAX_INFLIGHT_PER_CLIENT when set, and frees it as answers go', async () => {
    const env = optionsFromEnv({ SLOTBOARD_MAX_INFLIGHT: '40', SLOTBOARD_MAX_INFLIGHT_PER_CLIENT: '5' });
    expect(env).toMatchObject({ maxInflight: 40, maxInflightPerClient: 5 });
    expect(() => optionsFromEnv({ SLOTBOARD_MAX_INFLIGHT_PER_CLIENT: '0' })).toThrow(/whole number above 0/);
    const waiting: (() => void)[] = [];
    const gate = proxyGate({ maxInflight: env.maxInflight, maxPerClient: env.maxInflightPerClient });
    const app = new Hono()
      .use(gate)
      .get('*', () => new Promise<Response>((done) => waiting.push(() => done(new Response('ok')))));
    const from = (client: string) => app.request('/proxy/x', {}, { incoming: { socket: { remoteAddress: client } } });
    const held = Array.from({ length: 5 }, () => from('10.0.0.1'));
    await expect.poll(() => waiting.length).toBe(5);
    const refused = await from('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ code: 'too_many_at_once' });
    // Another client still gets in; the default share is a quarter of the places.
    void from('10.0.0.2');
    await expect.poll(() => waiting.length).toBe(6);
    waiting.shift()!();
    await (await held[0]!).text();
    void from('10.0.0.1');
    await expect.poll(() => waiting.length).toBe(6);
    waiting.splice(0).forEach((go) => go());
    await Promise.all(held.slice(1).map(async (res) => (await res).text()));
  });

  it('answers 429 with the seconds to wait once a client has spent its share, and other clients still get in', async () => {
    let now = 0;
    const app = new Hono().use(proxyGate({ ratePerMinute: 60, now: () => now })).get('*', (c) => c.text('ok'));
    const from = async (client: string) => {
      const res = await app.request('/proxy/x', {}, { incoming: { socket: { remoteAddress: client } } });
      // Read, so the place it held is free again: this test is about the rate, not requests at once.
      await res.clone().text();
      return res;
    };
    for (let i = 0; i < 15; i++) expect((await from('10.0.0.1')).status).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await from('10.0.0.2')).status).toBe(200);
    now += 1000;
    expect((await from('10.0.0.1')).status).toBe(200);
    expect((await from('10.0.0.1')).status).toBe(429);
  });
});

/** A workspace on a loopback port answering `body` with `headers`. */
async function workspace(body: Buffer | string, headers: Record<string, string>) {
  const port = await listen(
    createServer((req, res) => {
      req.resume();
      res.writeHead(200, headers);
      res.end(body);
    }),
  );
  return `127.0.0.1:${port}`;
}

async function slotboard(upstream: string, options: Parameters<typeof createServerApp>[0] = {}, writeIdleMs = 300) {
  const app = createServerApp({ upstreams: `http://${upstream}`, ...options });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  cutSlowReaders(server, writeIdleMs);
  return { app, port: await listen(server) };
}

describe('a client that stops reading', () => {
  it('is cut after the write-idle time, and its place is freed', async () => {
    const upstream = await workspace(JSON.stringify({ meetings: 'x'.repeat(16 * MiB) }), {
      'Content-Type': 'application/json',
    });
    const { app, port } = await slotboard(upstream);
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => {});
    socket.write(`GET /proxy/http/${upstream}/api/external/v2/meetings HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    // A paused socket does not notice being closed: the server's side says it.
    socket.pause();
    await expect.poll(() => app.inflight()).toBe(1);
    await expect.poll(() => app.inflight(), { timeout: 5_000 }).toBe(0);
    // Read now: the answer stops short, the connection closed under it.
    let got = 0;
    socket.on('data', (d: Buffer) => (got += d.length));
    socket.resume();
    await new Promise((done) => socket.on('close', done));
    expect(got).toBeLessThan(16 * MiB);
    socket.destroy();
  });

  it('leaves a client that reads slowly but steadily alone', async () => {
    const upstream = await workspace(JSON.stringify({ meetings: 'x'.repeat(16 * MiB) }), {
      'Content-Type': 'application/json',
    });
    const { port } = await slotboard(upstream, {}, 1_500);
    const res = await fetch(`http://127.0.0.1:${port}/proxy/http/${upstream}/api/external/v2/meetings`);
    const reader = res.body!.getReader();
    let size = 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.length;
      // Pauses shorter than the write-idle time, longer than it all together.
      if (size % (2 * MiB) < next.value.length) await new Promise((r) => setTimeout(r, 400));
    }
    expect(size).toBe(16 * MiB + '{"meetings":""}'.length);
  });
});

describe('answers larger than the app needs, counted decompressed', () => {
  const bomb = gzipSync(Buffer.from(JSON.stringify({ meetings: ' '.repeat(64 * MiB) })));

  it('cuts a streamed list whose gzip is small but whose content is past the cap', async () => {
    expect(bomb.length).toBeLessThan(MiB);
    const upstream = await workspace(bomb, {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      'Content-Length': String(bomb.length),
    });
    const { port } = await slotboard(upstream, { maxStreamedBytes: 4 * MiB });
    // The server logs the cut answer, as it should.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await fetch(`http://127.0.0.1:${port}/proxy/http/${upstream}/api/external/v2/meetings`);
    expect(res.status).toBe(200);
    let size = 0;
    const reader = res.body!.getReader();
    await expect(
      (async () => {
        for (;;) {
          const next = await reader.read();
          if (next.done) return;
          size += next.value.length;
        }
      })(),
    ).rejects.toThrow();
    expect(size).toBeLessThanOrEqual(4 * MiB + 256 * 1024);
    await expect
      .poll(() => logged.mock.calls.map(([e]) => String(e)))
      .toContain('Error: The answer grew past what the Slotboard server passes on.');
    logged.mockRestore();
  });

  it('refuses a held answer whose content is past the cap, however small its gzip', async () => {
    const upstream = await workspace(bomb, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    const { port } = await slotboard(upstream);
    const res = await fetch(`http://127.0.0.1:${port}/proxy/http/${upstream}/api/external/v2/meetings/1`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_too_large' });
  });
});
