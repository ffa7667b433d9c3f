import { describe, expect, it } from 'vitest';
import type { Availability, AvailabilityCreateBody } from '@/api/availabilities/schemas';
import { findCreated } from './create-read-back';

const body: AvailabilityCreateBody = {
  email: 'Priya@Example.com ',
  name: ' Winter hours',
  time_zone: 'Europe/London',
  periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
};
const row = (over: Partial<Availability>): Availability => ({
  id: 'a1',
  sid: 's1',
  name: 'Winter hours',
  periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  overrides: [],
  user: { email: 'priya@example.com' },
  ...over,
});

describe('finding a created availability by reading back', () => {
  it('takes the row with this member, name and weekly hours', () => {
    const rows = [row({ id: 'other', name: 'Summer hours' }), row({ id: 'it' })];
    expect(findCreated(rows, body, 'Europe/London', '2026-11-22')?.id).toBe('it');
  });

  it('a name held with other hours, another member’s row or a row it cannot read is not the create', () => {
    expect(
      findCreated(
        [row({ periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '12:00 PM' }] })],
        body,
        'Europe/London',
        '2026-11-22',
      ),
    ).toBeNull();
    expect(
      findCreated([row({ user: { email: 'someone@example.com' } })], body, 'Europe/London', '2026-11-22'),
    ).toBeNull();
    expect(
      findCreated(
        [row({ periods: [...row({}).periods, { wday: 'tuesday', start_time: 'soon', end_time: 'later' }] })],
        body,
        'Europe/London',
        '2026-11-22',
      ),
    ).toBeNull();
    expect(findCreated([], body, 'Europe/London', '2026-11-22')).toBeNull();
  });

  it('hours given in another zone are matched with their conversion into the member’s zone', () => {
    // New York is 5 hours behind London in late November.
    const converted = row({ periods: [{ wday: 'tuesday', start_time: '04:00 AM', end_time: '12:00 PM' }] });
    expect(findCreated([converted], body, 'America/New_York', '2026-11-22')?.id).toBe('a1');
    expect(findCreated([row({})], body, 'America/New_York', '2026-11-22')).toBeNull();
  });
});
