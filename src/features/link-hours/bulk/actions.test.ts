import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ReportRow } from '@/lib/bulk/report';
import { weekdays9to5 } from '@/lib/time/periods';
import { linkHoursActions, rowsFor } from './actions';
import type { BulkLink } from '@/api/meetings/link-filter';

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
