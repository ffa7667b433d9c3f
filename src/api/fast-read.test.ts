import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
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
    // The list before the refused id has already been rewritten (null → []) by the time the id is read.
    odd.meetings[0] = { ...odd.meetings[0], fees: null, durations_possible: [15.5] };
    const again = vi.fn(() => JSON.parse(JSON.stringify(odd)));
    const reading = readAnswer(meetingListSchema, JSON.parse(JSON.stringify(odd)), again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(zod).toHaveBeenCalledTimes(1);
    expect(reading.success).toBe(false);
    expect(zod.mock.calls[0]?.[0]).toStrictEqual(odd);
  });

  it('lets zod read an unknown kind, so the link still reads as "unknown"', () => {
    const odd = JSON.parse(text) as { meetings: Record<string, unknown>[] };
    odd.meetings[0]!.kind = 'webinar';
    const reading = readAnswer(meetingListSchema, odd, () => JSON.parse(JSON.stringify(odd)));
    expect(reading.success && reading.data.meetings[0]?.kind).toBe('unknown');
  });

  it('drops keys the schema does not name, on a new object', () => {
    const input = JSON.parse(text) as { meetings: Record<string, unknown>[] };
    input.meetings[0]!.brand_new = 1;
    const reading = readAnswer(meetingListSchema, input, () => JSON.parse(text));
    expect(reading.success && reading.data.meetings[0]).not.toHaveProperty('brand_new');
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
