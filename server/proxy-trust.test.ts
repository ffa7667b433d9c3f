import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LOOPBACK_PROXIES, parseProxyAddresses, PROXY_SECRET_HEADER, proxyCheck, type ProxyTrust } from './proxy-trust';

// Which requests are the front proxy's: by address, by secret, or by both together.

const SECRET = 'Vq3kP0dXz8LmT2rY6wN4bH1sJ9cF5gA7eU-iO_pQxZ';

/** Whether a request from `peer` with `headers` counts as the proxy's under `trust`. */
async function isProxy(trust: ProxyTrust, peer: string, headers: Record<string, string> = {}) {
  const check = proxyCheck(trust);
  if (!check) return 'no proxy trusted';
  const app = new Hono().get('*', (c) => c.text(String(check(c, peer))));
  return (await app.request('/', { headers })).text();
}

describe('proxyCheck', () => {
  it('trusts no one when given neither addresses nor a secret', async () => {
    expect(await isProxy({}, '127.0.0.1')).toBe('no proxy trusted');
    expect(await isProxy({ addresses: [] }, '127.0.0.1')).toBe('no proxy trusted');
  });

  it('by address: single addresses and networks, IPv4 and IPv6, and never a request with no socket', async () => {
    const trust = { addresses: ['10.1.0.0/16', '192.0.2.7', 'fd00::/8'] };
    expect(await isProxy(trust, '10.1.255.3')).toBe('true');
    expect(await isProxy(trust, '10.2.0.1')).toBe('false');
    expect(await isProxy(trust, '192.0.2.7')).toBe('true');
    expect(await isProxy(trust, '192.0.2.8')).toBe('false');
    expect(await isProxy(trust, 'fd12::1')).toBe('true');
    expect(await isProxy(trust, 'fe80::1')).toBe('false');
    expect(await isProxy(trust, 'local')).toBe('false');
    expect(await isProxy({ addresses: LOOPBACK_PROXIES }, '127.3.4.5')).toBe('true');
    expect(await isProxy({ addresses: LOOPBACK_PROXIES }, '::1')).toBe('true');
  });

  it('by secret: only the exact secret, from any address', async () => {
    expect(await isProxy({ secret: SECRET }, '198.51.100.1', { [PROXY_SECRET_HEADER]: SECRET })).toBe('true');
    expect(await isProxy({ secret: SECRET }, '198.51.100.1', { [PROXY_SECRET_HEADER]: `${SECRET}x` })).toBe('false');
    expect(await isProxy({ secret: SECRET }, '198.51.100.1')).toBe('false');
  });

  it('by both: the address and the secret', async () => {
    const trust = { addresses: ['127.0.0.1'], secret: SECRET };
    expect(await isProxy(trust, '127.0.0.1', { [PROXY_SECRET_HEADER]: SECRET })).toBe('true');
    expect(await isProxy(trust, '127.0.0.1')).toBe('false');
    expect(await isProxy(trust, '127.0.0.2', { [PROXY_SECRET_HEADER]: SECRET })).toBe('false');
  });
});

describe('parseProxyAddresses', () => {
  it('reads on and off words, lists, and refuses what is no address', () => {
    expect(parseProxyAddresses('yes')).toBe(LOOPBACK_PROXIES);
    expect(parseProxyAddresses(' 0 ')).toBeUndefined();
    expect(parseProxyAddresses(undefined)).toBeUndefined();
    expect(parseProxyAddresses('::1/128, 10.0.0.0/8')).toEqual(['::1/128', '10.0.0.0/8']);
    expect(() => parseProxyAddresses('::1/129')).toThrow(/not an address or a network/);
    expect(() => parseProxyAddresses('10.0.0.0/-1')).toThrow(/not an address or a network/);
  });
});
