import { describe, expect, it } from 'vitest';
import { connectionBaseUrl, parseAddress, UNUSABLE_BASE_URL } from './workspace-url';

const ORIGIN = 'http://127.0.0.1:4173';

describe('parseAddress', () => {
  it('completes a subdomain, even a one-letter one, and says it did', () => {
    expect(parseAddress('acme')).toEqual({ ok: true, address: 'https://acme.neetocal.com', expanded: true });
    expect(parseAddress('x')).toEqual({ ok: true, address: 'https://x.neetocal.com', expanded: true });
  });

  it('says an address was completed only when its scheme was added', () => {
    expect(parseAddress('acme.neetocal.com')).toEqual({
      ok: true,
      address: 'https://acme.neetocal.com',
      expanded: true,
    });
    expect(parseAddress('https://acme.neetocal.com')).toEqual({
      ok: true,
      address: 'https://acme.neetocal.com',
      expanded: false,
    });
  });

  it('adds the scheme to an address whose later part holds one', () => {
    expect(parseAddress('acme.neetocal.com/?from=https://example.com')).toMatchObject({
      ok: true,
      address: 'https://acme.neetocal.com',
    });
  });

  it('refuses a host name that is neither on the web nor this machine', () => {
    expect(parseAddress('https://intranet')).toEqual({ ok: false, problem: 'not-web' });
    expect(parseAddress('https://localhost:4010')).toMatchObject({ ok: true, address: 'https://localhost:4010' });
  });

  it('refuses a user name or a password alone', () => {
    expect(parseAddress('https://me@acme.neetocal.com')).toEqual({ ok: false, problem: 'credentials' });
    expect(parseAddress('https://:secret@acme.neetocal.com')).toEqual({ ok: false, problem: 'credentials' });
  });

  it('cuts a pasted API tail, and only a real one', () => {
    expect(parseAddress('https://acme.neetocal.com/api/external')).toMatchObject({
      address: 'https://acme.neetocal.com',
    });
    expect(parseAddress('https://acme.example.com/team/api/external/v1/bookings')).toMatchObject({
      address: 'https://acme.example.com/team',
    });
    expect(parseAddress('https://acme.example.com/api/externally')).toMatchObject({
      address: 'https://acme.example.com/api/externally',
    });
  });

  it('removes every trailing slash', () => {
    expect(parseAddress('https://acme.example.com/team//')).toMatchObject({ address: 'https://acme.example.com/team' });
  });
});

describe('connectionBaseUrl', () => {
  it('calls the address directly or through the proxy', () => {
    expect(connectionBaseUrl({ address: 'https://acme.neetocal.com', mode: 'direct' }, ORIGIN)).toBe(
      'https://acme.neetocal.com',
    );
    expect(connectionBaseUrl({ address: 'https://acme.neetocal.com', mode: 'server' }, ORIGIN)).toBe(
      'http://127.0.0.1:4173/proxy/https/acme.neetocal.com',
    );
  });

  it.each(['not a url', '', 'https://', 'javascript:alert(1)', '/sandbox/demo'])(
    'never throws, and sends nothing anywhere for %j',
    (address) => {
      for (const mode of ['direct', 'server'] as const)
        expect(connectionBaseUrl({ address, mode }, ORIGIN)).toBe(UNUSABLE_BASE_URL);
    },
  );

  it('calls a sandbox on plain http like any other address', () => {
    expect(connectionBaseUrl({ address: 'http://127.0.0.1:4010', mode: 'direct' }, ORIGIN)).toBe(
      'http://127.0.0.1:4010',
    );
    expect(connectionBaseUrl({ address: 'http://127.0.0.1:4010', mode: 'server' }, ORIGIN)).toBe(
      `${ORIGIN}/proxy/http/127.0.0.1:4010`,
    );
  });

  it('keeps an address’s path in the proxy URL, without a trailing slash', () => {
    expect(connectionBaseUrl({ address: 'https://acme.example.com/team', mode: 'server' }, ORIGIN)).toBe(
      `${ORIGIN}/proxy/https/acme.example.com/team`,
    );
    expect(connectionBaseUrl({ address: 'https://acme.example.com/team//', mode: 'server' }, ORIGIN)).toBe(
      `${ORIGIN}/proxy/https/acme.example.com/team`,
    );
  });
});
