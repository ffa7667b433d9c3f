// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { ReportRow } from '@/lib/bulk/report';
import { readLastSent, writeLastSent } from '@/lib/link-hours';
import { emptyWeek, paint, weekdays9to5, weekToPeriods } from '@/lib/time/periods';
import { linkHoursActions, rowsFor } from './actions';

// A bulk run records per link what it sent, as a single save does (the link's page starts from it),
// and keeps what this browser had sent before in the row's Activity entry (a revert puts it back).

const asRow = (r: ReturnType<typeof rowsFor>[number]): ReportRow => ({
  ...r,
  state: { status: 'queued' },
  sends: 0,
  attempts: 0,
});
const answer = { meeting: { sid: 'a', name: 'Link a', updated_at: '2026-11-22T06:00:05Z' } };
const client = {
  meetings: {
    updateHoursV2: vi.fn(() => Promise.resolve(answer)),
    updateAvailability: vi.fn(() => Promise.resolve(answer)),
  },
} as unknown as ApiClient;
const deps = { client, listVersion: 'v2' as const, workspace: { id: 'w', label: 'Acme' } };
const link = { sid: 'a', name: 'Link a', search: 'link-a', hosts: ['Ana'], updatedAt: '2026-01-01T00:00:00Z' };

afterEach(() => window.localStorage.clear());

describe('what a bulk run of link hours records', () => {
  it('the hours and zone sent per link, readable by the link page; what was there before, in the entry', async () => {
    const earlier = paint(emptyWeek(), 'monday', { start: 600, end: 660 }, true);
    writeLastSent('w', 'a', { week: earlier, timeZone: null });
    const [row] = rowsFor([link], weekdays9to5(), { via: 'v2', timeZone: 'Asia/Tokyo' });
    const actions = linkHoursActions(deps)(asRow(row!));
    const sent = await actions.run(new AbortController().signal);
    const extra = actions.applied?.(sent);
    expect(readLastSent('w', 'a')).toEqual({ week: weekdays9to5(), timeZone: 'Asia/Tokyo' });
    expect(extra).toEqual({
      after: {
        periods: weekToPeriods(weekdays9to5()),
        time_zone: 'Asia/Tokyo',
        link: { name: 'Link a', search: 'link-a' },
        updatedAt: '2026-11-22T06:00:05Z',
      },
      before: { periods: weekToPeriods(earlier), timeZone: null },
    });
  });

  it('a link nothing was sent to from here before has no before; a v1 run records the hosts’ zone', async () => {
    const [row] = rowsFor([link], weekdays9to5(), { via: 'v1', timeZone: 'Asia/Tokyo' });
    const actions = linkHoursActions(deps)(asRow(row!));
    const extra = actions.applied?.(await actions.run(new AbortController().signal));
    expect(extra).not.toHaveProperty('before');
    expect(readLastSent('w', 'a')).toEqual({ week: weekdays9to5(), timeZone: null });
  });

  it('reads a record kept by an earlier version (the week alone) as sent in the hosts’ zone', () => {
    window.localStorage.setItem('slotboard.link-periods.w.a', JSON.stringify(weekdays9to5()));
    expect(readLastSent('w', 'a')).toEqual({ week: weekdays9to5(), timeZone: null });
  });
});
