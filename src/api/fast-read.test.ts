import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createHostileApp } from '../../sandbox/hostile';
import { createSandboxApp } from '../../sandbox/app';
import { readSample, sampleNames } from '../testing/samples';
import { availabilityListSchema, availabilityResponseSchema, availabilityUpdateResponseSchema } from './availabilities/schemas';
import { bookingListSchema } from './bookings/schemas';
import { readAnswer } from './fast-read';
import { meetingAvailabilityResponseSchema, meetingListSchema, meetingSchema } from './meetings/schemas';
import { packageListSchema, packageSchema } from './packages/schemas';
import { teamMemberListSchema, teamMemberResponseSchema } from './team-members/schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Each response sample of ours, with the schema the fetch layer reads it with. */
const SAMPLES: [string, z.ZodMiniType][] = [
  ['v1_meetings_list_response_repo_example_2025-07.json', meetingListSchema],
  ['v1_meeting_get_response.json', meetingSchema],
  ['v1_meeting_availability_create_response.json', meetingAvailabilityResponseSchema],
  ['v1_packages_list_response.json', packageListSchema],
  ['v1_packages_list_item_repo_example_2025-07.json', packageListSchema],
  ['v2_packages_get_response.json', packageSchema],
  ['v1_availabilities_create_response.json', availabilityResponseSchema],
  ['v1_availabilities_create_response_older_doc_version.json', availabilityResponseSchema],
  ['v2_availabilities_get_response.json', availabilityResponseSchema],
  ['v1_availabilities_list_response.json', availabilityListSchema],
  ['v1_availabilities_update_response.json', availabilityUpdateResponseSchema],
  ['v1_team_members_list_response.json', teamMemberListSchema],
  ['neetokb_v1_team_members_list_response_sibling_product.json', teamMemberListSchema],
  ['v1_team_members_update_response.json', teamMemberResponseSchema],
  ['quickstart_bookings_list_response.json', bookingListSchema],
  ['v1_bookings_list_response_deprecated_v1_page.json', bookingListSchema],
  ['v1_bookings_list_response_older_page.json', bookingListSchema],
  ['pagination_example.json', bookingListSchema],
];

/** The fast reading and zod's, each of its own parse of the same text, side by side. */
function bothReadings(schema: z.ZodMiniType, text: string) {
  const fast = readAnswer(schema, JSON.parse(text), () => JSON.parse(text));
  const zod = schema.safeParse(JSON.parse(text));
  return { fast, zod };
}

function expectSameReading(schema: z.ZodMiniType, text: string) {
  const { fast, zod } = bothReadings(schema, text);
  expect(fast.success).toBe(zod.success);
  if (fast.success && zod.success) expect(fast.data).toStrictEqual(zod.data);
  if (!fast.success && !zod.success) expect(fast.error.issues).toStrictEqual(zod.error.issues);
}

const WRONG: Json[] = [null, 'text', '', 42, 1.5, 2 ** 60, -1, true, false, [], {}, [1, 'a', null], { x: 1 }];

/**
 * What a hostile or careless workspace might send instead of `value`: each part replaced by a
 * wrong kind of value, each key dropped, a key added (among them an own "__proto__"), an array
 * item repeated. The first few items of each array are varied, the rest kept.
 */
function* variants(value: Json): Generator<Json> {
  yield* WRONG;
  if (Array.isArray(value)) {
    for (let i = 0; i < Math.min(value.length, 2); i++) {
      for (const v of variants(value[i]!)) yield value.map((item, j) => (j === i ? v : item));
    }
    if (value.length > 0) yield [...value, value[0]!];
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      yield Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
      for (const v of variants(value[key]!)) yield { ...value, [key]: v };
    }
    yield { ...value, not_in_the_spec: 'x' };
    const withProto = { ...value };
    Object.defineProperty(withProto, '__proto__', { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
    yield withProto;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readAnswer gives what zod gives', () => {
  it('covers every response sample the fetch layer reads', () => {
    const named = new Set(SAMPLES.map(([name]) => name));
    const responses = sampleNames().filter(
      (n) => /response|example/.test(n) && /meeting|packages|availabilities|team_members_(list|update)|bookings|pagination/.test(n),
    );
    expect(responses.filter((n) => !named.has(n))).toEqual([]);
  });

  it.each(SAMPLES)('%s, and every hostile variant of it', (name, schema) => {
    const sample = readSample(name) as Json;
    expectSameReading(schema, JSON.stringify(sample));
    let count = 0;
    for (const variant of variants(sample)) {
      expectSameReading(schema, JSON.stringify(variant));
      count++;
    }
    // The walk reached into the sample, so a difference anywhere in it would have been seen.
    expect(count).toBeGreaterThan(WRONG.length * 3);
  });

  it('reads the sandbox workspace and the hostile one as zod does', async () => {
    const sandbox = createSandboxApp({ seed: { meetings: 250, members: 30 } });
    const hostile = createHostileApp();
    const get = async (app: { fetch: (r: Request) => Response | Promise<Response> }, path: string) => {
      const res = await app.fetch(new Request(`http://sandbox.test${path}`, { headers: { 'X-Api-Key': 'sandbox-demo-key' } }));
      return res.text();
    };
    const reads: [z.ZodMiniType, string][] = [
      [meetingListSchema, await get(sandbox, '/api/external/v2/meetings?page_number=2&page_size=100')],
      [teamMemberListSchema, await get(sandbox, '/api/external/v1/team_members?page_number=1&page_size=30')],
      [packageListSchema, await get(sandbox, '/api/external/v1/packages')],
      [bookingListSchema, await get(sandbox, '/api/external/v2/bookings?page_number=1&page_size=30')],
      [meetingListSchema, await get(hostile, '/api/external/v2/meetings?page_number=1&page_size=30')],
      [teamMemberListSchema, await get(hostile, '/api/external/v1/team_members?page_number=1&page_size=30')],
    ];
    for (const [schema, text] of reads) {
      expect(text.length).toBeGreaterThan(20);
      expectSameReading(schema, text);
    }
  });
});

/** A recursive schema: a node with children of its own kind. */
const node: z.ZodMiniType = z.object({
  name: z.string(),
  get children() {
    return z.optional(z.array(node));
  },
});

/**
 * Small made-up schemas with every kind of part zod has that the closures treat apart (or leave to
 * zod), each read from values that are absent, null, of the wrong kind and right. This table is what
 * a zod upgrade must pass: fast-read.ts reads zod's internals (decision 0004).
 */
const MADE_UP: [string, z.ZodMiniType][] = [
  ['optional', z.object({ f: z.optional(z.string()) })],
  ['nullable', z.object({ f: z.nullable(z.string()) })],
  ['nullish int', z.object({ f: z.nullish(z.int()) })],
  ['exactOptional', z.object({ f: z.exactOptional(z.string()) })],
  ['exactOptional in a pipe', z.object({ f: z.pipe(z.exactOptional(z.string()), z.transform((v) => v ?? 'none')) })],
  ['default', z.object({ f: z._default(z.string(), 'dflt') })],
  ['optional default', z.object({ f: z.optional(z._default(z.string(), 'dflt')) })],
  ['prefault', z.object({ f: z.prefault(z.string(), 'pre') })],
  ['transform on an absent key', z.object({ f: z.pipe(z.optional(z.string()), z.transform((v) => v ?? 'none')) })],
  ['list', z.object({ f: z.pipe(z.nullish(z.array(z.int())), z.transform((v) => v ?? [])) })],
  ['catch', z.object({ f: z.catch(z.enum(['a', 'b', 'caught']), 'caught') })],
  ['catch of an object', z.object({ f: z.catch(z.object({ a: z.string() }), { a: 'caught' }) })],
  ['codec', z.object({ f: z.codec(z.string(), z.string(), { decode: (s) => s.trim(), encode: (s) => s }) })],
  ['union of primitives', z.object({ f: z.union([z.string(), z.number()]) })],
  ['union of objects', z.object({ f: z.union([z.object({ a: z.string() }), z.object({ b: z.pipe(z.nullish(z.array(z.string())), z.transform((v) => v ?? [])) })]) })],
  ['xor', z.object({ f: z.xor([z.string(), z.number()]) })],
  ['discriminated union', z.object({ f: z.discriminatedUnion('k', [z.object({ k: z.literal('a'), a: z.string() }), z.object({ k: z.literal('b') })]) })],
  ['literal', z.object({ f: z.literal('x') })],
  ['record', z.object({ f: z.record(z.string(), z.number()) })],
  ['record of anything', z.object({ f: z.record(z.string(), z.unknown()), g: z.nullish(z.record(z.string(), z.unknown())) })],
  ['record of named keys', z.object({ f: z.record(z.enum(['a', 'k']), z.unknown()), g: z.optional(z.partialRecord(z.enum(['a']), z.unknown())) })],
  ['loose and strict objects', z.object({ f: z.looseObject({ a: z.optional(z.string()) }), g: z.optional(z.strictObject({ a: z.string() })) })],
  ['checks', z.object({ f: z.string().check(z.minLength(2)), g: z.optional(z.array(z.number()).check(z.maxLength(1))) })],
  ['tuple', z.object({ f: z.tuple([z.string(), z.number()]) })],
  ['unknown and any', z.object({ f: z.unknown(), g: z.any() })],
  ['a key Object.prototype has', z.object({ constructor: z.optional(z.string()), toString: z.nullish(z.string()) })],
  ['recursive', node],
];

const VALUES: (Json | undefined)[] = [undefined, null, 'x', ' y ', 'a', 'b', 'ab', 3, 2.5, 2 ** 60, true, [], [1], ['a'], [1, 2], ['a', 1], {}, { a: 'z' }, { b: null }, { a: 1 }, { k: 'a', a: 'q' }, { k: 'b' }, { x: 1 }, { x: 'y' }];

describe('readAnswer gives what zod gives, for every kind of schema part', () => {
  it.each(MADE_UP)('%s', (_, schema) => {
    for (const f of VALUES) {
      for (const g of [undefined, null, 'x', [5], { a: 'y' }]) {
        const input: Record<string, Json> = {};
        if (f !== undefined) input.f = f;
        if (g !== undefined) input.g = g;
        expectSameReading(schema, JSON.stringify(input));
        expectSameReading(schema, JSON.stringify({ ...input, extra: 1 }));
      }
    }
    expectSameReading(schema, JSON.stringify({ name: 'root', children: [{ name: 'a', children: [{ name: 'b' }] }, { name: 1 }] }));
    expectSameReading(schema, JSON.stringify({ name: 'root', children: [{ name: 'a', children: [] }] }));
    expectSameReading(schema, '[]');
    expectSameReading(schema, 'null');
  });
});

describe('a record of anything', () => {
  const schema = z.object({ f: z.nullish(z.record(z.string(), z.unknown())) });
  it.each([
    '{"f":{"a":1,"b":[1,{"c":null}],"10":"x","2":"y"}}',
    '{"f":{}}',
    '{"f":{"__proto__":{"polluted":true},"a":1}}',
    '{"f":{"a":{"__proto__":1}}}',
    '{"f":[1]}',
    '{"f":"x"}',
  ])('%s is read as zod reads it', (text) => expectSameReading(schema, text));

  it('is the answer’s own object, read without zod', () => {
    const input = JSON.parse('{"f":{"a":1}}') as { f: object };
    const zod = vi.spyOn(schema, 'safeParse');
    const reading = readAnswer(schema, input, () => JSON.parse('{"f":{"a":1}}'));
    expect(zod).not.toHaveBeenCalled();
    expect(reading.success && reading.data.f).toBe(input.f);
  });
});

describe('readAnswer takes the quick way only for an ordinary answer', () => {
  const text = JSON.stringify(readSample('v1_meetings_list_response_repo_example_2025-07.json'));

  it('reads an ordinary answer without zod, and keeps the answer objects', () => {
    const zod = vi.spyOn(meetingListSchema, 'safeParse');
    const input = JSON.parse(text) as { meetings: unknown[] };
    const reading = readAnswer(meetingListSchema, input, () => JSON.parse(text));
    expect(zod).not.toHaveBeenCalled();
    expect(reading.success && reading.data.meetings[0]).toBe(input.meetings[0]);
  });

  it('hands zod a fresh parse when a part is out of the ordinary', () => {
    const zod = vi.spyOn(meetingListSchema, 'safeParse');
    const odd = JSON.parse(text) as { meetings: Record<string, unknown>[] };
    // The fee list before the refused duration (15.5 is no whole minute) has already been rewritten
    // (null → []) by the time the duration is read.
    odd.meetings[0] = { ...odd.meetings[0], fees: null, durations_possible: [15.5] };
    const oddText = JSON.stringify(odd);
    const again = vi.fn(() => JSON.parse(oddText));
    const reading = readAnswer(meetingListSchema, JSON.parse(oddText), again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(zod).toHaveBeenCalledTimes(1);
    expect(reading.success).toBe(false);
    expect(zod.mock.calls[0]?.[0]).toStrictEqual(JSON.parse(oddText));
  });

  it('lets zod read an unknown kind, so the link still reads as "unknown"', () => {
    const odd = JSON.parse(text) as { meetings: Record<string, unknown>[] };
    odd.meetings[0]!.kind = 'webinar';
    const reading = readAnswer(meetingListSchema, odd, () => JSON.parse(JSON.stringify(odd)));
    expect(reading.success && reading.data.meetings[0]?.kind).toBe('unknown');
  });

  it('drops keys the schema does not name, on a new object, without zod', () => {
    const zod = vi.spyOn(meetingListSchema, 'safeParse');
    const input = JSON.parse(text) as { meetings: Record<string, unknown>[] };
    const answered = input.meetings[0]!;
    answered.brand_new = 1;
    const reading = readAnswer(meetingListSchema, input, () => JSON.parse(text));
    expect(zod).not.toHaveBeenCalled();
    const [first] = reading.success ? reading.data.meetings : [];
    expect(first).not.toHaveProperty('brand_new');
    expect(first).not.toBe(answered);
    expect(first).toStrictEqual(meetingListSchema.parse(JSON.parse(text)).meetings[0]);
  });

  it('leaves the answer to zod when Object.prototype has been given one of its keys, even a hidden one', () => {
    const zod = vi.spyOn(meetingListSchema, 'safeParse');
    readAnswer(meetingListSchema, JSON.parse(text), () => JSON.parse(text));
    expect(zod).not.toHaveBeenCalled();
    Object.defineProperty(Object.prototype, 'slug', { value: 'inherited', enumerable: false, configurable: true, writable: true });
    try {
      const reading = readAnswer(meetingListSchema, JSON.parse(text), () => JSON.parse(text));
      expect(zod).toHaveBeenCalledTimes(1);
      expect(reading.success).toBe(true);
    } finally {
      delete (Object.prototype as Record<string, unknown>).slug;
    }
  });

  it('leaves the answer to zod when Object.prototype has been given keys', () => {
    const zod = vi.spyOn(meetingListSchema, 'safeParse');
    Object.defineProperty(Object.prototype, 'meetings', { value: [], enumerable: true, configurable: true, writable: true });
    try {
      readAnswer(meetingListSchema, JSON.parse(text), () => JSON.parse(text));
    } finally {
      delete (Object.prototype as Record<string, unknown>).meetings;
    }
    expect(zod).toHaveBeenCalledTimes(1);
  });
});
