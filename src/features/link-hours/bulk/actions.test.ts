import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ReportRow } from '@/lib/bulk/report';
import { weekdays9to5 } from '@/lib/time/periods';
import { linkHoursActions, rowsFor, bodyOf, type LinkHoursPayload } from './actions';
import type { BulkLink } from '@/domain/links/link-filter';

const link = (sid: string): BulkLink => ({
  sid,
  name: `Link ${sid}`,
  search: `link-${sid}`,
  hosts: ['Ana'],
  updatedAt: '2026-01-01T00:00:00Z',
});
const asRow = (r: ReturnType<typeof rowsFor>[number]): ReportRow => ({
  ...r,
  state: { status: 'queued' },
  sends: 0,
  attempts: 0,
});

function fakeClient(v2: () => Promise<unknown> = () => Promise.resolve({})) {
  const meetings = {
    updateHoursV2: vi.fn((_sid: string, _body: unknown, _o?: unknown) => v2()),
    updateAvailability: vi.fn((_sid: string, _body: unknown, _o?: unknown) => Promise.resolve({})),
    list: vi.fn(() =>
      Promise.resolve({ meetings: [{ sid: 'a', updated_at: '2026-02-02T00:00:00Z' }], pagination: {} }),
    ),
  };
  return { client: { meetings } as unknown as ApiClient, meetings };
}
const deps = (client: ApiClient, zoneCapability?: Parameters<typeof linkHoursActions>[0]['zoneCapability']) => ({
  client,
  listVersion: 'v2' as const,
  workspace: { id: 'w', label: 'Acme' },
  zoneCapability,
});
const signal = new AbortController().signal;

describe('rowsFor', () => {
  it('has one row per link, never the same link twice, each with the zone only for v2', () => {
    const rows = rowsFor([link('a'), link('b'), link('a')], weekdays9to5(), { via: 'v2', timeZone: 'Asia/Tokyo' });
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(rows[0]!.payload).toMatchObject({ via: 'v2', timeZone: 'Asia/Tokyo', summary: 'Mon–Fri 9:00 AM–5:00 PM' });
    expect(rows[0]!.payload.periods).toHaveLength(5);
    expect(rowsFor([link('a')], weekdays9to5(), { via: 'v1', timeZone: 'Asia/Tokyo' })[0]!.payload.timeZone).toBeNull();
  });
});

describe('linkHoursActions', () => {
  it('sends v2 with the chosen zone, v1 without one, and logs the change in words', async () => {
    const { client, meetings } = fakeClient();
    const [v2Row] = rowsFor([link('a')], weekdays9to5(), { via: 'v2', timeZone: 'Asia/Tokyo' });
    const actions = linkHoursActions(deps(client))(asRow(v2Row!));
    await actions.run(signal);
    expect(meetings.updateHoursV2).toHaveBeenCalledWith(
      'a',
      { periods: v2Row!.payload.periods, time_zone: 'Asia/Tokyo' },
      { signal },
    );
    expect(actions.activity).toMatchObject({
      resourceKind: 'link_hours',
      resourceId: 'a',
      change: 'All weekly hours replaced by Mon–Fri 9:00 AM–5:00 PM (Asia/Tokyo)',
    });

    const [v1Row] = rowsFor([link('b')], weekdays9to5(), { via: 'v1', timeZone: 'Asia/Tokyo' });
    await linkHoursActions(deps(client))(asRow(v1Row!)).run(signal);
    expect(meetings.updateAvailability).toHaveBeenCalledWith('b', { periods: v1Row!.payload.periods }, { signal });
    expect(meetings.updateHoursV2).toHaveBeenCalledTimes(1);
  });

  it('learns from a route that is not there, and then sends nothing more with a zone', async () => {
    let missing = false;
    const learn = vi.fn((answer: 'yes' | 'no') => (missing = answer === 'no'));
    const { client, meetings } = fakeClient(() =>
      Promise.reject(new ApiError({ kind: 'not_found', status: 404, message: 'Not found' })),
    );
    const rows = rowsFor([link('a'), link('b')], weekdays9to5(), { via: 'v2', timeZone: 'UTC' }).map(asRow);
    const make = linkHoursActions(deps(client, { isMissing: () => missing, learn }));
    await expect(make(rows[0]!).run(signal)).rejects.toMatchObject({ kind: 'unsupported' });
    expect(learn).toHaveBeenCalledWith('no');
    await expect(make(rows[1]!).run(signal)).rejects.toMatchObject({ kind: 'unsupported' });
    expect(meetings.updateHoursV2).toHaveBeenCalledTimes(1);
  });

  it('reads back through the list: a moved updated_at is the write applied', async () => {
    const { client } = fakeClient();
    const [row] = rowsFor([link('a')], weekdays9to5(), { via: 'v2', timeZone: 'UTC' });
    expect(await linkHoursActions(deps(client))(asRow(row!)).verify!()).toBe(true);
    const unchanged = { ...row!, payload: { ...row!.payload, updatedAt: '2026-02-02T00:00:00Z' } };
    expect(await linkHoursActions(deps(client))(asRow(unchanged)).verify!()).toBe(false);
  });

  it('sends nothing for a stored row that does not read as a weekly-hours row', async () => {
    const { client, meetings } = fakeClient();
    const bad: ReportRow = {
      id: 'x',
      label: 'x',
      payload: { sid: 'x' },
      state: { status: 'queued' },
      sends: 0,
      attempts: 0,
    };
    await expect(linkHoursActions(deps(client))(bad).run(signal)).rejects.toMatchObject({ kind: 'validation' });
    expect(meetings.updateHoursV2).not.toHaveBeenCalled();
    expect(meetings.updateAvailability).not.toHaveBeenCalled();
  });
});

const payloadOf = (via: 'v2' | 'v1', patch: Partial<LinkHoursPayload> = {}): LinkHoursPayload => ({
  ...rowsFor([link('a')], weekdays9to5(), { via, timeZone: 'Asia/Tokyo' })[0]!.payload,
  ...patch,
});
const payloadRow = (payload: LinkHoursPayload): ReportRow => ({
  id: payload.sid,
  label: payload.name,
  payload,
  state: { status: 'queued' },
  sends: 0,
  attempts: 0,
});

function listingClient(v2: () => Promise<unknown>, listed: { sid: string; updated_at?: string | null }[] = []) {
  const meetings = {
    updateHoursV2: vi.fn((_sid: string, _body: unknown, _o?: unknown) => v2()),
    updateAvailability: vi.fn((_sid: string, _body: unknown, _o?: unknown) => Promise.resolve({})),
    list: vi.fn((_q: unknown, _o?: unknown) => Promise.resolve({ meetings: listed, pagination: {} })),
  };
  return { client: { meetings } as unknown as ApiClient, meetings };
}
const depsV1 = (client: ApiClient, zoneCapability?: Parameters<typeof linkHoursActions>[0]['zoneCapability']) => ({
  client,
  listVersion: 'v1' as const,
  workspace: { id: 'w', label: 'Acme' },
  zoneCapability,
});

const failing =
  (status: number | null, kind: 'not_found' | 'server' | 'unsupported' | 'validation' = 'server') =>
  () =>
    Promise.reject(new ApiError({ kind, status, message: 'no' }));

describe('the body a row sends', () => {
  it('carries the zone only for a v2 row that has one; a v1 row never sends one, even one stored with a zone', () => {
    const v2 = payloadOf('v2');
    expect(bodyOf(v2)).toEqual({ periods: v2.periods, time_zone: 'Asia/Tokyo' });
    expect(Object.keys(bodyOf(payloadOf('v1')))).toEqual(['periods']);
    expect(Object.keys(bodyOf(payloadOf('v1', { timeZone: 'Asia/Tokyo' })))).toEqual(['periods']);
    expect(Object.keys(bodyOf(payloadOf('v2', { timeZone: null })))).toEqual(['periods']);
  });

  it('goes through the v1 route for a v1 row stored with a zone', async () => {
    const { client, meetings } = listingClient(() => Promise.resolve({}));
    const p = payloadOf('v1', { timeZone: 'Asia/Tokyo' });
    await linkHoursActions(depsV1(client))(payloadRow(p)).run(signal);
    expect(meetings.updateAvailability).toHaveBeenCalledWith('a', { periods: p.periods }, { signal });
    expect(meetings.updateHoursV2).not.toHaveBeenCalled();
  });
});

describe('what a row logs in Activity', () => {
  it('names the link and says the hosts’ zone for a v1 row', () => {
    const { client } = listingClient(() => Promise.resolve({}));
    const p = payloadOf('v1', { timeZone: 'Asia/Tokyo' });
    expect(linkHoursActions(depsV1(client))(payloadRow(p)).activity).toEqual({
      workspaceId: 'w',
      workspaceLabel: 'Acme',
      resourceKind: 'link_hours',
      resourceId: 'a',
      action: 'update',
      what: 'Weekly hours of Link a',
      change: "All weekly hours replaced by Mon–Fri 9:00 AM–5:00 PM (the hosts' time zone)",
      after: { periods: p.periods },
    });
  });

  it('records the updated_at of the write’s answer, or none when the answer does not carry one', () => {
    const { client } = listingClient(() => Promise.resolve({}));
    const actions = linkHoursActions(depsV1(client))(payloadRow(payloadOf('v2')));
    expect(actions.applied!({ meeting: { updated_at: '2026-03-03T00:00:00Z' } })).toMatchObject({
      after: { updatedAt: '2026-03-03T00:00:00Z', link: { name: 'Link a', search: 'link-a' } },
    });
    for (const answer of [undefined, null, 'ok', {}, { meeting: {} }, { meeting: { updated_at: 5 } }]) {
      expect([answer, (actions.applied!(answer) || {}).after]).toEqual([
        answer,
        expect.objectContaining({ updatedAt: null }),
      ]);
    }
  });
});

describe('a row sent with a zone', () => {
  it('tells the run the zone is taken once a write goes through', async () => {
    const learn = vi.fn();
    const { client } = listingClient(() => Promise.resolve({}));
    await linkHoursActions(depsV1(client, { isMissing: () => false, learn }))(payloadRow(payloadOf('v2'))).run(signal);
    expect(learn.mock.calls).toEqual([['yes']]);
  });

  it.each([404, 405, 501])('reads a %i as the zone not offered, learnt once', async (status) => {
    const learn = vi.fn();
    const { client } = listingClient(failing(status, 'unsupported'));
    const error = await linkHoursActions(depsV1(client, { isMissing: () => false, learn }))(payloadRow(payloadOf('v2')))
      .run(signal)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'unsupported',
      message: expect.stringMatching(/does not take weekly hours in a chosen time zone/),
    });
    expect(learn.mock.calls).toEqual([['no']]);
  });

  it('reads a 404 as not offered without a capability to tell', async () => {
    const { client } = listingClient(failing(404, 'not_found'));
    await expect(linkHoursActions(depsV1(client))(payloadRow(payloadOf('v2'))).run(signal)).rejects.toMatchObject({
      kind: 'unsupported',
    });
  });

  it('passes any other failure on as it came, learning nothing', async () => {
    for (const error of [
      new ApiError({ kind: 'server', status: 500, message: 'boom' }),
      new ApiError({ kind: 'validation', status: 422, message: 'bad' }),
      new TypeError('network'),
    ]) {
      const learn = vi.fn();
      const { client } = listingClient(() => Promise.reject(error));
      await expect(
        linkHoursActions(depsV1(client, { isMissing: () => false, learn }))(payloadRow(payloadOf('v2'))).run(signal),
      ).rejects.toBe(error);
      expect(learn).not.toHaveBeenCalled();
    }
  });
});

describe('the read-back of a row', () => {
  it('searches the list the workspace reads, for this link only', async () => {
    const { client, meetings } = listingClient(
      () => Promise.resolve({}),
      [{ sid: 'a', updated_at: '2026-02-02T00:00:00Z' }],
    );
    expect(await linkHoursActions(depsV1(client))(payloadRow(payloadOf('v2'))).verify!()).toBe(true);
    expect(meetings.list).toHaveBeenCalledWith({ search: 'link-a', page_number: 1, page_size: 100 }, { version: 'v1' });
  });

  it('does not take another link’s move for this one’s, nor a link missing from the list', async () => {
    const other = listingClient(
      () => Promise.resolve({}),
      [
        { sid: 'b', updated_at: '2026-02-02T00:00:00Z' },
        { sid: 'a', updated_at: '2026-01-01T00:00:00Z' },
      ],
    );
    expect(await linkHoursActions(depsV1(other.client))(payloadRow(payloadOf('v2'))).verify!()).toBe(false);
    const gone = listingClient(() => Promise.resolve({}), [{ sid: 'b', updated_at: '2026-02-02T00:00:00Z' }]);
    expect(await linkHoursActions(depsV1(gone.client))(payloadRow(payloadOf('v2'))).verify!()).toBe(false);
  });
});

describe('a stored row that does not read', () => {
  it('fails with a message saying nothing was sent', async () => {
    const { client } = listingClient(() => Promise.resolve({}));
    const bad: ReportRow = {
      id: 'x',
      label: 'x',
      payload: { sid: 'x' },
      state: { status: 'queued' },
      sends: 0,
      attempts: 0,
    };
    await expect(linkHoursActions(depsV1(client))(bad).run(signal)).rejects.toMatchObject({
      message: 'This row of the stored report could not be read, so nothing was sent for it.',
    });
  });
});
