import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { createHostileApp } from '../../sandbox/hostile';
import { readSample, sampleNames } from '../testing/samples';
import { envelopeOf, listScanner, ListStreamError, MAX_TOKEN_CHARS, scanSession } from './list-scanner';
import { openListRequest, ReaderFailure, readListStream } from './list-stream';
import { answering, FakeListWorker } from '../testing/fake-list-worker';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A seeded generator: every run meets the same pieces. */
const seeded = (seed: number) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

/** The scanner's reading of `text` fed in pieces cut by `cuts`: the list, the rest, or what it refused. */
function scan(text: string, listKey: string, cuts: number[] = []) {
  const scanner = listScanner(listKey);
  const items: unknown[] = [];
  const feed = (piece: string) => {
    const batch = scanner.feed(piece);
    if (batch !== null) items.push(...(JSON.parse(batch) as unknown[]));
  };
  try {
    let from = 0;
    for (const cut of [...cuts, text.length]) {
      feed(text.slice(from, cut));
      from = cut;
    }
    const end = scanner.end();
    expect(scanner.count).toBe(items.length);
    return { ok: true as const, items, sawList: end.sawList, envelope: envelopeOf(end, listKey) };
  } catch (error) {
    // Only the scanner's own refusal or JSON.parse's: anything else is a fault of the scanner.
    if (!(error instanceof ListStreamError || error instanceof SyntaxError)) throw error;
    return { ok: false as const };
  }
}

/** What JSON.parse makes of the same text, split the way the scanner splits it. */
function parsed(text: string, listKey: string) {
  try {
    const whole = JSON.parse(text) as unknown;
    if (typeof whole !== 'object' || whole === null || Array.isArray(whole)) return { ok: false as const };
    const list = (whole as Record<string, unknown>)[listKey];
    if (!Array.isArray(list)) return { ok: true as const, items: [], sawList: false, envelope: whole };
    const envelope = JSON.parse(text) as Record<string, unknown>;
    Object.defineProperty(envelope, listKey, { value: [], enumerable: true, writable: true, configurable: true });
    return { ok: true as const, items: list, sawList: true, envelope };
  } catch {
    return { ok: false as const };
  }
}

const randomCuts = (length: number, random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * (length + 1))).sort((a, b) => a - b);

/** Strings that break a careless scanner: quotes, backslashes, brackets and commas inside strings. */
const TRICKY = ['a"b', 'a\\', '\\', '\\"', '},{"', '],[', '{', '}', '[', ']', ',', ':', 'é ü 漢字', '😀', '\u2028', '\\\\"}', ' \n\t'];

function trickyDoc(random: () => number): Json {
  const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const value = (depth: number): Json => {
    const r = random();
    if (depth > 3 || r < 0.3) return pick<Json>([null, true, false, 0, -1.5e-3, 12345678901234, pick(TRICKY), '']);
    if (r < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(TRICKY) + String(Math.floor(random() * 9)), value(depth + 1)]));
  };
  const items = Array.from({ length: Math.floor(random() * 12) }, () => value(1));
  const before = random() < 0.5 ? { [pick(TRICKY)]: value(1) } : {};
  return { ...before, meetings: items, pagination: { total_records: items.length, page_size: pick([null, 100]) }, [pick(TRICKY)]: value(2) };
}

/** The same document written three ways: compact, pretty and with white space everywhere allowed. */
const writings = (doc: Json) => [JSON.stringify(doc), JSON.stringify(doc, null, 2), spaced(doc)];

/** JSON with every kind of white space between all of its tokens. */
function spaced(value: Json): string {
  const ws = ' \r\n\t ';
  if (Array.isArray(value)) return `[${ws}${value.map(spaced).join(`${ws},${ws}`)}${ws}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}${ws}:${ws}${spaced(v)}`);
    return `{${ws}${entries.join(`${ws},${ws}`)}${ws}}`;
  }
  return JSON.stringify(value);
}

describe('listScanner', () => {
  it('reads every vendor sample as JSON.parse does, cut anywhere', () => {
    const random = seeded(7);
    let checked = 0;
    for (const name of sampleNames()) {
      const sample = readSample(name);
      if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) continue;
      for (const listKey of Object.keys(sample)) {
        for (const text of writings(sample as Json)) {
          const want = parsed(text, listKey);
          for (let round = 0; round < 4; round++) {
            expect(scan(text, listKey, randomCuts(text.length, random, round * 5))).toEqual(want);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('reads documents full of quotes, backslashes and brackets inside strings, cut at every character', () => {
    const random = seeded(11);
    for (let round = 0; round < 150; round++) {
      const doc = trickyDoc(random);
      for (const text of writings(doc)) {
        const want = parsed(text, 'meetings');
        expect(want.ok).toBe(true);
        // Cut at every position, and in pieces of one character.
        if (text.length < 400) expect(scan(text, 'meetings', Array.from({ length: text.length }, (_, i) => i))).toEqual(want);
        for (let k = 0; k < 5; k++) expect(scan(text, 'meetings', randomCuts(text.length, random, 1 + k * 3))).toEqual(want);
      }
    }
  });

  it('accepts what JSON.parse accepts and refuses what it refuses, over thousands of damaged documents', () => {
    const random = seeded(23);
    const damage = (text: string) => {
      const at = Math.floor(random() * text.length);
      const r = random();
      const ch = '{}[]",:\\ 0an-e.'[Math.floor(random() * 16)]!;
      if (r < 0.33) return text.slice(0, at) + text.slice(at + 1);
      if (r < 0.66) return text.slice(0, at) + ch + text.slice(at);
      return text.slice(0, at) + ch + text.slice(at + 1);
    };
    let refused = 0;
    let accepted = 0;
    for (let round = 0; round < 4000; round++) {
      const text = damage(JSON.stringify(trickyDoc(random)));
      const want = parsed(text, 'meetings');
      // Decided on purpose: a second "meetings" array after the first is refused (its first went out already).
      if (want.ok && (text.match(/"meetings"\s*:\s*\[/g)?.length ?? 0) > 1) continue;
      const got = scan(text, 'meetings', randomCuts(text.length, random, 3));
      expect(got.ok, text).toBe(want.ok);
      if (want.ok) {
        expect(got).toEqual(want);
        accepted++;
      } else refused++;
    }
    expect(refused).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(200);
  });

  it('never accepts a truncated answer', () => {
    const text = JSON.stringify({ meetings: [{ id: 'a', name: 'x"},{' }, { id: 'b' }], pagination: { total_records: 2 } });
    for (let cut = 0; cut < text.length; cut++) expect(scan(text.slice(0, cut), 'meetings').ok, text.slice(0, cut)).toBe(false);
    expect(scan(`${text} \n`, 'meetings').ok).toBe(true);
  });

  it('refuses what is not one object with its list, and a list sent twice', () => {
    for (const text of ['', '[]', '"meetings"', '{"meetings":[1]}{}', '{"meetings":[1],"meetings":[2]}', '{"meetings":[1,]}', '{"meetings":[{]}', '{"meetings":[{"a":1}{"b":2}]}', '{"meetings":[[1}]}', '{"meetings":[],"p":1 "q":2}', '{"a" 1}', '{1:2}']) {
      expect(scan(text, 'meetings').ok, text).toBe(false);
      // And a character at a time, so that no two elements are ever read in one run.
      expect(scan(text, 'meetings', Array.from({ length: text.length }, (_, i) => i)).ok, text).toBe(false);
    }
    // Not a list: left in the envelope for the schema to refuse.
    expect(scan('{"meetings":null,"pagination":{}}', 'meetings')).toEqual({ ok: true, items: [], sawList: false, envelope: { meetings: null, pagination: {} } });
    // "__proto__" stays an own key, as JSON.parse keeps it.
    const proto = scan('{"__proto__":{"polluted":1},"meetings":[]}', 'meetings');
    expect(proto.ok && Object.getPrototypeOf(proto.envelope)).toBe(Object.prototype);
    expect(proto.ok && Object.keys(proto.envelope)).toEqual(['__proto__', 'meetings']);
  });

  it('keeps the last value of a repeated key, and refuses an endless run of keys beside the list', () => {
    expect(scan('{"p":1,"meetings":[],"p":{"a":2}}', 'meetings')).toEqual({ ok: true, items: [], sawList: true, envelope: { p: { a: 2 }, meetings: [] } });
    const scanner = listScanner('meetings', 1000);
    scanner.feed('{"meetings":[]');
    expect(() => {
      for (let i = 0; i < 200; i++) scanner.feed(`,"k${i}":"${'x'.repeat(20)}"`);
    }).toThrow(ListStreamError);
    // The same key over and over counts once.
    const again = listScanner('meetings', 1000);
    again.feed('{"meetings":[]');
    for (let i = 0; i < 200; i++) again.feed(`,"k":"${'x'.repeat(20)}"`);
    again.feed('}');
    expect(again.end().others).toEqual([['k', `"${'x'.repeat(20)}"`]]);
  });

  it('reads a long element sent in tiny pieces as one whole', () => {
    const long = { id: 'big', description: 'ab"c\\d'.repeat(60_000) };
    const text = JSON.stringify({ meetings: [{ id: 'a' }, long, { id: 'z' }], pagination: {} });
    const bytes = new TextEncoder().encode(text);
    const session = scanSession('meetings');
    const items: unknown[] = [];
    let end: unknown = null;
    for (let i = 0; i < bytes.length; i += 512) {
      session.take({ bytes: bytes.subarray(i, i + 512) }, (out) => {
        if ('batch' in out) items.push(...(JSON.parse(out.batch) as unknown[]));
      });
    }
    session.take({ end: true }, (out) => {
      if ('batch' in out) items.push(...(JSON.parse(out.batch) as unknown[]));
      if ('end' in out) end = out.end;
      if ('refused' in out) end = out.refused;
    });
    expect(items).toEqual([{ id: 'a' }, long, { id: 'z' }]);
    expect(end).toEqual({ sawList: true, others: [['pagination', '{}']] });
  });

  it('holds no piece of text longer than its limit: an endless value or endless white space is refused', () => {
    const limit = 1000;
    const endless = (open: string, piece: string) => {
      const scanner = listScanner('meetings', limit);
      scanner.feed(open);
      for (let i = 0; i < 100; i++) scanner.feed(piece);
    };
    expect(() => endless('{"meetings":[{"name":"', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toThrow(ListStreamError);
    expect(() => endless('{"pagination":', '[[[[[[[[[[[[[[[[[[[[[[[[[[')).toThrow(ListStreamError);
    expect(() => endless('{"meetings":[', '                       ')).toThrow(ListStreamError);
    expect(() => endless('{"meetings":[1', '0000000000000000000000')).toThrow(ListStreamError);
    // Many short elements are fine: the limit is on one piece.
    const scanner = listScanner('meetings', limit);
    scanner.feed('{"meetings":[');
    for (let i = 0; i < 1000; i++) scanner.feed(`${i ? ',' : ''}{"id":"${i}","name":"a link of its own"}`);
    scanner.feed('],"pagination":{}}');
    expect(scanner.count).toBe(1000);
    expect(scanner.end().sawList).toBe(true);
    expect(MAX_TOKEN_CHARS).toBeGreaterThanOrEqual(1_000_000);
  });
});

/** A body that sends `text` and then waits, as a slow answer does; it tells whether it was cancelled. */
function openBody(text: string) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

/** A body that arrives in the given pieces of bytes. */
const bodyOf = (bytes: Uint8Array, cuts: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      let from = 0;
      for (const cut of [...cuts, bytes.length]) {
        controller.enqueue(bytes.slice(from, cut));
        from = cut;
      }
      controller.close();
    },
  });

/** A list that never ends, 200 links a piece, and how many pieces it has sent. */
function endlessList() {
  const run = Array.from({ length: 200 }, (_, i) => `{"id":"m${i}"}`).join(',');
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode(`${sent++ === 0 ? '{"meetings":[' : ','}${run}`));
    },
  });
  return { body, sent: () => sent };
}

describe('readListStream', () => {

  it('reads the sandbox’s and the hostile workspace’s answers as JSON.parse does, whatever the byte boundaries (inside a character too)', async () => {
    const random = seeded(5);
    const sandbox = createSandboxApp({ seed: { meetings: 700 } });
    const hostile = createHostileApp();
    for (const [app, path] of [
      [sandbox, '/api/external/v2/meetings?page_size=100'],
      [sandbox, '/api/external/v1/meetings?page_size=100&search=a'],
      [hostile, '/api/external/v2/meetings?page_size=100'],
    ] as const) {
      const res = await app.fetch(new Request(`http://sandbox.test${path}`, { headers: { 'X-Api-Key': 'sandbox-demo-key' } }));
      const bytes = new Uint8Array(await res.arrayBuffer());
      const want = JSON.parse(new TextDecoder().decode(bytes)) as { meetings: unknown[] };
      expect(want.meetings.length).toBeGreaterThan(50);
      for (let round = 0; round < 3; round++) {
        const items: unknown[] = [];
        const offsets: number[] = [];
        const result = await readListStream(bodyOf(bytes, randomCuts(bytes.length, random, 40)), {
          listKey: 'meetings',
          onItems: (batch, text, offset) => {
            expect(JSON.parse(text)).toEqual(batch);
            offsets.push(offset);
            items.push(...batch);
          },
        });
        expect(items).toEqual(want.meetings);
        expect(result.count).toBe(want.meetings.length);
        expect(offsets[0]).toBe(0);
        expect(result.end && envelopeOf(result.end, 'meetings')).toEqual({ ...want, meetings: [] });
      }
    }
  });

  it('stops at the most one answer may be, and says why', async () => {
    const { body, sent } = endlessList();
    const result = await readListStream(body, { listKey: 'meetings', maxBytes: 100_000, onItems: () => undefined });
    expect(result).toMatchObject({ end: null, stoppedBy: 'size' });
    expect(result.count).toBeGreaterThan(1000);
    expect(sent()).toBeLessThan(60);
  });

  it('stops reading when told, and cancels the rest of the body', async () => {
    let cancelled = false;
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new TextEncoder().encode(pulls === 1 ? '{"meetings":[' : `${pulls > 2 ? ',' : ''}{"id":"${pulls}"}`));
      },
      cancel() {
        cancelled = true;
      },
    });
    const result = await readListStream(body, { listKey: 'meetings', onItems: (_, __, offset) => offset < 4 });
    expect(result).toEqual({ end: null, count: 5, stoppedBy: 'caller' });
    expect(cancelled).toBe(true);
  });

  it('refuses a body whose elements are not JSON, and cancels it', async () => {
    const { body, cancelled } = openBody('{"meetings":[{"id":"1"},tru,{"id":"2"}');
    await expect(readListStream(body, { listKey: 'meetings', onItems: () => undefined })).rejects.toThrow(ListStreamError);
    expect(cancelled()).toBe(true);
  });
});

describe('openListRequest: the worker asks for the answer and reads it', () => {
  const sandboxBytes = async (meetings: number) => {
    const sandbox = createSandboxApp({ seed: { meetings } });
    const res = await sandbox.fetch(new Request('http://sandbox.test/api/external/v2/meetings?page_size=100', { headers: { 'X-Api-Key': 'sandbox-demo-key' } }));
    return new Uint8Array(await res.arrayBuffer());
  };
  const init = (signal = new AbortController().signal) => ({ headers: { 'X-Api-Key': 'k', Accept: 'application/json' }, signal });
  const open = (worker: FakeListWorker, maxBytes?: number) => openListRequest({ listKey: 'meetings', maxBytes, worker: () => worker as unknown as Worker });

  it('reads the sandbox’s answer, cut anywhere, as JSON.parse does; the page never holds its body; the worker ends when closed', async () => {
    const bytes = await sandboxBytes(700);
    const want = JSON.parse(new TextDecoder().decode(bytes)) as { meetings: unknown[] };
    const worker = new FakeListWorker(answering(bodyOf(bytes, randomCuts(bytes.length, seeded(9), 30)), { headers: { 'Content-Type': 'application/json' } }));
    const request = (await open(worker))!;
    const response = await request.fetch('http://sandbox.test/api/external/v2/meetings?page_size=100', init());
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(worker.asked).toEqual([{ url: 'http://sandbox.test/api/external/v2/meetings?page_size=100', headers: { 'X-Api-Key': 'k', Accept: 'application/json' } }]);
    const items: unknown[] = [];
    let bytesHeard = 0;
    const result = await request.read(response, { onItems: (batch) => void items.push(...batch), onBytes: () => bytesHeard++ });
    expect(items).toEqual(want.meetings);
    expect(result.end && envelopeOf(result.end, 'meetings')).toEqual({ ...want, meetings: [] });
    expect(bytesHeard).toBeGreaterThan(20);
    request.close();
    expect(worker.terminated).toBe(true);
  });

  it('gives a refusal’s status, headers and text, for the ordinary error mapping', async () => {
    const worker = new FakeListWorker(answering('{"error":"Slow down"}', { status: 429, headers: { 'Retry-After': '3' } }));
    const response = await (await open(worker))!.fetch('http://sandbox.test/x', init());
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.text()).toBe('{"error":"Slow down"}');
  });

  it('rejects as fetch does when the request fails, and with ReaderFailure when the worker stops', async () => {
    const unreachable = new FakeListWorker(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect((await open(unreachable))!.fetch('http://sandbox.test/x', init())).rejects.toThrow(TypeError);
    const dies = new FakeListWorker(answering('{}'), 'dies');
    await expect((await open(dies))!.fetch('http://sandbox.test/x', init())).rejects.toThrow(ReaderFailure);
  });

  it('refuses a success with no body as no list (not a network failure), and says the worker’s own failure as such', async () => {
    const noBody = (await open(new FakeListWorker(async () => new Response(null, { status: 204 }))))!;
    const empty = await noBody.fetch('http://sandbox.test/x', init());
    expect(empty.status).toBe(204);
    await expect(noBody.read(empty, { onItems: () => undefined })).rejects.toThrow(ListStreamError);
    // A piece the scan cannot take: the worker's own failure, not the workspace's or the network's.
    const odd = new ReadableStream({ start: (controller) => controller.enqueue(null) }) as unknown as ReadableStream<Uint8Array>;
    const broken = (await open(new FakeListWorker(answering(odd))))!;
    const response = await broken.fetch('http://sandbox.test/x', init());
    await expect(broken.read(response, { onItems: () => undefined })).rejects.toThrow(ReaderFailure);
  });

  it('is null when the worker does not say it is ready in time (the page then asks and reads), and ends it', async () => {
    const worker = new FakeListWorker(answering('{}'), 'slow');
    const started = Date.now();
    expect(await openListRequest({ listKey: 'meetings', startMs: 80, worker: () => worker as unknown as Worker })).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(worker.terminated).toBe(true);
    expect(worker.asked).toEqual([]);
  });

  it('is null when the worker does not start (the page then asks and reads), and ends that worker', async () => {
    const worker = new FakeListWorker(answering('{}'), 'fails');
    expect(await open(worker)).toBeNull();
    expect(worker.terminated).toBe(true);
  });

  it('shows a slow answer’s links as they come; an abort ends the reading, the worker and the body', async () => {
    const { body, cancelled } = openBody('{"meetings":[{"id":"a"},');
    const worker = new FakeListWorker(answering(body));
    const request = (await open(worker))!;
    const controller = new AbortController();
    const response = await request.fetch('http://sandbox.test/x', init(controller.signal));
    const items: unknown[] = [];
    const reading = request.read(response, { signal: controller.signal, onItems: (batch) => void items.push(...batch) });
    await expect.poll(() => items).toEqual([{ id: 'a' }]);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
    await expect.poll(cancelled).toBe(true);
  });

  it('reads no further while 16 M characters of runs wait to be shown', async () => {
    let pulls = 0;
    const element = `{"id":"x","name":"${'n'.repeat(1000)}"}`;
    const piece = new TextEncoder().encode(`,${Array.from({ length: 1000 }, () => element).join(',')}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(pulls++ === 0 ? new TextEncoder().encode(`{"meetings":[${element}`) : piece);
      },
    });
    const worker = new FakeListWorker(answering(body), 'deaf');
    const request = (await open(worker))!;
    const controller = new AbortController();
    const response = await request.fetch('http://sandbox.test/x', init(controller.signal));
    let shown = 0;
    const reading = request.read(response, { signal: controller.signal, onItems: (batch) => void (shown += batch.length) });
    await expect.poll(() => shown, { timeout: 5000 }).toBeGreaterThan(16_000);
    await new Promise((r) => setTimeout(r, 100));
    // ~1 MB a piece: 16 pieces and the one that crossed the line; the streams' own buffers may hold two more.
    expect(pulls).toBeLessThanOrEqual(20);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops at the most one answer may be, and says why', async () => {
    const { body, sent } = endlessList();
    const request = (await open(new FakeListWorker(answering(body)), 100_000))!;
    const response = await request.fetch('http://sandbox.test/x', init());
    const result = await request.read(response, { onItems: () => undefined });
    expect(result).toMatchObject({ end: null, stoppedBy: 'size' });
    expect(result.count).toBeGreaterThan(1000);
    expect(sent()).toBeLessThan(60);
  });

  it('refuses an answer the worker’s scan refuses, and the worker stops reading it', async () => {
    const { body, cancelled } = openBody('{"meetings":[{"id":"1"}}');
    const request = (await open(new FakeListWorker(answering(body))))!;
    const response = await request.fetch('http://sandbox.test/x', init());
    await expect(request.read(response, { onItems: () => undefined })).rejects.toThrow(ListStreamError);
    await expect.poll(cancelled).toBe(true);
  });

  it('stops when the page has enough', async () => {
    const bytes = await sandboxBytes(300);
    const request = (await open(new FakeListWorker(answering(bodyOf(bytes, randomCuts(bytes.length, seeded(3), 10))))))!;
    const response = await request.fetch('http://sandbox.test/x', init());
    const result = await request.read(response, { onItems: () => false });
    expect(result).toMatchObject({ end: null, stoppedBy: 'caller' });
    expect(result.count).toBeGreaterThan(0);
  });
});
