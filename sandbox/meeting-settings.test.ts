import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { MEETING_V1, ajv, expectTable, expectVendorValid, pointer, type Table } from './contract-kit';

// A link's settings, durations and places: the sandbox's answers against the vendor's meetings.yaml,
// durations.yaml and spots.yaml (kept in contracts/), and what it refuses as the vendor does.

const KEY = 'sandbox-demo-key';
let app: ReturnType<typeof createSandboxApp>;
beforeEach(() => {
  app = createSandboxApp({ now: () => Date.parse('2026-11-21T12:00:00Z') });
});
async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(`/api/external${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
type Link = { sid: string; slug: string; name: string; hosts: { email: string }[]; durations: { duration: number }[] };
const links = async () => (await call('GET', '/v1/meetings')).body.meetings as Link[];
const members = async () =>
  ((await call('GET', '/v1/team_members')).body.team_members as { email: string; active: boolean }[]).filter(
    (m) => m.active,
  );

/** The vendor's schema of one answer, by file, path, method and status. */
function expectVendor(file: string, path: string, method: string, body: unknown) {
  const ref = `${file}#/paths/${pointer(path)}/${method}/responses/200/content/${pointer('application/json')}/schema`;
  const validate = ajv.compile({ $ref: ref });
  validate(body);
  expect(validate.errors ?? []).toEqual([]);
}
const OWN_DURATION: Table = {
  id: 'string',
  duration: 'int',
  is_default: 'boolean',
  created_at: 'string',
  updated_at: 'string',
};
const OWN_SPOT: Table = {
  id: 'string',
  spot: 'string',
  spot_phone_call_number: 'string?',
  spot_custom_text: 'string?',
  spot_in_person_location: 'string?',
  is_default: 'boolean',
  created_at: 'string',
  updated_at: 'string',
};

describe('PATCH /v1/meetings/{sid}', () => {
  it('answers the vendor schema and the link as changed; every field the vendor documents', async () => {
    const [link] = await links();
    const [a, b] = await members();
    const { status, body } = await call('PATCH', `/v1/meetings/${link!.sid}`, {
      hosts: [a!.email, b!.email.toUpperCase()],
      name: '  Renamed  ',
      slug: 'renamed-link',
      description: 'New words',
      kind: 'round_robin',
      duration: 50,
      start_time_increment: 15,
    });
    expect(status).toBe(200);
    expectVendorValid('meetings', '/meetings/{meeting_sid}', 'patch', body);
    expectTable(body.meeting, MEETING_V1, 'meeting');
    const m = body.meeting as Link & Record<string, unknown>;
    expect(m).toMatchObject({
      name: 'Renamed',
      slug: 'renamed-link',
      description: 'New words',
      kind: 'round_robin',
      duration: 50,
      start_time_increment: 15,
    });
    expect(m.hosts.map((h) => h.email)).toEqual([a!.email, b!.email]);
    // The list reads the change too, though the pinned clock leaves updated_at as the write set it.
    const again = (await links()).find((l) => l.sid === link!.sid)!;
    expect(again.name).toBe('Renamed');
    expect(
      (await call('PATCH', `/v1/meetings/${link!.sid}`, { hosts: [a!.email, b!.email], name: 'Twice' })).status,
    ).toBe(200);
    expect((await links()).find((l) => l.sid === link!.sid)!.name).toBe('Twice');
  });

  it('refuses a PATCH without hosts (400) and an empty host list (422), changing nothing', async () => {
    const [link] = await links();
    const none = await call('PATCH', `/v1/meetings/${link!.sid}`, { name: 'No hosts' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ hosts: ['Hosts are required'] });
    const empty = await call('PATCH', `/v1/meetings/${link!.sid}`, { hosts: [], name: 'No hosts' });
    expect(empty.status).toBe(422);
    expect((empty.body.errors as Record<string, string[]>).hosts).toEqual([
      'A scheduling link needs at least one host',
    ]);
    expect((await links()).find((l) => l.sid === link!.sid)!.name).toBe(link!.name);
  });

  it('says a taken slug, an odd slug, a host who is not a member and a duration out of range at their fields', async () => {
    const [one, two] = await links();
    const [a] = await members();
    const taken = await call('PATCH', `/v1/meetings/${one!.sid}`, { hosts: [a!.email], slug: two!.slug });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ slug: ['Slug has already been taken'] });
    const odd = await call('PATCH', `/v1/meetings/${one!.sid}`, {
      hosts: [a!.email, 'nobody@example.org', 'not an email'],
      slug: 'Has Spaces/',
      duration: 1441,
      start_time_increment: 0,
      kind: 'party',
      name: '  ',
    });
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.errors as object).sort()).toEqual([
      'duration',
      'hosts',
      'kind',
      'name',
      'slug',
      'start_time_increment',
    ]);
    expect((odd.body.errors as Record<string, string[]>).hosts).toEqual([
      'nobody@example.org is not a member of this workspace',
      '"not an email" is not an email address',
    ]);
    expect((await call('PATCH', '/v1/meetings/nope', { hosts: [a!.email] })).status).toBe(404);
  });

  it('sets the place texts on the places of their kind', async () => {
    const link = (await links()).find((l) =>
      (l as unknown as { spots: { spot: string }[] }).spots.some((s) => s.spot === 'in_person'),
    )!;
    const [a] = await members();
    const { body } = await call('PATCH', `/v1/meetings/${link.sid}`, {
      hosts: [a!.email],
      spot_in_person_location: '1 Harbour Road',
    });
    const spots = (body.meeting as { spots: { spot: string; in_person_location: string | null }[] }).spots;
    expect(spots.filter((s) => s.spot === 'in_person').every((s) => s.in_person_location === '1 Harbour Road')).toBe(
      true,
    );
  });

  it('answers 404 like an unknown route when the workspace lacks it, and a fault is served before any change', async () => {
    const [link] = await links();
    const [a] = await members();
    await app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: `/api/external/v1/meetings/${link!.sid}`, method: 'PATCH', status: 503, times: 1 }),
    });
    expect((await call('PATCH', `/v1/meetings/${link!.sid}`, { hosts: [a!.email], name: 'X' })).status).toBe(503);
    expect((await links()).find((l) => l.sid === link!.sid)!.name).toBe(link!.name);
    await app.request('/__sandbox/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ capabilities: { linkSettings: false, linkOptions: false } }),
    });
    expect((await call('PATCH', `/v1/meetings/${link!.sid}`, { hosts: [a!.email] })).status).toBe(404);
    expect((await call('GET', `/v1/meetings/${link!.sid}/durations`)).status).toBe(404);
  });
});

describe('durations of a link', () => {
  const path = '/meetings/{meeting_sid}/durations';
  it('lists, creates, gets, updates and deletes as durations.yaml says', async () => {
    const [link] = await links();
    const list = await call('GET', `/v1/meetings/${link!.sid}/durations`);
    expect(list.status).toBe(200);
    expectVendor('durations', path, 'get', list.body);
    const before = list.body.durations as { id: string; duration: number; is_default: boolean }[];
    for (const d of before) expectTable(d, OWN_DURATION, 'duration');
    expect(before.filter((d) => d.is_default)).toHaveLength(1);
    const free = [1, 7, 1440].find((n) => !before.some((d) => d.duration === n))!;
    const made = await call('POST', `/v1/meetings/${link!.sid}/durations`, { duration: free });
    expect(made.status).toBe(200);
    expectVendor('durations', path, 'post', made.body);
    expect(made.body.message).toBe('Duration created successfully');
    const id = (made.body.duration as { id: string }).id;
    const got = await call('GET', `/v1/meetings/${link!.sid}/durations/${id}`);
    expectVendor('durations', `${path}/{id}`, 'get', got.body);
    expect(got.body).toMatchObject({ duration: free, is_default: false });
    const changed = await call('PUT', `/v1/meetings/${link!.sid}/durations/${id}`, { duration: 1439 });
    expectVendor('durations', `${path}/{id}`, 'put', changed.body);
    expect(changed.body.duration).toMatchObject({ duration: 1439 });
    const gone = await call('DELETE', `/v1/meetings/${link!.sid}/durations/${id}`);
    expect(gone.status).toBe(200);
    expectVendor('durations', `${path}/{id}`, 'delete', gone.body);
    expect((await call('GET', `/v1/meetings/${link!.sid}/durations/${id}`)).status).toBe(404);
  });

  it('refuses a second default (409), minutes out of 1–1440 (422) and removing the last one (409)', async () => {
    const [link] = await links();
    const sid = link!.sid;
    const before = (await call('GET', `/v1/meetings/${sid}/durations`)).body.durations as {
      id: string;
      duration: number;
      is_default: boolean;
    }[];
    const free = [11, 13, 17].find((n) => !before.some((d) => d.duration === n))!;
    const second = await call('POST', `/v1/meetings/${sid}/durations`, { duration: free, is_default: true });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('Only one duration can be default');
    for (const duration of [0, 1441, 2.5, '30', undefined]) {
      const bad = await call('POST', `/v1/meetings/${sid}/durations`, { duration });
      expect(bad.status, String(duration)).toBe(422);
      expect(Object.keys(bad.body.errors as object)).toEqual(['duration']);
    }
    // Choosing another default: the old one is let go first, then the new one is asked.
    const made = (await call('POST', `/v1/meetings/${sid}/durations`, { duration: free })).body.duration as {
      id: string;
    };
    const old = before.find((d) => d.is_default)!;
    expect(
      (await call('PUT', `/v1/meetings/${sid}/durations/${made.id}`, { duration: free, is_default: true })).status,
    ).toBe(409);
    expect(
      (await call('PUT', `/v1/meetings/${sid}/durations/${old.id}`, { duration: old.duration, is_default: false }))
        .status,
    ).toBe(200);
    expect(
      (await call('PUT', `/v1/meetings/${sid}/durations/${made.id}`, { duration: free, is_default: true })).status,
    ).toBe(200);
    expect((await links()).find((l) => l.sid === sid)).toMatchObject({ duration: free });
    const all = (await call('GET', `/v1/meetings/${sid}/durations`)).body.durations as { id: string }[];
    for (const d of all.slice(1)) await call('DELETE', `/v1/meetings/${sid}/durations/${d.id}`);
    const last = await call('DELETE', `/v1/meetings/${sid}/durations/${all[0]!.id}`);
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('Cannot delete the last remaining duration');
    const left = (await call('GET', `/v1/meetings/${sid}/durations`)).body.durations as { is_default: boolean }[];
    expect(left).toHaveLength(1);
    expect(left[0]!.is_default).toBe(true);
  });
});

describe('places (spots) of a link', () => {
  const path = '/meetings/{meeting_sid}/spots';
  it('lists, creates, gets, updates and deletes as spots.yaml says, one default, never the last', async () => {
    const [link] = await links();
    const sid = link!.sid;
    const list = await call('GET', `/v1/meetings/${sid}/spots`);
    expectVendor('spots', path, 'get', list.body);
    for (const s of list.body.spots as unknown[]) expectTable(s, OWN_SPOT, 'spot');
    const made = await call('POST', `/v1/meetings/${sid}/spots`, {
      spot: 'phone_call',
      spot_phone_call_number: '+1 555 0100',
    });
    expect(made.status).toBe(200);
    expectVendor('spots', path, 'post', made.body);
    const id = (made.body.spot as { id: string }).id;
    expectVendor('spots', `${path}/{id}`, 'get', (await call('GET', `/v1/meetings/${sid}/spots/${id}`)).body);
    expect((await call('PUT', `/v1/meetings/${sid}/spots/${id}`, { is_default: true })).status).toBe(409);
    const changed = await call('PUT', `/v1/meetings/${sid}/spots/${id}`, {
      spot: 'custom',
      spot_custom_text: 'Call me',
    });
    expectVendor('spots', `${path}/{id}`, 'put', changed.body);
    expect(changed.body.spot).toMatchObject({ spot: 'custom', spot_custom_text: 'Call me' });
    expect((await call('POST', `/v1/meetings/${sid}/spots`, { spot: 'carrier_pigeon' })).status).toBe(422);
    expectVendor('spots', `${path}/{id}`, 'delete', (await call('DELETE', `/v1/meetings/${sid}/spots/${id}`)).body);
  });
});
