import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { fetchFromApp, respondWith } from '../testing/fake-fetch';
import { readSample } from '../testing/samples';
import { createApiClient, toQueryString } from './client';
import { ApiError, type ApiErrorKind } from './errors';
import { answering, FakeListWorker } from '../testing/fake-list-worker';

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

describe('listAll reads the whole-list answer as it arrives', () => {
  const encoder = new TextEncoder();
  const link = (n: number) => JSON.stringify({ id: `m${n}`, sid: `s${n}` });
  const streamed = (pull: (controller: ReadableStreamDefaultController<Uint8Array>) => void | Promise<void>): typeof fetch => async () =>
    new Response(new ReadableStream<Uint8Array>({ pull }), { headers: { 'Content-Type': 'application/json' } });

  it('reports links while the answer is still coming, and asks once when it was everything', async () => {
    let part = 0;
    const calls: string[] = [];
    const fetchFn = streamed(async (controller) => {
      await new Promise((r) => setTimeout(r, 20));
      const from = part * 150;
      if (part < 3) controller.enqueue(encoder.encode(`${part === 0 ? '{"meetings":[' : ','}${Array.from({ length: 150 }, (_, i) => link(from + i)).join(',')}`));
      else {
        controller.enqueue(encoder.encode('],"pagination":{"total_records":450,"page_size":100}}'));
        controller.close();
      }
      part++;
    });
    const progress: number[] = [];
    const res = await clientFor((input, init) => {
      calls.push(String(input));
      return fetchFn(input, init);
    }).meetings.listAll({ page_size: 100 }, { onProgress: (p) => progress.push(p.loaded) });
    expect(res.meetings).toHaveLength(450);
    expect(res.capped).toBe(false);
    expect(calls).toHaveLength(1);
    expect(progress.slice(0, 3)).toEqual([150, 300, 450]);
  });

  it('stops an answer that never ends at 100,000 links and says it is capped', async () => {
    let sent = 0;
    const fetchFn = streamed((controller) => {
      controller.enqueue(encoder.encode(`${sent === 0 ? '{"meetings":[' : ','}${Array.from({ length: 2000 }, (_, i) => link(sent + i)).join(',')}`));
      sent += 2000;
    });
    const res = await clientFor(fetchFn).meetings.listAll({ page_size: 100 });
    expect(res.meetings).toHaveLength(100_000);
    expect(res.capped).toBe(true);
    expect(sent).toBeLessThan(110_000);
  }, 30_000);

  it('stops reading at what the caller came for (a link’s own page), and cancels the rest', async () => {
    let sent = 0;
    let cancelled = false;
    const fetchFn: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(encoder.encode(`${sent === 0 ? '{"meetings":[' : ','}${Array.from({ length: 500 }, (_, i) => link(sent + i)).join(',')}`));
            sent += 500;
          },
          cancel() {
            cancelled = true;
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    const res = await clientFor(fetchFn).meetings.listAll({ page_size: 100 }, { until: (rows) => rows.some((m) => m.sid === 's1234') });
    expect(res.meetings.some((m) => m.sid === 's1234')).toBe(true);
    expect(sent).toBeLessThan(5000);
    expect(cancelled).toBe(true);
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

  it('asks for no page after the one with what the caller came for', async () => {
    const { client, fetchFn } = sandboxClient('page-one', 2000);
    const every = await sandboxClient('all', 2000).client.meetings.listAll();
    const wanted = every.meetings[250]!.sid;
    const res = await client.meetings.listAll({ page_size: 100 }, { until: (rows) => rows.some((m) => m.sid === wanted) });
    expect(res.meetings.some((m) => m.sid === wanted)).toBe(true);
    // The whole-list request (page 1 under this reading), then pages from 2 four at a time, the
    // last of them already in flight when page 3 has the link: 20 requests without `until`.
    expect(fetchFn.calls.length).toBeLessThanOrEqual(7);
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

describe('a list read as it arrives (streamList)', () => {
  const encoder = new TextEncoder();
  /** A fetch whose 200 body is written by `write`, and which errors the body when the call is aborted, as a browser does. */
  const streaming =
    (write: (controller: ReadableStreamDefaultController<Uint8Array>, send: (text: string) => void) => void | Promise<void>): typeof fetch =>
    async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason ?? new DOMException('aborted', 'AbortError')));
          void write(controller, (text) => controller.enqueue(encoder.encode(text)));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
  const collect = () => {
    const rows: { id: string }[] = [];
    return { rows, onRows: (batch: { id: string }[]) => void rows.push(...batch) };
  };

  it('reads the vendor’s list sample as the ordinary reading does', async () => {
    const sample = readSample('v1_meetings_list_response_repo_example_2025-07.json');
    const whole = await clientFor(respondWith(200, sample)).meetings.list();
    const { rows, onRows } = collect();
    const streamed = await clientFor(respondWith(200, sample)).meetings.streamList({}, { onRows });
    expect(rows).toEqual(whole.meetings);
    expect(streamed).toEqual({ count: whole.meetings.length, pagination: whole.pagination, stopped: false });
  });

  it('leaves page_number out and keeps the filters and the page size', async () => {
    const sandbox = createSandboxApp({ seed: { meetings: 250 } });
    const calls: string[] = [];
    const fetchFn: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetchFromApp(sandbox)(input, init);
    };
    const { rows, onRows } = collect();
    const client = createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn });
    const answer = await client.meetings.streamList({ page_size: 500, search: 'a' }, { version: 'v1', onRows });
    expect(calls).toEqual(['http://sandbox.test/api/external/v1/meetings?page_size=100&search=a']);
    expect(rows.length).toBe(answer.count);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('is not cut while the answer keeps coming, and times out when it stops', async () => {
    const slowButSteady = streaming(async (controller, send) => {
      send('{"meetings":[');
      for (let i = 0; i < 8; i++) {
        await new Promise((r) => setTimeout(r, 25));
        send(`${i ? ',' : ''}{"id":"m${i}","sid":"s${i}"}`);
      }
      send('],"pagination":{}}');
      controller.close();
    });
    const { rows, onRows } = collect();
    // 200 ms in all, against a 60 ms timer that starts again with each piece.
    await clientFor(slowButSteady, 60).meetings.streamList({}, { onRows });
    expect(rows).toHaveLength(8);

    const stalled = streaming((_controller, send) => send('{"meetings":[{"id":"m1","sid":"s1"},'));
    const error = await failure(clientFor(stalled, 60).meetings.streamList({}, collect()));
    expect(error.kind).toBe('timeout');
  });

  it('passes a caller’s abort through mid-answer', async () => {
    const controller = new AbortController();
    const fetchFn = streaming((_c, send) => send('{"meetings":[{"id":"m1","sid":"s1"},'));
    const pending = clientFor(fetchFn).meetings.streamList({}, { signal: controller.signal, onRows: () => controller.abort(new DOMException('cancelled', 'AbortError')) });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses what the ordinary reading refuses, naming the place', async () => {
    const links = Array.from({ length: 150 }, (_, i) => ({ id: `m${i}`, sid: `s${i}` }));
    const badLink = await failure(clientFor(respondWith(200, { meetings: [...links, { id: 7, sid: 'x' }], pagination: {} })).meetings.streamList({}, collect()));
    expect(badLink.kind).toBe('invalid_response');
    expect(badLink.message).toContain('meetings[150].id: expected string');
    const badPagination = await failure(clientFor(respondWith(200, { meetings: links, pagination: { total_records: 'many' } })).meetings.streamList({}, collect()));
    expect(badPagination.message).toContain('pagination.total_records');
    const page = await failure(clientFor(respondWith(200, '<!doctype html><html><body>Sign in</body></html>')).meetings.streamList({}, collect()));
    expect(page.kind).toBe('invalid_response');
    expect(page.message).toContain('It is not JSON.');
    const limited = await failure(clientFor(respondWith(429, { error: 'slow down' }, { 'Retry-After': '4' })).meetings.streamList({}, collect()));
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 4000 });
  });

  it('stops when the caller has enough, and a caller’s own error is its own', async () => {
    // ~800 kB: read in several runs.
    const links = Array.from({ length: 20_000 }, (_, i) => ({ id: `m${i}`, sid: `s${i}`, name: `Link ${i}` }));
    let seen = 0;
    const stopped = await clientFor(respondWith(200, { meetings: links, pagination: {} })).meetings.streamList(
      {},
      {
        onRows: (batch) => {
          seen += batch.length;
          return seen < 500;
        },
      },
    );
    expect(stopped).toMatchObject({ stopped: true, pagination: null });
    expect(seen).toBeLessThan(20_000);
    const own = new RangeError('mine');
    const thrown = await clientFor(respondWith(200, { meetings: links, pagination: {} }))
      .meetings.streamList({}, { onRows: () => { throw own; } })
      .catch((e: unknown) => e);
    expect(thrown).toBe(own);
  });
});
describe('a list asked for and read by the worker (streamList)', () => {
  const sandbox = createSandboxApp({ seed: { meetings: 250 } });
  /** A client whose lists go through a stand-in worker with `workerFetch`; the page's own fetch is counted. */
  const through = (workerFetch: (url: string, init: RequestInit) => Promise<Response>, mode?: ConstructorParameters<typeof FakeListWorker>[1], timeoutMs?: number) => {
    const pageCalls: string[] = [];
    const workers: FakeListWorker[] = [];
    const client = createApiClient({
      baseUrl: 'http://sandbox.test',
      apiKey: 'sandbox-demo-key',
      timeoutMs,
      fetch: (input, init) => {
        pageCalls.push(String(input));
        return fetchFromApp(sandbox)(input, init);
      },
      listWorker: () => {
        const worker = new FakeListWorker(workerFetch, mode);
        workers.push(worker);
        return worker as unknown as Worker;
      },
    });
    return { client, pageCalls, workers };
  };
  const rowsOf = () => {
    const rows: { id: string }[] = [];
    return { rows, onRows: (batch: { id: string }[]) => void rows.push(...batch) };
  };

  it('the worker asks with the key and without page_number; the page’s fetch is not used; the rows are the ordinary reading’s', async () => {
    const { client, pageCalls, workers } = through(fetchFromApp(sandbox) as (url: string, init: RequestInit) => Promise<Response>);
    const { rows, onRows } = rowsOf();
    const answer = await client.meetings.streamList({ page_size: 500, search: 'a' }, { version: 'v1', onRows });
    expect(pageCalls).toEqual([]);
    expect(workers[0]!.asked).toEqual([
      { url: 'http://sandbox.test/api/external/v1/meetings?page_size=100&search=a', headers: { 'X-Api-Key': 'sandbox-demo-key', Accept: 'application/json' } },
    ]);
    expect(workers[0]!.terminated).toBe(true);
    const whole = await through(fetchFromApp(sandbox) as never).client.meetings.listAll({ search: 'a' }, { version: 'v1' });
    expect(rows).toEqual(whole.meetings);
    expect(answer.count).toBe(rows.length);
  });

  it('maps its refusals as the ordinary answers are mapped', async () => {
    const limited = await failure(through(answering('{"error":"slow down"}', { status: 429, headers: { 'Retry-After': '4' } })).client.meetings.streamList({}, rowsOf()));
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 4000 });
    const refused = await failure(through(answering(JSON.stringify(readSample('error_401_invalid_api_key.json')), { status: 401 })).client.meetings.streamList({}, rowsOf()));
    expect(refused.kind).toBe('unauthorized');
    const unreachable = await failure(through(() => Promise.reject(new TypeError('Failed to fetch'))).client.meetings.streamList({}, rowsOf()));
    expect(unreachable.kind).toBe('network');
    const page = await failure(through(answering('<!doctype html><html><body>Sign in</body></html>')).client.meetings.streamList({}, rowsOf()));
    expect(page.message).toContain('It is not JSON.');
    const noBody = await failure(through(async () => new Response(null, { status: 204 })).client.meetings.streamList({}, rowsOf()));
    expect(noBody).toMatchObject({ kind: 'invalid_response' });
    const links = Array.from({ length: 150 }, (_, i) => ({ id: `m${i}`, sid: `s${i}` }));
    const badLink = await failure(through(answering(JSON.stringify({ meetings: [...links, { id: 7, sid: 'x' }], pagination: {} }))).client.meetings.streamList({}, rowsOf()));
    expect(badLink.message).toContain('meetings[150].id: expected string');
  });

  it('a worker that stops is said as Slotboard’s own failure; one that does not start leaves the page to ask', async () => {
    const dies = await failure(through(answering('{}'), 'dies').client.meetings.streamList({}, rowsOf()));
    expect(dies).toMatchObject({ kind: 'network' });
    expect(dies.message).toMatch(/its own reader failed/);
    const { client, pageCalls } = through(answering('{}'), 'fails');
    const { rows, onRows } = rowsOf();
    await client.meetings.streamList({}, { onRows });
    expect(pageCalls).toEqual(['http://sandbox.test/api/external/v2/meetings']);
    expect(rows).toHaveLength(250);
  });

  it('is not cut while bytes keep coming, and times out when they stop', async () => {
    const encoder = new TextEncoder();
    let i = 0;
    const steady = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 25));
        if (i === 8) return controller.close();
        controller.enqueue(encoder.encode(`${i === 0 ? '{"meetings":[' : ','}{"id":"m${i}","sid":"s${i}"}${i === 7 ? '],"pagination":{}}' : ''}`));
        i++;
      },
    });
    const { rows, onRows } = rowsOf();
    await through(answering(steady), 'works', 60).client.meetings.streamList({}, { onRows });
    expect(rows).toHaveLength(8);
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(encoder.encode('{"meetings":[{"id":"m1","sid":"s1"},')) });
    const { client, workers } = through(answering(stalled), 'works', 60);
    const error = await failure(client.meetings.streamList({}, rowsOf()));
    expect(error.kind).toBe('timeout');
    expect(workers[0]!.terminated).toBe(true);
  });
});

