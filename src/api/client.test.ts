import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { fetchFromApp, respondWith } from '../testing/fake-fetch';
import { readSample, sampleNames } from '../testing/samples';
import { createApiClient, toQueryString } from './client';
import { ApiError, type ApiErrorKind } from './errors';
import { meetingSchema } from './meetings/schemas';
import { packageSchema } from './packages/schemas';

const KEY = 'secret-key-123';
const clientFor = (fetchFn: typeof fetch, timeoutMs?: number) =>
  createApiClient({ baseUrl: 'https://acme.neetocal.com/', apiKey: KEY, fetch: fetchFn, timeoutMs });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * Walks a vendor sample beside what the fetch layer made of it: every array keeps its length and
 * every scalar the schema reads keeps its value (keys the schema does not declare are dropped on
 * purpose and skipped; an empty fee list read as "no fee" is the one documented rewrite).
 */
function keptValues(raw: unknown, parsed: unknown, path = '', out = { lost: [] as string[], compared: 0 }) {
  if (Array.isArray(raw)) {
    if (raw.length === 0 && parsed === null) return out;
    out.compared++;
    if (!Array.isArray(parsed) || parsed.length !== raw.length) {
      out.lost.push(`${path}: ${raw.length} items became ${Array.isArray(parsed) ? parsed.length : String(parsed)}`);
      return out;
    }
    raw.forEach((item, i) => keptValues(item, parsed[i], `${path}[${i}]`, out));
  } else if (raw !== null && typeof raw === 'object') {
    if (parsed === null || typeof parsed !== 'object') {
      out.lost.push(`${path}: an object became ${String(parsed)}`);
      return out;
    }
    for (const [key, value] of Object.entries(raw)) {
      if (key in parsed) keptValues(value, (parsed as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
    }
  } else if (raw !== null) {
    out.compared++;
    if (parsed !== raw) out.lost.push(`${path}: ${JSON.stringify(raw)} became ${JSON.stringify(parsed)}`);
  }
  return out;
}

describe('vendor samples parse through the fetch layer', () => {
  const cases: [string, (c: ReturnType<typeof clientFor>) => Promise<unknown>][] = [
    ['v1_meetings_list_response_repo_example_2025-07.json', (c) => c.meetings.list({}, { version: 'v1' })],
    ['v1_packages_list_response.json', (c) => c.packages.list()],
    ['v1_packages_list_item_repo_example_2025-07.json', (c) => c.packages.list()],
    ['v1_availabilities_create_response.json', (c) => c.availabilities.create({ email: 'a@b.co', name: 'x' }, { version: 'v1' })],
    ['v1_availabilities_create_response_older_doc_version.json', (c) => c.availabilities.create({ email: 'a@b.co', name: 'x' }, { version: 'v1' })],
    ['v2_availabilities_get_response.json', (c) => c.availabilities.create({ email: 'a@b.co', name: 'x' })],
    ['v1_team_members_list_response.json', (c) => c.teamMembers.list()],
    ['neetokb_v1_team_members_list_response_sibling_product.json', (c) => c.teamMembers.list()],
    ['v1_team_members_update_response.json', (c) => c.teamMembers.update('id-1', { active: false })],
    ['quickstart_bookings_list_response.json', (c) => c.bookings.list()],
    ['v1_bookings_list_response_deprecated_v1_page.json', (c) => c.bookings.list()],
    ['v1_bookings_list_response_older_page.json', (c) => c.bookings.list()],
    ['pagination_example.json', (c) => c.bookings.list({ page_number: 2, page_size: 25 })],
  ];

  it('covers every response sample of our endpoints', () => {
    const covered = new Set([
      ...cases.map(([name]) => name),
      'v1_meeting_get_response.json',
      'cli_v2_team_members_list_sample_output.json',
      'v2_packages_get_response.json',
    ]);
    // Adding team members is not an endpoint Slotboard calls.
    const notOurs = new Set(['v1_team_members_add_response.json']);
    const responses = sampleNames().filter(
      (n) =>
        /response|example|output/.test(n) &&
        /meetings_list|packages|availabilities_create|availabilities_get|team_members|bookings|pagination|meeting_get/.test(n),
    );
    expect(responses.filter((n) => !covered.has(n) && !notOurs.has(n))).toEqual([]);
  });

  it.each(cases)('%s keeps every value the sample holds', async (name, call) => {
    const body = readSample(name);
    const result = await call(clientFor(respondWith(200, body)));
    const kept = keptValues(body, result);
    expect(kept.lost).toEqual([]);
    // At least the sample's arrays and ids were compared, so the check above could fail.
    expect(kept.compared).toBeGreaterThan(2);
  });

  it('reads a single meeting sample with fees as empty objects', () => {
    const parsed = meetingSchema.parse(readSample('v1_meeting_get_response.json'));
    expect(parsed.fees).toHaveLength(1);
    expect(parsed.spots[0]?.spot).toBe('jitsi');
    expect(parsed.durations[0]?.duration).toBe(30);
  });

  it('reads the package object of the v2 get sample', () => {
    const { package: pkg } = readSample('v2_packages_get_response.json') as { package: unknown };
    expect(packageSchema.parse(pkg)).toMatchObject({ duration: 7200, status: 'enabled', fee: { currency: 'inr' } });
  });

  it('reads the CLI team member list once its envelope is removed', async () => {
    const cli = readSample('cli_v2_team_members_list_sample_output.json') as { data: unknown; pagination: unknown };
    const res = await clientFor(respondWith(200, { team_members: cli.data, pagination: cli.pagination })).teamMembers.list();
    expect(res.team_members[0]).toMatchObject({ email: 'oliver@example.com', organization_role: 'Admin', profile_image_url: null });
  });

  it('reads values of the samples, not just their shape', async () => {
    const packages = await clientFor(respondWith(200, readSample('v1_packages_list_item_repo_example_2025-07.json'))).packages.list();
    expect(packages.packages[0]?.fee?.amount_in_smallest_currency_unit).toBe(10200);
    const free = await clientFor(
      respondWith(200, { packages: [{ id: 'p', name: 'Free', status: 'enabled', duration: 60, fee: [] }] }),
    ).packages.list();
    expect(free.packages[0]?.fee).toBeNull();
    const meetings = await clientFor(respondWith(200, readSample('v1_meetings_list_response_repo_example_2025-07.json'))).meetings.list(
      {},
      { version: 'v1' },
    );
    expect(meetings.meetings[0]).toMatchObject({ sid: 'q2fnyb8', kind: 'one_on_one', durations_possible: [15, 30, 60], hosts: [] });
    expect(meetings.pagination.total_records).toBe(1);
  });

  it('tolerates nulls, missing fields and unknown enum values but requires ids', async () => {
    const lenient = await clientFor(
      respondWith(200, { meetings: [{ id: 'm1', sid: 's1', kind: 'webinar', spot: null, fees: null, hosts: null, brand_new: 1 }] }),
    ).meetings.list();
    expect(lenient.meetings[0]).toMatchObject({ kind: 'unknown', spot: 'unknown', fees: [], hosts: [] });
    expect(lenient.meetings[0]).not.toHaveProperty('brand_new');
    expect(lenient.pagination).toEqual({});
  });
});

describe('every failure is an ApiError of the right kind', () => {
  const statusCases: [number, unknown, ApiErrorKind, string | RegExp][] = [
    [401, readSample('error_401_invalid_api_key.json'), 'unauthorized', /API key/],
    [401, readSample('error_generic_message_response_codes_page.json'), 'unauthorized', /API key/],
    [403, { error: 'Not allowed' }, 'forbidden', 'Not allowed'],
    [404, { error: 'Team member not found' }, 'not_found', 'Team member not found'],
    [422, readSample('error_422_neeto_v2_sibling_example.json'), 'validation', 'Cannot remove the last admin of the workspace'],
    [422, { message: 'Time zone is invalid' }, 'validation', 'Time zone is invalid'],
    [422, { errors: ['Email is invalid', 'Name is blank'] }, 'validation', 'Email is invalid Name is blank'],
    [422, { notice: 'Nothing changed' }, 'validation', 'Nothing changed'],
    [429, { error: 'try again after some time' }, 'rate_limited', /too many requests/],
    [500, { error: 'boom' }, 'server', /problem answering/],
    [503, '<!doctype html><html><body><h1>Service Unavailable</h1></body></html>', 'server', /problem answering/],
  ];

  it.each(statusCases)('%i %j → %s', async (status, body, kind, message) => {
    const error = await failure(clientFor(respondWith(status, body)).teamMembers.list());
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/<html|<h1/i);
  });

  it('maps field messages, in either path notation', async () => {
    const error = await failure(
      clientFor(
        respondWith(422, { errors: { organization_role: ["Organization role 'admin' does not exist"], 'periods[2].end_time': 'must be after start' } }),
      ).teamMembers.update('x', { organization_role: 'admin' }),
    );
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({
      organization_role: ["Organization role 'admin' does not exist"],
      'periods.2.end_time': ['must be after start'],
    });
  });

  it('reads Retry-After on 429', async () => {
    const error = await failure(clientFor(respondWith(429, { error: 'slow down' }, { 'Retry-After': '3' })).bookings.list());
    expect(error.retryAfterMs).toBe(3000);
  });

  it('malformed JSON in a success is invalid_response', async () => {
    const error = await failure(clientFor(respondWith(200, '{"meetings": [')).meetings.list());
    expect(error.kind).toBe('invalid_response');
  });

  it('a body of the wrong shape names the field', async () => {
    const error = await failure(clientFor(respondWith(200, { meetings: [{ id: 'a', sid: 'b' }, { id: 7, sid: 'c' }] })).meetings.list());
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toContain('meetings[1].id: expected string');
  });

  it('a timeout', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const error = await failure(clientFor(hanging, 30).packages.list());
    expect(error.kind).toBe('timeout');
  });

  it('a network failure', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await failure(clientFor(down).packages.list());
    expect(error.kind).toBe('network');
  });

  it('a caller abort is passed through, not reported as a failure', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const controller = new AbortController();
    const pending = clientFor(hanging).packages.list({}, { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the key out of URLs and errors, and sends it as a header only', async () => {
    const fetchFn = respondWith(401, readSample('error_401_invalid_api_key.json'));
    const error = await failure(clientFor(fetchFn).meetings.list({ search: 'x' }));
    expect(fetchFn.calls[0]!.url).not.toContain(KEY);
    expect((fetchFn.calls[0]!.init!.headers as Record<string, string>)['X-Api-Key']).toBe(KEY);
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(KEY);
  });
});

describe('requests', () => {
  it('sends one host as host_email and several as host_email[]', () => {
    expect(toQueryString({ host_email: ['a@x.co'] })).toBe('?host_email=a%40x.co');
    expect(toQueryString({ host_email: ['a@x.co', 'b@x.co'], page_number: 2 })).toBe(
      '?host_email%5B%5D=a%40x.co&host_email%5B%5D=b%40x.co&page_number=2',
    );
    expect(toQueryString({ search: '', page_size: undefined })).toBe('');
  });

  it('builds the URL below /api/external with the version and never a page_size above 100', async () => {
    const fetchFn = respondWith(200, { meetings: [], pagination: {} });
    await clientFor(fetchFn).meetings.list({ page_number: 1, page_size: 500, search: ' Demo ' }, { version: 'v1' });
    expect(fetchFn.calls[0]!.url).toBe('https://acme.neetocal.com/api/external/v1/meetings?page_number=1&page_size=100&search=Demo');
  });

  it('reads bookings from the version chosen: /v1/bookings for "v1 only", /v2/bookings otherwise', async () => {
    const fetchFn = respondWith(200, { bookings: [], pagination: {} });
    await clientFor(fetchFn).bookings.list({ page_number: 1, page_size: 30 }, { version: 'v1' });
    await clientFor(fetchFn).bookings.list({ page_number: 1, page_size: 30 });
    expect(fetchFn.calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/external/v1/bookings', '/api/external/v2/bookings']);
  });

  it('posts JSON with the content type', async () => {
    const fetchFn = respondWith(201, readSample('v2_availabilities_get_response.json'));
    await clientFor(fetchFn).availabilities.create({ email: 'oliver@example.com', name: 'Hours' });
    const init = fetchFn.calls[0]!.init!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'oliver@example.com', name: 'Hours' });
  });
});

describe('listAll under both readings of spec §4.9', () => {
  const sandboxClient = (pagination: 'all' | 'page-one', meetings = 230) => {
    const app = createSandboxApp({ pagination, seed: { meetings } });
    const fetchFn = fetchFromApp(app);
    return { client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }), fetchFn };
  };

  it('gives the same links either way', async () => {
    const all = sandboxClient('all');
    const pageOne = sandboxClient('page-one');
    const progress: number[] = [];
    const a = await all.client.meetings.listAll({ host_email: [] });
    const b = await pageOne.client.meetings.listAll({}, { onProgress: (p) => progress.push(p.loaded) });
    expect(a.meetings).toHaveLength(230);
    expect(b.meetings.map((m) => m.id)).toEqual(a.meetings.map((m) => m.id));
    expect(all.fetchFn.calls).toHaveLength(1);
    expect(all.fetchFn.calls[0]).not.toContain('page_number');
    expect(pageOne.fetchFn.calls).toHaveLength(3);
    expect(progress.at(-1)).toBe(230);
  });

  it('keeps filters on every page and fetches at most four pages at once', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const app = createSandboxApp({ pagination: 'page-one', seed: { meetings: 400 } });
    const fetchFn: typeof fetch = async (input, init) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      const res = await app.fetch(new Request(input, init));
      inFlight--;
      return res;
    };
    const client = createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn });
    const res = await client.meetings.listAll({ page_size: 3 });
    expect(res.meetings).toHaveLength(400);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    const filtered = await client.meetings.listAll({ search: 'demo', page_size: 10 });
    expect(filtered.meetings.length).toBeGreaterThan(10);
    expect(filtered.meetings.every((m) => /demo/i.test(`${m.name} ${m.slug}`))).toBe(true);
  });

  it('drops duplicates when pages shift under it', async () => {
    const pages: Record<string, unknown> = {
      none: { meetings: [{ id: '1', sid: 'a' }, { id: '2', sid: 'b' }], pagination: { total_records: 5, total_pages: 3, page_size: 2, current_page_number: 1 } },
      2: { meetings: [{ id: '2', sid: 'b' }, { id: '3', sid: 'c' }], pagination: { total_records: 5 } },
      3: { meetings: [{ id: '4', sid: 'd' }, { id: '5', sid: 'e' }], pagination: { total_records: 5 } },
    };
    const fetchFn: typeof fetch = async (input) => {
      const page = new URL(String(input)).searchParams.get('page_number') ?? 'none';
      return new Response(JSON.stringify(pages[page]), { headers: { 'Content-Type': 'application/json' } });
    };
    const res = await clientFor(fetchFn).meetings.listAll({ page_size: 2 });
    expect(res.meetings.map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
  });
});
