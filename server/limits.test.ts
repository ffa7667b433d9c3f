import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlotboardApp } from '../serve/app';

// The attacks that need a real socket: raw Host headers, methods fetch will not send, bodies that
// arrive slowly or without a length.

let port = 0;
let close = () => {};
const forwarded: string[] = [];
beforeAll(async () => {
  const upstream: typeof fetch = async (input, init) => {
    forwarded.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return Response.json({ ok: true });
  };
  const app = createSlotboardApp({ upstreams: '*.neetocal.com', fetch: upstream, bodyTimeoutMs: 300 });
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
    close = () => server.close();
  });
});
afterAll(() => close());

interface Answer {
  status: number;
  json: Record<string, unknown>;
  ms: number;
}

/** Sends a request by hand; `feed` writes the body at its own pace and may leave it unfinished. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  feed: (write: (chunk: Buffer) => Promise<boolean>, end: () => void) => Promise<void> = async (_w, end) => end(),
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res: IncomingMessage) => {
      answered = true;
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(text || '{}') as Record<string, unknown>,
          ms: performance.now() - started,
        }),
      );
    });
    // The server closes a refused upload; writing into it afterwards is expected to fail.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (chunk: Buffer) =>
      new Promise<boolean>((done) => {
        if (answered || req.destroyed) return done(false);
        if (req.write(chunk)) done(true);
        else req.once('drain', () => done(true));
      });
    void feed(write, () => req.end());
  });
}

describe('over a real socket', () => {
  it('refuses a foreign Host header, the DNS rebinding case', async () => {
    const res = await send('GET', '/sandbox/demo/__sandbox/requests', { Host: `evil.example:${port}` });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('host_not_allowed');
    expect((await send('GET', '/api/slotboard/config', { Host: `localhost:${port}` })).status).toBe(200);
  });

  it.each(['TRACE', 'MKCOL', 'PROPFIND'])('answers %s to the proxy with 405', async (method) => {
    const before = forwarded.length;
    const res = await send(method, '/proxy/https/acme.neetocal.com/api/external/v1/packages', {});
    expect(res.status).toBe(405);
    expect(forwarded.length).toBe(before);
  });

  it('refuses an upload with no declared length once it passes 1 MiB, passes half a MiB', async () => {
    const before = forwarded.length;
    const res = await send(
      'POST',
      '/proxy/https/acme.neetocal.com/api/external/v2/availabilities',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      async (write, end) => {
        for (let i = 0; i < 64; i++) if (!(await write(Buffer.alloc(64 * 1024, 32)))) return;
        end();
      },
    );
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('body_too_large');
    expect(forwarded.length).toBe(before);
    // Half a MiB, declared, is an ordinary body and goes through.
    const within = await send(
      'POST',
      '/proxy/https/acme.neetocal.com/api/external/v2/availabilities',
      { 'Content-Type': 'application/json', 'Content-Length': String(512 * 1024 + 2) },
      async (write, end) => {
        await write(Buffer.from(`"${'x'.repeat(512 * 1024)}"`));
        end();
      },
    );
    expect(within.status).toBe(200);
    expect(forwarded.length).toBe(before + 1);
  });

  it('gives up on a body that arrives too slowly', async () => {
    const res = await send(
      'POST',
      '/proxy/https/acme.neetocal.com/api/external/v2/availabilities',
      { 'Content-Type': 'application/json', 'Content-Length': '100' },
      async (write) => {
        await write(Buffer.from('{"name":'));
      },
    );
    expect(res.status).toBe(408);
    expect(res.json.code).toBe('body_timeout');
    expect(res.ms).toBeLessThan(2000);
  });
});
