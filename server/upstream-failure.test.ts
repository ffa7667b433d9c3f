import { describe, expect, it } from 'vitest';
import { failureCode, upstreamFailure } from './upstream-failure.ts';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
const fetchFailed = (code: string) => new TypeError('fetch failed', { cause: coded(code) });

describe('upstreamFailure', () => {
  it('tells a name that does not exist from a refused connection, a timeout, a certificate and the network', () => {
    const cases: [unknown, string, number][] = [
      [coded('ENOTFOUND', 'getaddrinfo ENOTFOUND acme.neetocal.com'), 'upstream_name_not_found', 502],
      [new Error('acme.neetocal.com resolves to no address'), 'upstream_name_not_found', 502],
      [fetchFailed('ENOTFOUND'), 'upstream_name_not_found', 502],
      [coded('ECONNREFUSED'), 'upstream_refused', 502],
      [fetchFailed('ECONNREFUSED'), 'upstream_refused', 502],
      [coded('ETIMEDOUT'), 'upstream_timeout', 504],
      [fetchFailed('UND_ERR_CONNECT_TIMEOUT'), 'upstream_timeout', 504],
      [coded('CERT_HAS_EXPIRED'), 'upstream_tls', 502],
      [coded('ERR_TLS_CERT_ALTNAME_INVALID'), 'upstream_tls', 502],
      [coded('DEPTH_ZERO_SELF_SIGNED_CERT'), 'upstream_tls', 502],
      [coded('UNABLE_TO_VERIFY_LEAF_SIGNATURE'), 'upstream_tls', 502],
      [coded('ECONNRESET'), 'upstream_unreachable', 502],
      [coded('EHOSTUNREACH'), 'upstream_unreachable', 502],
      [new Error('something odd'), 'upstream_unreachable', 502],
      ['not even an error', 'upstream_unreachable', 502],
    ];
    for (const [error, code, status] of cases) {
      const failure = upstreamFailure(error, 'acme.neetocal.com', false, 15_000);
      expect({ code: failure.code, status: failure.status }, String(error)).toEqual({ code, status });
      expect(failure.error).toContain('acme.neetocal.com');
    }
  });

  it('says a timeout whenever the proxy gave up waiting, whatever error the abort raised', () => {
    const failure = upstreamFailure(coded('ABORT_ERR'), 'acme.neetocal.com', true, 15_000);
    expect(failure).toMatchObject({ code: 'upstream_timeout', status: 504 });
    expect(failure.error).toContain('15 s');
  });

  it('gives each reason its own next step', () => {
    const words = (code: string) => upstreamFailure(coded(code), 'acme.neetocal.com', false, 15_000).error;
    expect(words('ENOTFOUND')).toMatch(/typos/);
    expect(words('ECONNREFUSED')).toMatch(/refused the connection.*port/);
    expect(words('CERT_HAS_EXPIRED')).toMatch(/certificate could not be trusted \(CERT_HAS_EXPIRED\)/);
    expect(words('ECONNRESET')).toMatch(/network between them failed.*runs the Slotboard server/);
    expect(new Set(['ENOTFOUND', 'ECONNREFUSED', 'CERT_HAS_EXPIRED', 'ECONNRESET', 'ETIMEDOUT'].map(words)).size).toBe(
      5,
    );
  });
});

describe('failureCode', () => {
  it('finds the code on the error or along its causes, and nothing on plain values', () => {
    expect(failureCode(coded('ECONNREFUSED'))).toBe('ECONNREFUSED');
    expect(failureCode(new Error('outer', { cause: new Error('middle', { cause: coded('ENOTFOUND') }) }))).toBe(
      'ENOTFOUND',
    );
    expect(failureCode(new Error('none'))).toBeNull();
    expect(failureCode(null)).toBeNull();
    expect(failureCode({ code: 42 })).toBeNull();
  });
});

describe('upstreamFailure on what the proxy’s own client throws', () => {
  it('reads a real refused connection and a name the resolver does not know', async () => {
    const { createServer } = await import('node:net');
    const { upstreamFetch } = await import('./upstream.ts');
    // A port that was just free: nothing listens there once the server is closed.
    const port = await new Promise<number>((done) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => done(port));
      });
    });
    const refused = await upstreamFetch()(new URL(`http://127.0.0.1:${port}/api/external/v1/x`), {
      privateAllowed: true,
    }).catch((e: unknown) => e);
    expect(upstreamFailure(refused, `127.0.0.1:${port}`, false, 15_000).code).toBe('upstream_refused');
    const unknownName = Object.assign(new Error('getaddrinfo ENOTFOUND nope.neetocal.com'), { code: 'ENOTFOUND' });
    const fetchUnknown = upstreamFetch({ resolve: () => Promise.reject(unknownName) });
    const notFound = await fetchUnknown(new URL('https://nope.neetocal.com/api/external/v1/x'), {}).catch(
      (e: unknown) => e,
    );
    expect(upstreamFailure(notFound, 'nope.neetocal.com', false, 15_000).code).toBe('upstream_name_not_found');
  });
});
