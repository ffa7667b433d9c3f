import { describe, expect, it } from 'vitest';
import type { Availability, AvailabilityCreateBody } from '@/api/availabilities/schemas';
import { findCreated, expectedWeek } from './create-read-back';
import { emptyWeek } from '@/lib/time/periods';

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

// When a lost create is read back: which zone the expected hours are in (converted only when the
// hours were given in a zone other than the member's known one), and how loosely the workspace's
// copy of the name and email may be written.

const TODAY = '2026-11-22';
const bodyWith = (over: Partial<AvailabilityCreateBody> = {}): AvailabilityCreateBody => ({
  email: 'priya@example.com',
  name: 'Winter hours',
  time_zone: 'Europe/London',
  periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  ...over,
});

const asSent = { ...emptyWeek(), tuesday: [{ start: 540, end: 1020 }] };

describe('the weekly hours expected back', () => {
  it('hours sent without a zone are the member’s, as sent', () => {
    expect(expectedWeek(bodyWith({ time_zone: undefined }), 'Asia/Kolkata', TODAY)).toEqual(asSent);
  });

  it('hours sent in the member’s own zone are expected as sent, even in the week its clocks go forward', () => {
    // 1:00 AM does not exist in London on Sunday 28 March 2027; the workspace keeps the hours as typed.
    const early = bodyWith({ periods: [{ wday: 'sunday', start_time: '01:00 AM', end_time: '03:20 AM' }] });
    expect(expectedWeek(early, 'Europe/London', '2027-03-24')).toEqual({
      ...emptyWeek(),
      sunday: [{ start: 60, end: 200 }],
    });
  });

  it('when the member’s zone is not known, the hours are expected as sent', () => {
    expect(expectedWeek(bodyWith({ time_zone: 'Asia/Tokyo' }), null, TODAY)).toEqual(asSent);
  });

  it('hours in another zone are expected converted into the member’s (London 9:00 AM is 4:00 AM in New York in November)', () => {
    expect(expectedWeek(bodyWith(), 'America/New_York', TODAY)).toEqual({
      ...emptyWeek(),
      tuesday: [{ start: 240, end: 720 }],
    });
  });

  it('a create without weekly hours expects none', () => {
    expect(expectedWeek(bodyWith({ periods: undefined }), 'Europe/London', TODAY)).toEqual(emptyWeek());
  });
});

describe('the workspace’s copy of the name and the member', () => {
  it('spaces around the stored name or email, and the email’s case, do not matter', () => {
    expect(
      findCreated(
        [row({ name: '  Winter hours ', user: { email: ' Priya@Example.COM ' } })],
        bodyWith(),
        'Europe/London',
        TODAY,
      )?.id,
    ).toBe('a1');
  });

  it('a row without a member or without a name is not the create', () => {
    expect(findCreated([row({ user: null })], bodyWith(), 'Europe/London', TODAY)).toBeNull();
    expect(findCreated([row({ name: null })], bodyWith(), 'Europe/London', TODAY)).toBeNull();
  });
});
