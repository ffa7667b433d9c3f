import { describe, expect, it } from 'vitest';
import { createServerApp } from './app';
import { ConfigError, optionsFromEnv } from './env';
import { clientKey, normaliseOrigin } from '../http-guards/forwarded';

// Behind a reverse proxy: the origin same-origin checks compare with, and the host name the
// rebinding check reads, when the front proxy rewrites Host to the server's own address.

const WRITE = '/proxy/https/acme.neetocal.com/api/external/v1/team_members/7';
const INNER = 'http://127.0.0.1:8080';
/** The connection's other end: the front proxy, on this machine. */
const FROM_PROXY = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

function behind(options: { publicOrigin?: string; trustedProxies?: string[]; hosts?: string[] } = {}) {
  const sent: string[] = [];
  const app = createServerApp({
    upstreams: '*.neetocal.com',
    fetch: async (url) => {
      sent.push(String(url));
      return Response.json({ ok: true });
    },
    ...options,
  });
  /** A PATCH from the page at `origin`, as the front proxy passes it on. */
  const patch = (origin: string, headers: Record<string, string> = {}) =>
    app.request(
      `${INNER}${WRITE}`,
      {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin', ...headers },
        body: '{"active":false}',
      },
      FROM_PROXY,
    );
  return { app, sent, patch };
}

const PUBLIC = 'https://slotboard.example.org';

describe("a front proxy that rewrites Host to the server's address", () => {
  it("without a public origin or trusted forwarded headers, the app's own writes are refused as cross-site", async () => {
    const { patch, sent } = behind();
    const res = await patch(PUBLIC);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'cross_site' });
    expect(sent).toEqual([]);
  });

  it('with SLOTBOARD_PUBLIC_ORIGIN, writes from that origin pass and others are still refused, scheme included', async () => {
    const { patch, sent } = behind({ publicOrigin: PUBLIC });
    expect((await patch(PUBLIC)).status).toBe(200);
    expect(sent).toHaveLength(1);
    expect((await patch('http://slotboard.example.org', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await patch('http://slotboard.example.org', { 'Sec-Fetch-Site': '' })).status).toBe(403);
    expect((await patch('https://evil.example', { 'Sec-Fetch-Site': '' })).status).toBe(403);
  });

  it('with SLOTBOARD_TRUST_PROXY=1, the origin is the forwarded host and scheme', async () => {
    const { patch } = behind({ trustedProxies: ['127.0.0.1'], hosts: ['slotboard.example.org'] });
    const forwarded = { 'X-Forwarded-Host': 'slotboard.example.org', 'X-Forwarded-Proto': 'https' };
    expect((await patch(PUBLIC, forwarded)).status).toBe(200);
    expect((await patch('http://slotboard.example.org', { ...forwarded, 'Sec-Fetch-Site': '' })).status).toBe(403);
  });
});

describe('the rebinding check behind a proxy', () => {
  it('reads X-Forwarded-Host with SLOTBOARD_TRUST_PROXY=1: a foreign name is refused though the proxy connects as 127.0.0.1', async () => {
    const { app } = behind({ trustedProxies: ['127.0.0.1'], hosts: ['slotboard.example.org'] });
    const ask = (host: string) =>
      app.request(
        `${INNER}/api/slotboard/config`,
        { headers: { 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'https' } },
        FROM_PROXY,
      );
    expect((await ask('slotboard.example.org')).status).toBe(200);
    const evil = await ask('evil.example');
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ code: 'host_not_allowed' });
    // A proxy that appends: its own entry, the last, is the one read.
    expect((await ask('evil.example, slotboard.example.org')).status).toBe(200);
    expect((await ask('slotboard.example.org, evil.example')).status).toBe(403);
  });

  it('never reads X-Forwarded-* without SLOTBOARD_TRUST_PROXY: anyone could send them', async () => {
    const { app } = behind({ hosts: ['slotboard.example.org'] });
    const res = await app.request('http://evil.example/api/slotboard/config', {
      headers: { 'X-Forwarded-Host': 'slotboard.example.org' },
    });
    expect(res.status).toBe(403);
  });

  it("answers the public origin's own host name without listing it again", async () => {
    const { app } = behind({ publicOrigin: PUBLIC });
    expect((await app.request(`${PUBLIC}/api/slotboard/config`)).status).toBe(200);
    expect((await app.request('https://other.example.org/api/slotboard/config')).status).toBe(403);
  });

  it("counts a client by the address the trusted proxy forwards, not by the proxy's own", async () => {
    const { app } = behind({ trustedProxies: ['127.0.0.1'], hosts: ['127.0.0.1'] });
    const from = (client: string) =>
      app.request(
        `${INNER}/proxy/https/acme.neetocal.com/api/external/v1/packages`,
        { headers: { 'X-Forwarded-For': `6.6.6.6, ${client}` } },
        FROM_PROXY,
      );
    let status = 0;
    for (let i = 0; i < 500 && status !== 429; i++) {
      const res = await from('203.0.113.1');
      status = res.status;
      await res.arrayBuffer();
    }
    expect(status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(200);
  });
});

describe('who the client is', () => {
  it('counts an IPv6 client by its /64, and an IPv4 one however the socket writes it', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('[2001:DB8:0001:0002:aaaa::1]')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('knows the proxy by its address when a dual-stack socket writes it as IPv6, and nothing else by it', async () => {
    const { app } = behind({ trustedProxies: ['172.17.0.1'], hosts: ['slotboard.example.org'] });
    const from = (remoteAddress: string) =>
      app.request(
        `${INNER}/api/slotboard/config`,
        { headers: { 'X-Forwarded-Host': 'slotboard.example.org' } },
        { incoming: { socket: { remoteAddress } } },
      );
    expect((await from('::ffff:172.17.0.1')).status).toBe(200);
    expect((await from('172.17.0.1')).status).toBe(200);
    for (const other of ['172.17.0.2', '::ffff:172.17.0.2', '::1', '127.0.0.1'])
      expect((await from(other)).status, other).toBe(403);
  });
});

describe('the settings', () => {
  it('takes an origin alone, and refuses one with a path', () => {
    expect(normaliseOrigin('https://Slotboard.example.org/')).toBe(PUBLIC);
    expect(() => normaliseOrigin('https://slotboard.example.org/app')).toThrow(/has a path/);
    expect(() => optionsFromEnv({ SLOTBOARD_PUBLIC_ORIGIN: 'slotboard.example.org' })).toThrow(ConfigError);
    expect(optionsFromEnv({ SLOTBOARD_PUBLIC_ORIGIN: PUBLIC, SLOTBOARD_TRUST_PROXY: '1' })).toMatchObject({
      publicOrigin: PUBLIC,
      trustedProxies: ['127.0.0.0/8', '::1'],
    });
    expect(optionsFromEnv({ SLOTBOARD_TRUST_PROXY: '172.17.0.1, 10.0.0.0/8,fd00::/8' }).trustedProxies).toEqual([
      '172.17.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(optionsFromEnv({ SLOTBOARD_TRUST_PROXY: 'off' }).trustedProxies).toBeUndefined();
    for (const bad of ['proxy.example.org', '10.0.0.0/33', '10.0.0.1/x'])
      expect(() => optionsFromEnv({ SLOTBOARD_TRUST_PROXY: bad }), bad).toThrow(/SLOTBOARD_TRUST_PROXY: "/);
  });
});
