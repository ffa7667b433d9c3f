import { describe, expect, it } from 'vitest';
import { hasPath, normalizeAddress } from './workspace-address';

describe('normalizeAddress says what is wrong, in words for the admin', () => {
  it.each([
    ['', 'Enter the workspace address, for example acme or https://acme.neetocal.com.'],
    [
      'https://intranet',
      'This is not a web address. Enter a subdomain (acme) or a full address (https://acme.neetocal.com).',
    ],
    ['ftp://acme.neetocal.com', 'The address must start with https://.'],
    ['http://acme.neetocal.com', 'Use https://: over plain http the API key would travel unencrypted.'],
    ['http://localhost', "Over plain http, give the local sandbox's port too, for example http://127.0.0.1:4010."],
    ['https://me@acme.neetocal.com', 'Leave the user name and password out of the address.'],
  ])('%j', (input, message) => {
    expect(normalizeAddress(input)).toEqual({ ok: false, message });
  });

  it('passes a usable address through, saying whether it was completed', () => {
    expect(normalizeAddress('acme')).toEqual({ ok: true, address: 'https://acme.neetocal.com', expanded: true });
    expect(normalizeAddress('https://acme.neetocal.com')).toEqual({
      ok: true,
      address: 'https://acme.neetocal.com',
      expanded: false,
    });
  });
});

describe('hasPath: what the server pass-through cannot reach', () => {
  it.each(['https://acme.example.com/team', 'https://acme.example.com/team/', 'http://127.0.0.1:4173/sandbox/demo'])(
    '%s goes on past its host',
    (address) => {
      expect(hasPath(address)).toBe(true);
    },
  );

  it.each(['https://acme.neetocal.com', 'https://acme.neetocal.com/', 'https://acme.neetocal.com//'])(
    '%s is the host alone',
    (address) => {
      expect(hasPath(address)).toBe(false);
    },
  );

  it('leaves an address that is not one to the address check', () => {
    expect(hasPath('not a url')).toBe(false);
    expect(hasPath('')).toBe(false);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['acme', 'https://acme.neetocal.com'],
    ['  ACME  ', 'https://acme.neetocal.com'],
    ['acme.neetocal.com', 'https://acme.neetocal.com'],
    ['https://acme.neetocal.com/', 'https://acme.neetocal.com'],
    ['https://acme.neetocal.com/api/external/v2/meetings', 'https://acme.neetocal.com'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://localhost:4173/sandbox/demo/', 'http://localhost:4173/sandbox/demo'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeAddress(input)).toMatchObject({ ok: true, address: expected });
  });

  it.each([
    ['', /Enter the workspace address/],
    ['not a url', /not a web address/],
    ['http://acme.neetocal.com', /Use https/],
    ['ftp://acme.neetocal.com', /https/],
    ['https://user:pw@acme.neetocal.com', /user name/],
    ['http://localhost', /port/],
    ['http://127.0.0.1/sandbox/demo', /port/],
    ['http://[::1]:4010', /Use https/],
    ['http://192.168.1.5:4010', /Use https/],
  ])('refuses %j', (input, message) => {
    const result = normalizeAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('normalizeAddress on the app origin', () => {
  it('allows plain http only for this machine or the app itself', () => {
    expect(normalizeAddress('http://slotboard.example/sandbox/demo', 'http://slotboard.example')).toMatchObject({
      ok: true,
    });
    expect(normalizeAddress('http://other.example/sandbox/demo', 'http://slotboard.example')).toMatchObject({
      ok: false,
    });
  });
});
