import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses';
import { createServerApp } from './app';
import { AddressRefused, checkedAddress, upstreamFetch, type Resolver } from './upstream';

// Only public addresses upstream. Every host name here is resolved by a stub: no real lookups, and
// the only connections made are to 127.0.0.1.

describe('address ranges', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '127.0.0.1',
    '127.9.9.9',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::10.1.2.3',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'fec0::1',
    'ff02::1',
    'ff05::1:3',
    '2001:db8::1',
    '2001::1',
    '100::1',
    '3fff::1',
    'not-an-address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

const stub = (answers: Record<string, string[]>) => {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    return (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
};

describe('checking before connecting', () => {
  it('refuses a host any of whose addresses is not public, and takes a literal address without a lookup', async () => {
    const { resolve, asked } = stub({
      'metadata.neetocal.com': ['169.254.169.254'],
      'mixed.neetocal.com': ['93.184.216.34', '10.0.0.5'],
      'v6.neetocal.com': ['::ffff:127.0.0.1'],
      'acme.neetocal.com': ['93.184.216.34', '2606:2800:220:1::1'],
    });
    for (const host of ['metadata.neetocal.com', 'mixed.neetocal.com', 'v6.neetocal.com', '127.0.0.1']) {
      await expect(checkedAddress(host, false, resolve), host).rejects.toBeInstanceOf(AddressRefused);
    }
    await expect(checkedAddress('acme.neetocal.com', false, resolve)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(checkedAddress('nowhere.neetocal.com', false, resolve)).rejects.toThrow(/no address/);
    expect(asked).not.toContain('127.0.0.1');
    // A local workspace named as such in the allowlist may be private.
    await expect(checkedAddress('127.0.0.1', true, resolve)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  });
});

describe('connecting to the address checked', () => {
  const seen: { host?: string; path?: string; headers: IncomingHttpHeaders }[] = [];
  let port = 0;
  const server = createServer((req, res) => {
    seen.push({ host: req.headers.host, path: req.url, headers: req.headers });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  beforeAll(
    () =>
      new Promise<void>((done) =>
        server.listen(0, '127.0.0.1', () => ((port = (server.address() as AddressInfo).port), done())),
      ),
  );
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('resolves once and connects to that address, with the host name kept in Host', async () => {
    const { resolve, asked } = stub({ 'workspace.test': ['127.0.0.1'] });
    const call = upstreamFetch({ resolve });
    const res = await call(new URL(`http://workspace.test:${port}/api/external/v1/packages?x=1`), {
      method: 'GET',
      headers: { 'X-Api-Key': 'k' },
      privateAllowed: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(asked).toEqual(['workspace.test']);
    expect(seen.at(-1)).toMatchObject({ host: `workspace.test:${port}`, path: '/api/external/v1/packages?x=1' });
    expect(seen.at(-1)!.headers['x-api-key']).toBe('k');
  });

  it('sends nothing to a private address unless the allowlist names the host as local', async () => {
    const before = seen.length;
    const { resolve } = stub({ 'workspace.test': ['127.0.0.1'] });
    await expect(
      upstreamFetch({ resolve })(new URL(`http://workspace.test:${port}/api/external/v1/packages`), { method: 'GET' }),
    ).rejects.toBeInstanceOf(AddressRefused);
    expect(seen.length).toBe(before);
  });

  it('through the proxy: a wildcard-allowed name that resolves to a metadata address is refused with its own code', async () => {
    const { resolve } = stub({ '169.254.169.254.neetocal.com': ['169.254.169.254'], 'local.neetocal.com': ['::1'] });
    const app = createServerApp({ upstreams: '*.neetocal.com', resolve });
    for (const host of ['169.254.169.254.neetocal.com', 'local.neetocal.com']) {
      const res = await app.request(`http://localhost/proxy/https/${host}/api/external/v1/packages`, {
        headers: { 'X-Api-Key': 'k' },
      });
      expect(res.status, host).toBe(403);
      const body = (await res.json()) as { code: string; error: string };
      expect(body.code).toBe('upstream_address_not_allowed');
      expect(body.error).toContain('private or local network');
    }
  });

  it('through the proxy: an explicit http://127.0.0.1:port entry still reaches a local workspace', async () => {
    const app = createServerApp({ upstreams: `http://127.0.0.1:${port}`, resolve: stub({}).resolve });
    const res = await app.request(`http://localhost/proxy/http/127.0.0.1:${port}/api/external/v1/packages`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
