import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlotboardApp } from '../serve/app';
import { createServerApp } from './app';
import { isAllowed, parseUpstreams } from './proxy';

describe('allowlist', () => {
  const rules = parseUpstreams(undefined);
  it('defaults to https subdomains of neetocal.com', () => {
    expect(isAllowed(rules, 'https', 'acme.neetocal.com')).toBe(true);
    expect(isAllowed(rules, 'https', 'a.b.neetocal.com')).toBe(true);
    expect(isAllowed(rules, 'https', 'neetocal.com')).toBe(false);
    expect(isAllowed(rules, 'https', 'evilneetocal.com')).toBe(false);
    expect(isAllowed(rules, 'https', 'acme.neetocal.com.evil.io')).toBe(false);
    expect(isAllowed(rules, 'http', 'acme.neetocal.com')).toBe(false);
    expect(isAllowed(rules, 'https', 'acme.neetocal.com:8443')).toBe(false);
  });
  it('reads a configured list with schemes and ports', () => {
    const custom = parseUpstreams('*.neetocal.com, http://127.0.0.1:4010, cal.example.org');
    expect(isAllowed(custom, 'http', '127.0.0.1:4010')).toBe(true);
    expect(isAllowed(custom, 'http', '127.0.0.1:4011')).toBe(false);
    expect(isAllowed(custom, 'https', 'cal.example.org')).toBe(true);
    expect(isAllowed(custom, 'https', 'x.cal.example.org')).toBe(false);
  });
});

describe('proxy', () => {
  const forwarded: { url: string; headers: Record<string, string>; body: string | null; redirect?: string }[] = [];
  const upstream: typeof fetch = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body ? new TextDecoder().decode(init.body as ArrayBuffer) : null;
    forwarded.push({ url: String(input), headers, body, redirect: init?.redirect });
    const url = new URL(String(input));
    if (url.pathname.endsWith('/slow'))
      return new Promise<Response>((_r, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    if (url.pathname.endsWith('/down')) throw new TypeError('fetch failed');
    if (url.pathname.endsWith('/moved'))
      return new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } });
    return new Response(JSON.stringify({ ok: true }), {
      status: url.pathname.endsWith('/limited') ? 429 : 200,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '4', 'Set-Cookie': 'session=1' },
    });
  };
  const app = createServerApp({ upstreams: '*.neetocal.com', fetch: upstream, proxyTimeoutMs: 50 });
  const send = (path: string, init: RequestInit = {}) => app.request(path, init);

  it('forwards to an allowed host with only the key, Accept and Content-Type', async () => {
    const res = await send('/proxy/https/acme.neetocal.com/api/external/v1/team_members/7?x=1', {
      method: 'PATCH',
      headers: {
        'X-Api-Key': 'k',
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Cookie: 'sid=secret',
        Authorization: 'Bearer t',
        'X-Forwarded-For': '1.2.3.4',
        Origin: 'http://localhost',
      },
      body: JSON.stringify({ active: false }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const sent = forwarded.at(-1)!;
    expect(sent.url).toBe('https://acme.neetocal.com/api/external/v1/team_members/7?x=1');
    expect(sent.headers).toEqual({ 'x-api-key': 'k', accept: 'application/json', 'content-type': 'application/json' });
    expect(sent.body).toBe('{"active":false}');
    expect(sent.redirect).toBe('manual');
  });

  it('passes the status and Retry-After through', async () => {
    const res = await send('/proxy/https/acme.neetocal.com/api/external/v1/limited');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('4');
  });

  it.each([
    ['/proxy/https/evil.example.com/api/external/v1/packages', 403, 'upstream_not_allowed'],
    ['/proxy/http/acme.neetocal.com/api/external/v1/packages', 403, 'upstream_not_allowed'],
    ['/proxy/https/127.0.0.1:22/api/external/v1/packages', 403, 'upstream_not_allowed'],
    ['/proxy/ftp/acme.neetocal.com/api/external/v1/packages', 400, 'upstream_not_allowed'],
    ['/proxy/https/acme.neetocal.com@evil.com/api/external/v1/packages', 400, 'upstream_not_allowed'],
    ['/proxy/https/acme.neetocal.com/admin/users', 400, 'path_not_allowed'],
    ['/proxy/https/acme.neetocal.com/api/external/../../admin', 400, 'path_not_allowed'],
    ['/proxy/https/acme.neetocal.com/api/external/%2e%2e/admin', 400, 'path_not_allowed'],
    ['/proxy/https/acme.neetocal.com/api/externalx/v1', 400, 'path_not_allowed'],
    ['/proxy/https', 400, 'path_not_allowed'],
  ])('refuses %s', async (path, status, code) => {
    const before = forwarded.length;
    const res = await send(path, { headers: { 'X-Api-Key': 'k' } });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { code: string }).code).toBe(code);
    expect(forwarded.length).toBe(before);
  });

  it('says when the host is unreachable, slow, or redirects', async () => {
    const down = await send('/proxy/https/acme.neetocal.com/api/external/v1/down');
    expect(down.status).toBe(502);
    expect(((await down.json()) as { code: string }).code).toBe('upstream_unreachable');
    const slow = await send('/proxy/https/acme.neetocal.com/api/external/v1/slow');
    expect(slow.status).toBe(504);
    const moved = await send('/proxy/https/acme.neetocal.com/api/external/v1/moved');
    expect(moved.status).toBe(502);
    expect(((await moved.json()) as { code: string }).code).toBe('upstream_redirect');
  });

  it('keeps the key out of its refusals', async () => {
    const res = await send('/proxy/https/evil.example.com/api/external/v1/packages', {
      headers: { 'X-Api-Key': 'very-secret' },
    });
    expect(await res.text()).not.toContain('very-secret');
  });
});

describe('served over real HTTP', () => {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const app = createSlotboardApp({});
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
      close = () => server.close();
    });
  });
  afterAll(() => close());

  it('mounts the sandbox workspace on the same origin', async () => {
    const res = await fetch(`${base}/sandbox/demo/api/external/v1/packages?page_number=1&page_size=2`, {
      headers: { 'X-Api-Key': 'sandbox-demo-key' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { packages: unknown[] }).packages).toHaveLength(2);
  });

  it('drops the connection when told to', async () => {
    await fetch(`${base}/sandbox/demo/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/external/v1/packages', drop: true, times: 1 }),
    });
    await expect(
      fetch(`${base}/sandbox/demo/api/external/v1/packages`, { headers: { 'X-Api-Key': 'sandbox-demo-key' } }),
    ).rejects.toThrow();
    const again = await fetch(`${base}/sandbox/demo/api/external/v1/packages`, {
      headers: { 'X-Api-Key': 'sandbox-demo-key' },
    });
    expect(again.status).toBe(200);
    // The log gives the answered one its status, and the dropped one none: nothing was answered.
    const { requests } = (await (await fetch(`${base}/sandbox/demo/__sandbox/requests`)).json()) as {
      requests: { path: string; status?: number }[];
    };
    const [dropped, answered] = requests.filter((r) => r.path === '/api/external/v1/packages').slice(-2);
    expect(dropped).not.toHaveProperty('status');
    expect(answered).toMatchObject({ status: 200 });
  });
});

describe('a long list through the proxy, over real HTTP', () => {
  it('arrives whole, streamed on past the cap', async () => {
    const listen = (fetchFn: (req: Request) => Response | Promise<Response>) =>
      new Promise<{ port: number; close: () => void }>((resolve) => {
        const server = serve({ fetch: fetchFn, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
          resolve({ port: info.port, close: () => server.close() }),
        );
      });
    const workspace = createSlotboardApp({ sandbox: { seed: { meetings: 2000 } } }).sandbox!;
    const upstream = await listen((req) => workspace.fetch(req));
    const app = createServerApp({ upstreams: `http://127.0.0.1:${upstream.port}`, maxUpstreamBytes: 256 * 1024 });
    const slotboard = await listen((req) => app.fetch(req));
    try {
      const headers = { 'X-Api-Key': 'sandbox-demo-key' };
      const direct = await (
        await fetch(`http://127.0.0.1:${upstream.port}/api/external/v2/meetings`, { headers })
      ).text();
      expect(direct.length).toBeGreaterThan(1024 * 1024);
      const res = await fetch(
        `http://127.0.0.1:${slotboard.port}/proxy/http/127.0.0.1:${upstream.port}/api/external/v2/meetings`,
        { headers },
      );
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(direct);
    } finally {
      slotboard.close();
      upstream.close();
    }
  });
});
