import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ActivityEntry } from '@/lib/activity/log';
import type { ReportRow } from '@/lib/bulk/report';
import { readLastSent } from '@/lib/link-hours';
import { emptyWeek } from '@/lib/time/periods';
import { MemoryStorage } from '@/testing/memory-storage';
import { readLink, revertActions, type RevertPayload } from './revert-run-actions';

// A row of a "Revert run" reads its record once more just before sending: a record changed since the
// revert was prepared is not sent, and nothing is sent when the record cannot be read.

const nine = { start_time: '09:00 AM', end_time: '05:00 PM' };
const ten = { start_time: '10:00 AM', end_time: '11:00 AM' };

const holidayEntry = (): ActivityEntry => ({
  id: 'e1',
  at: '2026-11-27T09:00:00.000Z',
  workspaceId: 'w1',
  workspaceLabel: 'Acme',
  resourceKind: 'availability',
  resourceId: 'av1',
  action: 'update',
  what: 'Holidays of Ana',
  result: 'saved',
  // Dec 24 held 10–11 before the run, which set it unavailable; Dec 25 held nothing and was set unavailable too.
  before: { overrides: [{ date: '2026-12-24', periods: [ten] }] },
  after: {
    overrides: [
      { date: '2026-12-24', periods: [] },
      { date: '2026-12-25', periods: [] },
    ],
  },
});

const linkEntry = (): ActivityEntry => ({
  ...holidayEntry(),
  resourceKind: 'link_hours',
  resourceId: 'intro',
  what: 'Weekly hours of Intro call',
  before: undefined,
  after: { periods: [{ wday: 'monday', ...nine }], time_zone: 'Asia/Tokyo' },
});

const row = (payload: unknown): ReportRow => ({
  id: 'r1',
  label: 'Ana',
  payload,
  state: { status: 'queued' },
  sends: 0,
  attempts: 1,
});

function fakeClient(answers: { availability?: () => unknown; meetings?: () => unknown } = {}) {
  const client = {
    availabilities: {
      get: vi.fn(async () => answers.availability?.()),
      update: vi.fn(async () => ({ availability: { id: 'av1' } })),
    },
    meetings: {
      list: vi.fn(async () => answers.meetings?.()),
      updateHoursV2: vi.fn(async () => ({ meeting: { updated_at: '2026-11-27T10:00:00Z' } })),
      updateAvailability: vi.fn(async () => ({ meeting: {} })),
    },
  };
  return { client, context: { client: client as unknown as ApiClient, workspaceId: 'w1', workspaceLabel: 'Acme' } };
}

const availabilityPayload = (): RevertPayload => ({
  kind: 'availability',
  entry: holidayEntry(),
  version: 'v2',
  words: 'Dec 24, Dec 25',
});
const current = (overrides: unknown[]) => () => ({
  id: 'av1',
  periods: [
    { wday: 'monday', ...nine },
    { wday: 'unknown', ...ten },
    { wday: null, ...ten },
  ],
  overrides,
});

describe('revertActions: a line that cannot be read', () => {
  it('sends nothing, and says why', async () => {
    const { client, context } = fakeClient();
    const actions = revertActions(context, row({ kind: 'widget' }));
    await expect(actions.run(new AbortController().signal)).rejects.toThrow(
      'This line of the report could not be read back, so it was not sent.',
    );
    expect(client.availabilities.update).not.toHaveBeenCalled();
  });
});

describe('revertActions: a line whose entry is not a record', () => {
  it('sends nothing, for either kind of line', async () => {
    const { context } = fakeClient();
    for (const entry of [null, 'entry', 5]) {
      const lines = [
        { kind: 'availability', entry, version: 'v2', words: 'w' },
        {
          kind: 'link',
          entry,
          listVersion: 'v1',
          words: 'w',
          put: { periods: [], timeZone: null, name: 'n', search: 's', updatedAt: null },
        },
      ];
      for (const line of lines) {
        await expect(revertActions(context, row(line)).run(new AbortController().signal)).rejects.toThrow(
          'could not be read back',
        );
      }
    }
  });
});

describe('revertActions: an availability', () => {
  it('puts back the dates the run set, as they were, keeping the weekly hours it reads (known days only)', async () => {
    const { client, context } = fakeClient({
      availability: current([
        { date: '2026-12-24', periods: [] },
        { date: '2026-12-25', periods: [] },
        { date: '2027-01-01', periods: [] },
      ]),
    });
    const actions = revertActions(context, row(availabilityPayload()));
    await actions.run(new AbortController().signal);
    expect(client.availabilities.get).toHaveBeenCalledWith('av1', expect.objectContaining({ version: 'v2' }));
    expect(client.availabilities.update).toHaveBeenCalledWith(
      'av1',
      {
        periods: [{ wday: 'monday', ...nine }],
        overrides: [{ date: '2026-12-24', periods: [ten] }, { date: '2026-12-25' }],
      },
      expect.objectContaining({ version: 'v2' }),
    );
  });

  it('logs the row in the run’s shape: what the run set before, what is sent after, with the revert in words', () => {
    const { context } = fakeClient();
    const { activity } = revertActions(context, row(availabilityPayload()));
    expect(activity).toEqual({
      workspaceId: 'w1',
      workspaceLabel: 'Acme',
      resourceKind: 'availability',
      resourceId: 'av1',
      action: 'update',
      what: 'Holidays of Ana',
      change: 'Revert: Dec 24, Dec 25',
      before: {
        overrides: [
          { date: '2026-12-24', periods: [] },
          { date: '2026-12-25', periods: [] },
        ],
      },
      after: { overrides: [{ date: '2026-12-24', periods: [ten] }, { date: '2026-12-25' }] },
    });
  });

  it('logs nothing to put back when the run’s entry kept no dates, and leaves out a date the run removed', () => {
    const { context } = fakeClient();
    const noAfter = revertActions(
      context,
      row({ ...availabilityPayload(), entry: { ...holidayEntry(), after: undefined } }),
    );
    expect(noAfter.activity).toMatchObject({ before: { overrides: [] }, after: { overrides: [] } });
    const removed = {
      ...holidayEntry(),
      after: { overrides: [{ date: '2026-12-24' }, { date: '2026-12-25', periods: [] }] },
    };
    expect(revertActions(context, row({ ...availabilityPayload(), entry: removed })).activity).toMatchObject({
      before: { overrides: [{ date: '2026-12-25', periods: [] }] },
    });
  });

  it('sends nothing when a date changed since the run', async () => {
    const { client, context } = fakeClient({
      availability: current([
        { date: '2026-12-24', periods: [nine] },
        { date: '2026-12-25', periods: [] },
      ]),
    });
    const actions = revertActions(context, row(availabilityPayload()));
    await expect(actions.run(new AbortController().signal)).rejects.toThrow(
      'Changed since the revert was prepared, so it was left as it is.',
    );
    expect(client.availabilities.update).not.toHaveBeenCalled();
  });

  it('sends nothing when the record cannot be read, in the read’s own words; a 429 is waited out instead', async () => {
    const refused = new ApiError({ kind: 'server', status: 502, message: 'The workspace had a problem.' });
    const { client, context } = fakeClient({ availability: () => Promise.reject(refused) });
    await expect(revertActions(context, row(availabilityPayload())).run(new AbortController().signal)).rejects.toThrow(
      'It could not be read before putting it back (The workspace had a problem.); nothing was sent.',
    );
    const busy = new ApiError({ kind: 'rate_limited', status: 429, message: 'Too many requests.' });
    const second = fakeClient({ availability: () => Promise.reject(busy) });
    await expect(
      revertActions(second.context, row(availabilityPayload())).run(new AbortController().signal),
    ).rejects.toBe(busy);
    expect(client.availabilities.update).not.toHaveBeenCalled();
  });

  it('is found applied once the record holds what it held before the run, not while it holds the run’s dates', async () => {
    const back = fakeClient({ availability: current([{ date: '2026-12-24', periods: [ten] }]) });
    expect(await revertActions(back.context, row(availabilityPayload())).verify!()).toBe(true);
    const still = fakeClient({
      availability: current([
        { date: '2026-12-24', periods: [] },
        { date: '2026-12-25', periods: [] },
      ]),
    });
    expect(await revertActions(still.context, row(availabilityPayload())).verify!()).toBe(false);
  });
});

describe('revertActions: a link’s weekly hours', () => {
  const put: Extract<RevertPayload, { kind: 'link' }>['put'] = {
    periods: [{ wday: 'tuesday', ...ten }],
    timeZone: 'Asia/Tokyo',
    name: 'Intro call',
    search: 'intro',
    updatedAt: '2026-11-27T09:00:00Z',
  };
  const payload = (patch: Partial<typeof put> = {}): RevertPayload => ({
    kind: 'link',
    entry: linkEntry(),
    listVersion: 'v1',
    words: 'Tue 10–11',
    put: { ...put, ...patch },
  });
  const listed = (updated_at: string | null) => () => ({
    meetings: [
      { sid: 'other', updated_at: 'x' },
      { sid: 'intro', updated_at },
    ],
  });

  it('sends the hours with their zone (v2) while the link is as the revert found it', async () => {
    const { client, context } = fakeClient({ meetings: listed('2026-11-27T09:00:00Z') });
    await revertActions(context, row(payload())).run(new AbortController().signal);
    expect(client.meetings.list).toHaveBeenCalledWith(
      { search: 'intro', page_number: 1, page_size: 100 },
      { version: 'v1' },
    );
    expect(client.meetings.updateHoursV2).toHaveBeenCalledWith(
      'intro',
      { periods: put.periods, time_zone: 'Asia/Tokyo' },
      expect.anything(),
    );
    expect(client.meetings.updateAvailability).not.toHaveBeenCalled();
  });

  it('sends the hours in the hosts’ zone (v1) when they were given in none', async () => {
    const { client, context } = fakeClient({ meetings: listed('2026-11-27T09:00:00Z') });
    await revertActions(context, row(payload({ timeZone: null }))).run(new AbortController().signal);
    expect(client.meetings.updateAvailability).toHaveBeenCalledWith(
      'intro',
      { periods: put.periods },
      expect.anything(),
    );
    expect(client.meetings.updateHoursV2).not.toHaveBeenCalled();
  });

  it('sends nothing once the link changed or is gone; a link whose time was unknown is sent while listed', async () => {
    for (const meetings of [listed('2026-11-28T00:00:00Z'), () => ({ meetings: [] })]) {
      const { client, context } = fakeClient({ meetings });
      await expect(revertActions(context, row(payload())).run(new AbortController().signal)).rejects.toThrow(
        'Changed since the revert was prepared',
      );
      expect(client.meetings.updateHoursV2).not.toHaveBeenCalled();
    }
    const goneUnknown = fakeClient({ meetings: () => ({ meetings: [] }) });
    await expect(
      revertActions(goneUnknown.context, row(payload({ updatedAt: null }))).run(new AbortController().signal),
    ).rejects.toThrow('Changed since');
    const unknown = fakeClient({ meetings: listed('2026-11-28T00:00:00Z') });
    await revertActions(unknown.context, row(payload({ updatedAt: null }))).run(new AbortController().signal);
    expect(unknown.client.meetings.updateHoursV2).toHaveBeenCalledTimes(1);
  });

  it('is found applied once the link changed after the revert found it, not while it is as it was or gone', async () => {
    expect(
      await revertActions(fakeClient({ meetings: listed('2026-11-28T00:00:00Z') }).context, row(payload())).verify!(),
    ).toBe(true);
    expect(
      await revertActions(fakeClient({ meetings: listed('2026-11-27T09:00:00Z') }).context, row(payload())).verify!(),
    ).toBe(false);
    expect(
      await revertActions(fakeClient({ meetings: () => ({ meetings: [] }) }).context, row(payload())).verify!(),
    ).toBe(false);
  });

  it('logs what the run had sent as before, and what the revert sent, with the link’s new time', () => {
    const { context } = fakeClient();
    const actions = revertActions(context, row(payload()));
    expect(actions.activity).toMatchObject({
      resourceKind: 'link_hours',
      resourceId: 'intro',
      change: 'Revert: Tue 10–11',
    });
    expect(actions.applied!({ meeting: { updated_at: '2026-11-27T10:00:00Z' } })).toEqual({
      before: { periods: [{ wday: 'monday', ...nine }], timeZone: 'Asia/Tokyo' },
      after: {
        periods: put.periods,
        time_zone: 'Asia/Tokyo',
        link: { name: 'Intro call', search: 'intro' },
        updatedAt: '2026-11-27T10:00:00Z',
      },
    });
  });

  it('passes the run’s signal on, and keeps the hours sent as the link’s last sent, with their zone', async () => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    const { client, context } = fakeClient({ meetings: listed('2026-11-27T09:00:00Z') });
    const { signal } = new AbortController();
    const actions = revertActions(context, row(payload()));
    await actions.run(signal);
    expect(client.meetings.updateHoursV2).toHaveBeenCalledWith('intro', expect.anything(), { signal });
    actions.applied!({});
    expect(readLastSent('w1', 'intro')).toEqual({
      week: { ...emptyWeek(), tuesday: [{ start: 600, end: 660 }] },
      timeZone: 'Asia/Tokyo',
    });
    const v1 = fakeClient({ meetings: listed('2026-11-27T09:00:00Z') });
    await revertActions(v1.context, row(payload({ timeZone: null }))).run(signal);
    expect(v1.client.meetings.updateAvailability).toHaveBeenCalledWith('intro', expect.anything(), { signal });
    vi.unstubAllGlobals();
  });

  it('logs no zone, and no time, when there were none', () => {
    const { context } = fakeClient();
    const entry = { ...linkEntry(), after: undefined };
    const actions = revertActions(context, row({ ...payload({ timeZone: null }), entry }));
    expect(actions.applied!({ meeting: { updated_at: 5 } })).toEqual({
      before: { periods: [], timeZone: null },
      after: { periods: put.periods, link: { name: 'Intro call', search: 'intro' }, updatedAt: null },
    });
    expect(actions.applied!(undefined)).toMatchObject({ after: { updatedAt: null } });
  });
});

describe('readLink', () => {
  it('finds the link by its sid among the page its name finds: its time, null without one, undefined when not listed', async () => {
    const { client } = fakeClient({ meetings: () => ({ meetings: [{ sid: 'a', updated_at: 't1' }, { sid: 'b' }] }) });
    const api = client as unknown as ApiClient;
    expect(await readLink(api, 'x', 'a', 'v2')).toBe('t1');
    expect(await readLink(api, 'x', 'b', 'v2')).toBeNull();
    expect(await readLink(api, 'x', 'c', 'v2')).toBeUndefined();
    expect(client.meetings.list).toHaveBeenCalledWith(
      { search: 'x', page_number: 1, page_size: 100 },
      { version: 'v2' },
    );
  });
});

describe('revertActions: a link’s settings, as a run over links set them', () => {
  const settingsEntry = (): ActivityEntry => ({
    ...holidayEntry(),
    resourceKind: 'link',
    resourceId: 'intro',
    what: 'Scheduling link Intro call',
    change: 'Hosts: Bo added; Ana removed',
    before: { hosts: ['ana@example.com'] },
    after: { hosts: ['bo@example.com'] },
  });
  const listed = (emails: string[]) => () => ({
    meetings: [{ id: '1', sid: 'intro', name: 'Intro call', slug: 'intro', hosts: emails.map((email) => ({ email })) }],
    pagination: {},
  });
  const payload = (): RevertPayload => ({
    kind: 'link-settings',
    entry: settingsEntry(),
    listVersion: 'v2',
    words: 'Hosts: bo@example.com → ana@example.com',
    put: { body: { hosts: ['ana@example.com'] }, search: 'intro' },
  });
  const withRequest = (answers: Parameters<typeof fakeClient>[0]) => {
    const made = fakeClient(answers);
    const request = vi.fn(async () => ({ meeting: { sid: 'intro' } }));
    return {
      ...made,
      request,
      context: { ...made.context, client: { ...made.client, request } as unknown as ApiClient },
    };
  };

  it('puts the hosts back in one PATCH while the link still holds what the run set, logged in the run’s shape', async () => {
    const { request, context } = withRequest({ meetings: listed(['bo@example.com']) });
    const actions = revertActions(context, row(payload()));
    await actions.run(new AbortController().signal);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PATCH', path: '/v1/meetings/intro', body: { hosts: ['ana@example.com'] } }),
    );
    expect(actions.activity).toMatchObject({
      resourceKind: 'link',
      before: { hosts: ['bo@example.com'] },
      after: { hosts: ['ana@example.com'] },
    });
  });

  it('sends nothing once the link changed since, and reads back the hosts put back', async () => {
    const changed = withRequest({ meetings: listed(['bo@example.com', 'cy@example.com']) });
    await expect(revertActions(changed.context, row(payload())).run(new AbortController().signal)).rejects.toThrow(
      'Changed since the revert was prepared',
    );
    expect(changed.request).not.toHaveBeenCalled();
    const back = withRequest({ meetings: listed(['ana@example.com']) });
    expect(await revertActions(back.context, row(payload())).verify?.()).toBe(true);
    const notYet = withRequest({ meetings: listed(['bo@example.com']) });
    expect(await revertActions(notYet.context, row(payload())).verify?.()).toBe(false);
  });
});

describe('revertActions: a member a departure deactivated', () => {
  it('makes them active again with the existing call, and reads it back', async () => {
    const update = vi.fn(async () => ({ team_member: { id: 'm1' } }));
    let active = false;
    const listAll = vi.fn(async () => ({ team_members: [{ id: 'm1', active }] }));
    const { client, context } = fakeClient();
    const ctx = { ...context, client: { ...client, teamMembers: { update, listAll } } as unknown as ApiClient };
    const entry: ActivityEntry = {
      ...holidayEntry(),
      resourceKind: 'team_member',
      resourceId: 'm1',
      before: { active: true },
      after: { active: false },
    };
    const actions = revertActions(ctx, row({ kind: 'member', entry, words: 'Active: no → yes' }));
    expect(await actions.verify?.()).toBe(false);
    const signal = new AbortController().signal;
    await actions.run(signal);
    expect(update).toHaveBeenCalledWith('m1', { active: true }, { signal });
    active = true;
    expect(await actions.verify?.()).toBe(true);
    expect(actions.activity).toMatchObject({ resourceKind: 'team_member', after: { active: true } });
  });
});
