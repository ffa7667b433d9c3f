import { describe, expect, it, afterEach, vi } from 'vitest';
import { testConnection, type ConnectionTest } from './test-connection';

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

afterEach(() => vi.useRealTimers());

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

type Route = () => Response | Promise<Response>;

/** A workspace answering each path with what `routes` says, 404 elsewhere; every URL asked is kept. */
function recordingWorkspace(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    calls.push(String(input));
    const path = new URL(String(input)).pathname.replace(/^.*\/api\/external/, '');
    return (await routes[path]?.()) ?? json(404, { error: 'Not found' });
  };
  return Object.assign(fetchFn, { calls });
}

const down = (): never => {
  throw new TypeError('Failed to fetch');
};

const run = (fetchFn: typeof fetch, over: Partial<ConnectionTest> = {}) =>
  testConnection({ ...input, ...over }, 'http://app.test', fetchFn);

const links = (n: number, total?: number) => () =>
  json(200, {
    meetings: Array.from({ length: n }, (_, i) => ({ id: `m${i}`, sid: `s${i}` })),
    pagination: { total_records: total },
  });
const packages = (n: number, total?: number) => () =>
  json(200, { packages: Array.from({ length: n }, (_, i) => ({ id: `p${i}` })), pagination: { total_records: total } });
const members = (n: number, total?: number) => () =>
  json(200, {
    team_members: Array.from({ length: n }, (_, i) => ({ id: `t${i}` })),
    pagination: { total_records: total },
  });

describe('a workspace that answers', () => {
  it('says the host and its three counts in one sentence, each read from a one-row page', async () => {
    const fetchFn = recordingWorkspace({
      '/v2/meetings': links(1, 12),
      '/v1/packages': packages(1, 1),
      '/v1/team_members': members(1, 40),
    });
    expect(await run(fetchFn)).toEqual({
      status: 'connected',
      message: 'Connected. acme.neetocal.com has 12 scheduling links, 1 package and 40 team members.',
    });
    expect(fetchFn.calls.map((u) => new URL(u).search)).toEqual(Array(3).fill('?page_number=1&page_size=1'));
  });

  it('says a count of one in the singular', async () => {
    const fetchFn = recordingWorkspace({
      '/v2/meetings': links(1, 1),
      '/v1/packages': packages(1, 1),
      '/v1/team_members': members(1, 1),
    });
    expect((await run(fetchFn)).message).toBe(
      'Connected. acme.neetocal.com has 1 scheduling link, 1 package and 1 team member.',
    );
  });

  it('reads the links from v1 when compatibility mode is chosen', async () => {
    const fetchFn = recordingWorkspace({
      '/v1/meetings': links(1, 2),
      '/v1/packages': packages(1, 1),
      '/v1/team_members': members(1, 1),
    });
    expect(await run(fetchFn, { apiVersion: 'v1' })).toMatchObject({
      status: 'connected',
      message: expect.stringContaining('2 scheduling links'),
    });
    expect(fetchFn.calls.map((u) => new URL(u).pathname)).toContain('/api/external/v1/meetings');
  });

  it('says "no packages" for an empty list, and no number a page contradicts', async () => {
    const fetchFn = recordingWorkspace({
      '/v2/meetings': links(1, 0),
      '/v1/packages': packages(0, 5),
      '/v1/team_members': members(1),
    });
    expect((await run(fetchFn)).message).toBe(
      'Connected. acme.neetocal.com has scheduling links (it did not say how many), no packages and team members (it did not say how many).',
    );
  });

  it('leaves packages out when their list fails, and says how members are opened when theirs does', async () => {
    const noPackages = recordingWorkspace({
      '/v2/meetings': links(1, 3),
      '/v1/packages': () => json(500, { error: 'boom' }),
      '/v1/team_members': members(1, 2),
    });
    expect((await run(noPackages)).message).toBe(
      'Connected. acme.neetocal.com has 3 scheduling links and 2 team members.',
    );
    const noMembers = recordingWorkspace({
      '/v2/meetings': links(1, 3),
      '/v1/packages': packages(1, 4),
      '/v1/team_members': () => json(403, { error: 'no' }),
    });
    expect(await run(noMembers)).toEqual({
      status: 'connected',
      message:
        'Connected. acme.neetocal.com has 3 scheduling links and 4 packages. Its team member list is not available, so members are opened by id.',
    });
    const linksOnly = recordingWorkspace({ '/v2/meetings': links(1, 3) });
    expect((await run(linksOnly)).message).toMatch(
      /^Connected\. acme\.neetocal\.com has 3 scheduling links\. Its team member list/,
    );
  });
});

describe('a workspace that refuses', () => {
  it('says a refused key is the wrong key, and where to copy it again', async () => {
    const verdict = await run(recordingWorkspace({ '/v2/meetings': () => json(401, { error: 'Invalid API key' }) }));
    expect(verdict).toEqual({
      status: 'wrong_key',
      message:
        'acme.neetocal.com did not accept this API key. Copy it again from NeetoCal (Settings → API keys): a key works only in the workspace that made it.',
    });
  });

  it('says a call that takes over 15 s did not answer in time', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const pending = run(hanging);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toEqual({
      status: 'timeout',
      message: 'acme.neetocal.com did not answer in time. Check the address, then try again.',
    });
  });

  it('keeps a 429 itself, with its Retry-After, for the reads’ countdown', async () => {
    const verdict = await run(
      recordingWorkspace({
        '/v2/meetings': () =>
          new Response(JSON.stringify({ error: 'Too many requests' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
          }),
      }),
    );
    expect(verdict).toMatchObject({
      status: 'rate_limited',
      message: 'acme.neetocal.com is receiving too many requests. Wait a moment, then test again.',
      error: { kind: 'rate_limited', retryAfterMs: 30_000 },
    });
  });

  it('says any other failure in the workspace’s own words', async () => {
    const verdict = await run(
      recordingWorkspace({ '/v2/meetings': () => json(403, { error: 'This plan has no API access' }) }),
    );
    expect(verdict).toEqual({ status: 'failed', message: 'This plan has no API access' });
  });

  it('passes on the server’s refusal to reach a host, with the host to add or the way around it', async () => {
    const fetchFn: typeof fetch = async () =>
      json(403, { error: 'This Slotboard server may not reach acme.neetocal.com.', code: 'upstream_not_allowed' });
    expect(await run(fetchFn, { mode: 'server' })).toEqual({
      status: 'not_allowed',
      message:
        'This Slotboard server may not reach acme.neetocal.com. Ask whoever runs the Slotboard server to add acme.neetocal.com to the workspaces it may reach, or choose "Directly from this browser".',
    });
  });
});

describe('something that is not a NeetoCal workspace', () => {
  const notWorkspace = {
    status: 'not_workspace',
    message:
      'acme.neetocal.com answered, but not as a NeetoCal workspace. Check the address: it looks like https://your-workspace.neetocal.com.',
  };

  it('asks v1 with a one-row page before suggesting compatibility mode', async () => {
    const fetchFn = recordingWorkspace({ '/v1/meetings': links(0, 0) });
    expect((await run(fetchFn)).status).toBe('needs_v1');
    expect(fetchFn.calls.map((u) => new URL(u).pathname + new URL(u).search)).toContain(
      '/api/external/v1/meetings?page_number=1&page_size=1',
    );
  });

  it('is not a workspace when its answer is not one, even if v1 would answer', async () => {
    const fetchFn = recordingWorkspace({
      '/v2/meetings': () => json(200, { hello: 'world' }),
      '/v1/meetings': links(0, 0),
    });
    expect(await run(fetchFn)).toEqual(notWorkspace);
    expect(fetchFn.calls).toHaveLength(1);
  });

  it('in compatibility mode, a missing list is the answer: v1 is not asked twice', async () => {
    const fetchFn = recordingWorkspace({});
    expect(await run(fetchFn, { apiVersion: 'v1' })).toEqual(notWorkspace);
    expect(fetchFn.calls).toHaveLength(1);
  });
});

describe('a host that cannot be reached', () => {
  const unreachable = {
    status: 'unreachable',
    message: 'Could not reach acme.neetocal.com. Check the address for typos and that you are online.',
  };

  it('calls directly: a host that answers an opaque request is blocked by the browser, not down', async () => {
    const fetchFn: typeof fetch = async (_input, init) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      return down();
    };
    const verdict = await run(fetchFn);
    expect(verdict.status).toBe('blocked_by_browser');
    expect(verdict.message).toMatch(
      /^acme\.neetocal\.com answered, but your browser blocked the answer.*Choose "Through the Slotboard server"/,
    );
  });

  it('calls directly: a host that answers nothing at all is unreachable', async () => {
    expect(await run(down)).toEqual(unreachable);
  });

  it('through the server, a dropped call is unreachable, and the host is not asked directly', async () => {
    const fetchFn = recordingWorkspace({
      '/v2/meetings': down,
      '/v1/team_members': () => new Response(null, { status: 200 }),
    });
    expect(await run(fetchFn, { mode: 'server' })).toEqual(unreachable);
    expect(fetchFn.calls).toHaveLength(1);
  });

  it('names the host as typed when the address has no scheme, and sends the key nowhere real', async () => {
    const fetchFn = recordingWorkspace({ '/v2/meetings': down });
    expect(await run(fetchFn, { address: 'acme.neetocal.com', mode: 'server' })).toEqual(unreachable);
    expect(fetchFn.calls.map((u) => new URL(u).host)).toEqual(['address-not-usable.invalid']);
  });
});
