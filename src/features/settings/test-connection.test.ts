import { describe, expect, it } from 'vitest';
import { testConnection } from './test-connection';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A workspace answering each path with what `routes` says, 404 elsewhere. */
const workspace =
  (routes: Record<string, () => Response>): typeof fetch =>
  async (input) => {
    const path = new URL(String(input)).pathname.replace(/^.*\/api\/external/, '');
    return routes[path]?.() ?? json(404, { error: 'Not found' });
  };

const input = {
  address: 'https://acme.neetocal.com',
  apiKey: 'k',
  mode: 'direct' as const,
  apiVersion: 'latest' as const,
};

describe('testConnection', () => {
  it.each(['not a url', '', 'https://'])(
    'calls nothing for an address that cannot be used (%j), and says so',
    async (address) => {
      const calls: string[] = [];
      const fetchFn: typeof fetch = async (req) => {
        calls.push(String(req));
        return json(200, {});
      };
      for (const mode of ['direct', 'server'] as const) {
        const verdict = await testConnection({ ...input, mode, address }, 'http://app.test', fetchFn);
        expect(verdict).toMatchObject({
          status: 'not_workspace',
          message: expect.stringMatching(
            /cannot be used as a workspace address\..*Edit the workspace to correct it\.$/,
          ),
        });
      }
      expect(calls).toEqual([]);
    },
  );

  it('never says an unbelievable count as a number', async () => {
    const fetchFn = workspace({
      '/v2/meetings': () =>
        json(200, { meetings: [{ id: '1', sid: 'a' }], pagination: { total_records: -70_396_469 } }),
      '/v1/packages': () => json(200, { packages: [{ id: 'p' }], pagination: { total_records: -22_897_404 } }),
      '/v1/team_members': () => json(200, { team_members: [{ id: 'm' }], pagination: { total_records: 1 } }),
    });
    const verdict = await testConnection(input, 'http://app.test', fetchFn);
    expect(verdict.status).toBe('connected');
    expect(verdict.message).not.toMatch(/-\d|22,897,404|70,396,469/);
    expect(verdict.message).toMatch(/packages \(it did not say how many\)/);
    expect(verdict.message).toMatch(/1 team member\b/);
  });

  it('suggests "v1 only" when the newest list is missing but v1 answers', async () => {
    const fetchFn = workspace({
      '/v1/meetings': () => json(200, { meetings: [], pagination: { total_records: 0 } }),
      '/v2/meetings': () => json(405, { error: 'Method not allowed' }),
    });
    const verdict = await testConnection(input, 'http://app.test', fetchFn);
    expect(verdict.status).toBe('needs_v1');
    expect(verdict.message).toMatch(/Choose “Compatibility mode”/);
  });

  it('still says "not a workspace" when neither version answers', async () => {
    const verdict = await testConnection(input, 'http://app.test', workspace({}));
    expect(verdict.status).toBe('not_workspace');
  });
});

describe('testConnection through the Slotboard server', () => {
  const viaServer = { ...input, mode: 'server' as const };
  it.each([
    [
      'upstream_name_not_found',
      502,
      'no_such_name',
      'No address exists with the name acme.neetocal.com. Check the workspace address for typos.',
    ],
    ['upstream_refused', 502, 'refused', 'acme.neetocal.com exists but refused the connection. Check the port.'],
    [
      'upstream_tls',
      502,
      'certificate',
      'acme.neetocal.com answered, but its security certificate could not be trusted.',
    ],
    ['upstream_timeout', 504, 'timeout', 'acme.neetocal.com did not answer within 15 s.'],
    [
      'upstream_unreachable',
      502,
      'unreachable',
      'The Slotboard server could not reach acme.neetocal.com (ECONNRESET).',
    ],
  ])('says the server’s reason %s as its own verdict, in the server’s words', async (code, status, verdict, words) => {
    const fetchFn: typeof fetch = async () => json(status, { error: words, code });
    expect(await testConnection(viaServer, 'http://app.test', fetchFn)).toEqual({ status: verdict, message: words });
  });
});
