import { describe, expect, it, afterEach, vi } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { fetchFromApp, respondWith } from '../testing/fake-fetch';
import { readSample } from '../testing/samples';
import { createApiClient, toQueryString, createRequester, isHostAnswering } from './client';
import { signInEnded } from './sign-in-ended';
import { failure } from '@/testing/api-failure';
import type { ApiErrorKind } from './errors';
import { z } from 'zod/mini';

const KEY = 'secret-key-123';
const clientFor = (fetchFn: typeof fetch, timeoutMs?: number) =>
  createApiClient({ baseUrl: 'https://acme.neetocal.com/', apiKey: KEY, fetch: fetchFn, timeoutMs });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('every failure is an ApiError of the right kind', () => {
  const statusCases: [number, unknown, ApiErrorKind, string | RegExp][] = [
    [401, readSample('error_401_invalid_api_key.json'), 'unauthorized', /API key/],
    [401, readSample('error_generic_message_response_codes_page.json'), 'unauthorized', /API key/],
    [403, { error: 'Not allowed' }, 'forbidden', 'Not allowed'],
    [404, { error: 'Team member not found' }, 'not_found', 'Team member not found'],
    [
      422,
      readSample('error_422_neeto_v2_sibling_example.json'),
      'validation',
      'Cannot remove the last admin of the workspace',
    ],
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
        respondWith(422, {
          errors: {
            organization_role: ["Organization role 'admin' does not exist"],
            'periods[2].end_time': 'must be after start',
          },
        }),
      ).teamMembers.update('x', { organization_role: 'admin' }),
    );
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({
      organization_role: ["Organization role 'admin' does not exist"],
      'periods.2.end_time': ['must be after start'],
    });
  });

  it('reads Retry-After on 429', async () => {
    const error = await failure(
      clientFor(respondWith(429, { error: 'slow down' }, { 'Retry-After': '3' })).bookings.list(),
    );
    expect(error.retryAfterMs).toBe(3000);
  });

  it('malformed JSON in a success is invalid_response', async () => {
    const error = await failure(clientFor(respondWith(200, '{"meetings": [')).meetings.list());
    expect(error.kind).toBe('invalid_response');
  });

  it('a body of the wrong shape names the field', async () => {
    const error = await failure(
      clientFor(
        respondWith(200, {
          meetings: [
            { id: 'a', sid: 'b' },
            { id: 7, sid: 'c' },
          ],
        }),
      ).meetings.list(),
    );
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toContain('meetings[1].id: expected string');
  });

  it('a timeout', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
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
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
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
    expect(fetchFn.calls[0]!.url).toBe(
      'https://acme.neetocal.com/api/external/v1/meetings?page_number=1&page_size=100&search=Demo',
    );
  });

  it('reads bookings from the version chosen: /v1/bookings for "v1 only", /v2/bookings otherwise', async () => {
    const fetchFn = respondWith(200, { bookings: [], pagination: {} });
    await clientFor(fetchFn).bookings.list({ page_number: 1, page_size: 30 }, { version: 'v1' });
    await clientFor(fetchFn).bookings.list({ page_number: 1, page_size: 30 });
    expect(fetchFn.calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/api/external/v1/bookings',
      '/api/external/v2/bookings',
    ]);
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

describe('listAll reads every link page by page', () => {
  const sandboxClient = (pagination: 'all' | 'page-one', meetings = 230) => {
    const app = createSandboxApp({ pagination, seed: { meetings } });
    const fetchFn = fetchFromApp(app);
    return {
      client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }),
      fetchFn,
    };
  };

  it('asks every page by number, whichever reading of spec §4.9 the workspace takes, and reports progress', async () => {
    const all = sandboxClient('all');
    const pageOne = sandboxClient('page-one');
    const progress: number[] = [];
    const a = await all.client.meetings.listAll({ host_email: [] });
    const b = await pageOne.client.meetings.listAll({}, { onProgress: (p) => progress.push(p.loaded) });
    expect(a.meetings).toHaveLength(230);
    expect(b.meetings.map((m) => m.id)).toEqual(a.meetings.map((m) => m.id));
    for (const { fetchFn } of [all, pageOne]) {
      expect(fetchFn.calls.map((c) => new URL(c.split(' ')[1]!, 'http://x').searchParams.get('page_number'))).toEqual([
        '1',
        '2',
        '3',
      ]);
    }
    // Page 1 at once, the whole at the end; a batch between comes only when a page takes over 250 ms (a loaded machine).
    expect(progress[0]).toBe(100);
    expect(progress.at(-1)).toBe(230);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
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
    expect(maxInFlight).toBe(4);
    const filtered = await client.meetings.listAll({ search: 'demo', page_size: 10 });
    expect(filtered.meetings.length).toBeGreaterThan(10);
    expect(filtered.meetings.every((m) => /demo/i.test(`${m.name} ${m.slug}`))).toBe(true);
  });

  it('asks for no page after the one with what the caller came for', async () => {
    const { client, fetchFn } = sandboxClient('page-one', 2000);
    const every = await sandboxClient('all', 2000).client.meetings.listAll();
    const wanted = every.meetings[250]!.sid;
    const res = await client.meetings.listAll(
      { page_size: 100 },
      { until: (rows) => rows.some((m) => m.sid === wanted) },
    );
    expect(res.meetings.some((m) => m.sid === wanted)).toBe(true);
    // Page 1, then pages from 2 four at a time: page 3 has the link, pages 4 to 6 were in flight
    // (20 pages without `until`).
    expect(fetchFn.calls).toHaveLength(6);
  });

  it('drops duplicates when pages shift under it', async () => {
    const pages: Record<string, unknown> = {
      1: {
        meetings: [
          { id: '1', sid: 'a' },
          { id: '2', sid: 'b' },
        ],
        pagination: { total_records: 5, total_pages: 3, page_size: 2, current_page_number: 1 },
      },
      2: {
        meetings: [
          { id: '2', sid: 'b' },
          { id: '3', sid: 'c' },
        ],
        pagination: { total_records: 5 },
      },
      3: {
        meetings: [
          { id: '4', sid: 'd' },
          { id: '5', sid: 'e' },
        ],
        pagination: { total_records: 5 },
      },
    };
    const fetchFn: typeof fetch = async (input) => {
      const page = new URL(String(input)).searchParams.get('page_number')!;
      return new Response(JSON.stringify(pages[page]), { headers: { 'Content-Type': 'application/json' } });
    };
    const res = await clientFor(fetchFn).meetings.listAll({ page_size: 2 });
    expect(res.meetings.map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('refuses a page that is not JSON or breaks the schema, naming the place, as any answer is refused', async () => {
    const html = await failure(
      clientFor(
        respondWith(200, '<!doctype html><html><body>Sign in</body></html>', { 'Content-Type': 'text/html' }),
      ).meetings.listAll(),
    );
    expect(html.kind).toBe('invalid_response');
    expect(html.message).toMatch(/not JSON/);
    const bad = await failure(
      clientFor(respondWith(200, { meetings: [{ id: 7, sid: 'x' }], pagination: {} })).meetings.listAll(),
    );
    expect(bad.message).toMatch(/meetings\[0\]\.id: expected string/);
  });
});

const requesterFor = (fetchFn: typeof fetch, baseUrl = 'https://acme.neetocal.com') =>
  createRequester({ baseUrl, apiKey: KEY, fetch: fetchFn });

describe('the query string', () => {
  it('leaves empty items of a list out, and sends a list of one real item as the bare key', () => {
    expect(toQueryString({ host_email: ['', 'a@x.co', ''] })).toBe('?host_email=a%40x.co');
    expect(toQueryString({ host_email: ['a@x.co', '', 'b@x.co'] })).toBe(
      '?host_email%5B%5D=a%40x.co&host_email%5B%5D=b%40x.co',
    );
  });
});

describe('zones as sent', () => {
  it('sends every zone by its current IANA name, in a query and at any depth of a body', async () => {
    const fetchFn = respondWith(200, {});
    await requesterFor(fetchFn)({
      method: 'GET',
      path: '/v1/slots/intro',
      query: { time_zone: 'Asia/Calcutta', year: '2026' },
      schema: z.object({}),
    });
    await requesterFor(fetchFn)({
      method: 'PATCH',
      path: '/v2/availabilities/1',
      body: { time_zone: 'Europe/Kiev', name: 'Asia/Calcutta', overrides: [{ time_zone: 'Asia/Saigon' }] },
      schema: z.object({}),
    });
    expect(fetchFn.calls[0]!.url).toBe(
      'https://acme.neetocal.com/api/external/v1/slots/intro?time_zone=Asia%2FKolkata&year=2026',
    );
    // Only zones: a name that happens to read like one is sent as typed.
    expect(JSON.parse(String(fetchFn.calls[1]!.init?.body))).toEqual({
      time_zone: 'Europe/Kyiv',
      name: 'Asia/Calcutta',
      overrides: [{ time_zone: 'Asia/Ho_Chi_Minh' }],
    });
  });
});

describe('the request as sent', () => {
  it('asks for JSON with the key in a header; a GET carries no body and no content type', async () => {
    const fetchFn = respondWith(200, { ok: true });
    await requesterFor(fetchFn)({ method: 'GET', path: '/v1/team_members', schema: z.object({ ok: z.boolean() }) });
    const init = fetchFn.calls[0]!.init!;
    expect(init.headers).toEqual({ 'X-Api-Key': KEY, Accept: 'application/json' });
    expect(init.body).toBeUndefined();
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', redirect: 'error' });
  });

  it('joins the workspace address and the path with one slash, however many the address ends with', async () => {
    const fetchFn = respondWith(200, {});
    await requesterFor(
      fetchFn,
      'https://acme.neetocal.com//',
    )({ method: 'GET', path: '/v1/packages', schema: z.object({}) });
    expect(fetchFn.calls[0]!.url).toBe('https://acme.neetocal.com/api/external/v1/packages');
  });

  it('names the endpoint in every failure, and how long the call took', async () => {
    const error = await failure(
      requesterFor(respondWith(500, { error: 'boom' }))({
        method: 'PATCH',
        path: '/v1/team_members/7',
        body: {},
        schema: z.object({}),
      }),
    );
    expect(error.endpoint).toBe('PATCH /v1/team_members/7');
    expect(error.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(error.elapsedMs).toBeLessThan(60_000);
  });

  it('leaves no timer running once the answer is in', async () => {
    vi.useFakeTimers();
    await requesterFor(respondWith(200, {}))({ method: 'GET', path: '/v1/packages', schema: z.object({}) });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('an answer read by its schema', () => {
  const call = (body: unknown, schema: z.ZodMiniType) =>
    requesterFor(respondWith(200, body))({ method: 'GET', path: '/v1/x', schema });

  it('reads an empty or blank body as null, not as broken JSON', async () => {
    const blank = respondWith(200, ' \n');
    await expect(requesterFor(blank)({ method: 'GET', path: '/v1/x', schema: z.null() })).resolves.toBeNull();
    const empty = respondWith(204, '');
    await expect(requesterFor(empty)({ method: 'GET', path: '/v1/x', schema: z.null() })).resolves.toBeNull();
  });

  it('names the first wrong place exactly, and files it under that field', async () => {
    const error = await failure(call({ page: { size: 'ten' } }, z.object({ page: z.object({ size: z.number() }) })));
    expect(error.message).toMatch(/\(page\.size: expected number\)$/);
    expect(error.fieldErrors).toEqual({ 'page.size': [expect.any(String)] });
  });

  it('says "the body" when the whole answer has the wrong shape', async () => {
    const error = await failure(call(null, z.object({ meetings: z.array(z.string()) })));
    expect(error.message).toMatch(/\(the body: expected object\)$/);
  });

  it('gives the schema’s own words for a refusal that is not about the type', async () => {
    const error = await failure(
      call({ name: '' }, z.object({ name: z.string().check(z.minLength(1, 'must not be empty')) })),
    );
    expect(error.message).toMatch(/\(name: must not be empty\)$/);
  });
});

describe('a caller’s cancel while the request is out', () => {
  it('stops the request and hands the caller its own reason, not a failure', async () => {
    let seen: AbortSignal | undefined;
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        seen = init!.signal!;
        seen.addEventListener('abort', () => reject(new DOMException('fetch aborted', 'AbortError')));
      });
    const controller = new AbortController();
    const pending = requesterFor(hanging)({
      method: 'GET',
      path: '/v1/x',
      schema: z.object({}),
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(seen).toBeDefined());
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(seen!.reason).toBe(reason);
  });
});

describe('a lapsed sign-in to the shared server', () => {
  const SERVER = 'https://slotboard.test';
  const REALM = { 'WWW-Authenticate': 'Bearer realm="Slotboard"' };
  const signInRequired = (reason: string, headers: Record<string, string> = REALM) =>
    respondWith(401, { error: 'Sign in again.', code: 'sign_in_required', reason }, headers);
  const requester = (fetchFn: typeof fetch, baseUrl = `${SERVER}/proxy/https/acme.neetocal.com`) =>
    createRequester({ baseUrl, apiKey: KEY, fetch: fetchFn, serverOrigin: SERVER });
  afterEach(() => signInEnded.reset());

  it('is said, with its reason, and a refused change is said to be unsent', async () => {
    const error = await failure(
      requester(signInRequired('expired'))({ method: 'GET', path: '/v1/x', schema: z.object({}) }),
    );
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'sign_in_required', reason: 'expired' });
    expect(signInEnded.getSnapshot()).toEqual({ reason: 'expired', unsent: false });
    await failure(
      requester(signInRequired('expired'))({ method: 'PATCH', path: '/v1/x', body: {}, schema: z.object({}) }),
    );
    expect(signInEnded.getSnapshot()).toEqual({ reason: 'expired', unsent: true });
  });

  it('keeps a reason it does not know as it was said', async () => {
    await failure(
      requester(signInRequired('later'))({ method: 'POST', path: '/v1/x', body: {}, schema: z.object({}) }),
    );
    expect(signInEnded.getSnapshot()).toEqual({ reason: 'later', unsent: true });
  });

  it('never takes a workspace of another origin that answers with the same words for the server', async () => {
    await failure(
      requester(
        signInRequired('expired'),
        'https://acme.neetocal.com',
      )({ method: 'GET', path: '/v1/x', schema: z.object({}) }),
    );
    expect(signInEnded.getSnapshot()).toBeNull();
  });

  it('never takes a workspace answering through the proxy for the server: the proxy passes on no WWW-Authenticate', async () => {
    const error = await failure(
      requester(signInRequired('expired', {}))({ method: 'PATCH', path: '/v1/x', body: {}, schema: z.object({}) }),
    );
    expect(signInEnded.getSnapshot()).toBeNull();
    // Nor is it told to anyone downstream as the server's refusal: it is the workspace refusing the key.
    expect(error).toMatchObject({ kind: 'unauthorized', code: undefined, reason: undefined });
  });

  it('is not said for any other refusal', async () => {
    await failure(
      requester(respondWith(401, { error: 'Invalid API key' }, REALM))({
        method: 'GET',
        path: '/v1/x',
        schema: z.object({}),
      }),
    );
    expect(signInEnded.getSnapshot()).toBeNull();
  });
});

describe('isHostAnswering', () => {
  it('asks one opaque, cookie-less question below the address, and says yes when anything answered', async () => {
    const fetchFn = respondWith(200, {});
    expect(await isHostAnswering('https://acme.neetocal.com//', fetchFn)).toBe(true);
    expect(fetchFn.calls[0]!.url).toBe('https://acme.neetocal.com/api/external/v1/team_members?page_size=1');
    expect(fetchFn.calls[0]!.init).toMatchObject({
      mode: 'no-cors',
      credentials: 'omit',
      signal: expect.any(AbortSignal),
    });
  });

  it('says no when the request itself failed', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await isHostAnswering('https://acme.neetocal.com', down)).toBe(false);
  });
});
