import { describe, expect, it } from 'vitest';
import type { Availability, AvailabilityCreateBody } from '@/api/availabilities/schemas';
import { emptyWeek } from '@/lib/time/periods';
import { expectedWeek, findCreated } from './create-read-back';

// When a lost create is read back: which zone the expected hours are in (converted only when the
// hours were given in a zone other than the member's known one), and how loosely the workspace's
// copy of the name and email may be written.

const TODAY = '2026-11-22';
const body = (over: Partial<AvailabilityCreateBody> = {}): AvailabilityCreateBody => ({
  email: 'priya@example.com',
  name: 'Winter hours',
  time_zone: 'Europe/London',
  periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  ...over,
});
const row = (over: Partial<Availability>): Availability => ({
  id: 'a1',
  sid: 's1',
  name: 'Winter hours',
  periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  overrides: [],
  user: { email: 'priya@example.com' },
  ...over,
});
const asSent = { ...emptyWeek(), tuesday: [{ start: 540, end: 1020 }] };

describe('the weekly hours expected back', () => {
  it('hours sent without a zone are the member’s, as sent', () => {
    expect(expectedWeek(body({ time_zone: undefined }), 'Asia/Kolkata', TODAY)).toEqual(asSent);
  });

  it('hours sent in the member’s own zone are expected as sent, even in the week its clocks go forward', () => {
    // 1:00 AM does not exist in London on Sunday 28 March 2027; the workspace keeps the hours as typed.
    const early = body({ periods: [{ wday: 'sunday', start_time: '01:00 AM', end_time: '03:20 AM' }] });
    expect(expectedWeek(early, 'Europe/London', '2027-03-24')).toEqual({
      ...emptyWeek(),
      sunday: [{ start: 60, end: 200 }],
    });
  });

  it('when the member’s zone is not known, the hours are expected as sent', () => {
    expect(expectedWeek(body({ time_zone: 'Asia/Tokyo' }), null, TODAY)).toEqual(asSent);
  });

  it('hours in another zone are expected converted into the member’s (London 9:00 AM is 4:00 AM in New York in November)', () => {
    expect(expectedWeek(body(), 'America/New_York', TODAY)).toEqual({
      ...emptyWeek(),
      tuesday: [{ start: 240, end: 720 }],
    });
  });

  it('a create without weekly hours expects none', () => {
    expect(expectedWeek(body({ periods: undefined }), 'Europe/London', TODAY)).toEqual(emptyWeek());
  });
});

describe('the workspace’s copy of the name and the member', () => {
  it('spaces around the stored name or email, and the email’s case, do not matter', () => {
    expect(
      findCreated(
        [row({ name: '  Winter hours ', user: { email: ' Priya@Example.COM ' } })],
        body(),
        'Europe/London',
        TODAY,
      )?.id,
    ).toBe('a1');
  });

  it('a row without a member or without a name is not the create', () => {
    expect(findCreated([row({ user: null })], body(), 'Europe/London', TODAY)).toBeNull();
    expect(findCreated([row({ name: null })], body(), 'Europe/London', TODAY)).toBeNull();
  });
});
