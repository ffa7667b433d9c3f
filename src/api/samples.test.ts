import { describe, expect, it } from 'vitest';
import { respondWith } from '../testing/fake-fetch';
import { readSample, sampleNames } from '../testing/samples';
import { createApiClient } from './client';
import { expectVendorValid } from '../../sandbox/contract-kit';
import { meetingListSchema, meetingSchema } from './meetings/schemas';
import { packageSchema } from './packages/schemas';

const clientFor = (fetchFn: typeof fetch) =>
  createApiClient({ baseUrl: 'https://acme.neetocal.com/', apiKey: 'secret-key-123', fetch: fetchFn });

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
      if (key in parsed)
        keptValues(value, (parsed as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
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
    [
      'v1_availabilities_create_response.json',
      (c) => c.availabilities.create({ email: 'a@b.co', name: 'x' }, { version: 'v1' }),
    ],
    [
      'v1_availabilities_create_response_older_doc_version.json',
      (c) => c.availabilities.create({ email: 'a@b.co', name: 'x' }, { version: 'v1' }),
    ],
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
        /meetings_list|packages|availabilities_create|availabilities_get|team_members|bookings|pagination|meeting_get/.test(
          n,
        ),
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

  it("reads the vendor's meetings, which carry no hosts, as hosts unlisted rather than none", () => {
    const list = readSample('v1_meetings_list_response_repo_example_2025-07.json') as { meetings: object[] };
    // Valid by the vendor's own OpenAPI, whose meeting schema has no `hosts`.
    expectVendorValid('meetings', '/meetings', 'get', list);
    const parsed = meetingListSchema.parse(list);
    expect(parsed.meetings.length).toBeGreaterThan(0);
    expect(parsed.meetings.every((m) => m.hostsUnlisted === true && m.hosts.length === 0)).toBe(true);
    expect(meetingSchema.parse(readSample('v1_meeting_get_response.json')).hostsUnlisted).toBe(true);
    // A link that says it has none is not unlisted.
    expect(meetingSchema.parse({ ...list.meetings[0], hosts: [] }).hostsUnlisted).toBeUndefined();
    expect(meetingSchema.parse({ ...list.meetings[0], hosts: null }).hostsUnlisted).toBe(true);
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
    const res = await clientFor(
      respondWith(200, { team_members: cli.data, pagination: cli.pagination }),
    ).teamMembers.list();
    expect(res.team_members[0]).toMatchObject({
      email: 'oliver@example.com',
      organization_role: 'Admin',
      profile_image_url: null,
    });
  });

  it('reads values of the samples, not just their shape', async () => {
    const packages = await clientFor(
      respondWith(200, readSample('v1_packages_list_item_repo_example_2025-07.json')),
    ).packages.list();
    expect(packages.packages[0]?.fee?.amount_in_smallest_currency_unit).toBe(10200);
    const free = await clientFor(
      respondWith(200, { packages: [{ id: 'p', name: 'Free', status: 'enabled', duration: 60, fee: [] }] }),
    ).packages.list();
    expect(free.packages[0]?.fee).toBeNull();
    const meetings = await clientFor(
      respondWith(200, readSample('v1_meetings_list_response_repo_example_2025-07.json')),
    ).meetings.list({}, { version: 'v1' });
    expect(meetings.meetings[0]).toMatchObject({
      sid: 'q2fnyb8',
      kind: 'one_on_one',
      durations_possible: [15, 30, 60],
      hosts: [],
    });
    expect(meetings.pagination.total_records).toBe(1);
  });

  it('tolerates nulls, missing fields and unknown enum values but requires ids', async () => {
    const lenient = await clientFor(
      respondWith(200, {
        meetings: [{ id: 'm1', sid: 's1', kind: 'webinar', spot: null, fees: null, hosts: null, brand_new: 1 }],
      }),
    ).meetings.list();
    expect(lenient.meetings[0]).toMatchObject({ kind: 'unknown', spot: 'unknown', fees: [], hosts: [] });
    expect(lenient.meetings[0]).not.toHaveProperty('brand_new');
    expect(lenient.pagination).toEqual({});
  });
});
