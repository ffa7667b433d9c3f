import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import type { Booking } from '@/api/bookings/schemas';
import type { Meeting } from '@/api/meetings/schemas';
import {
  bookingFacts,
  checkedHosts,
  defaultAvailability,
  linkFacts,
  overridesOf,
  availabilityHours,
  sentHours,
} from './why-not-facts';
import { emptyWeek } from '@/lib/time/periods';
import { overrideText, rangesText, weeklyText } from './why-not-hours';

// The workspace's records in the shape the reading takes.

const meeting = (over: Partial<Meeting>) =>
  ({ id: '1', sid: 's', hosts: [], durations: [], fees: [], durations_possible: [], spots: [], ...over }) as Meeting;
const booking = (over: Partial<Booking>) => ({ id: 'b', multihosts: [], form_responses: [], ...over }) as Booking;

describe('linkFacts', () => {
  it('the default duration, the increment (the duration when 0), buffers, notice and window', () => {
    const facts = linkFacts(
      meeting({
        kind: 'round_robin',
        durations: [{ duration: 15 }, { duration: 45, is_default: true }],
        start_time_increment: 0,
        before_buffer_time: 10,
        lead_time: 240,
        schedulable_range_type: 'number_of_days_into_the_future',
        schedulable_range_value: 60,
      }),
      'America/New_York',
    );
    expect(facts).toEqual({
      kind: 'round_robin',
      disabled: false,
      duration: 45,
      step: 45,
      before: 10,
      after: 0,
      leadTime: 240,
      window: { type: 'number_of_days_into_the_future', value: '60' },
      zone: 'America/New_York',
    });
  });
  it('values that cannot be true are not used: 30 minutes, no notice', () => {
    expect(linkFacts(meeting({ duration: -5, lead_time: -1 }), 'UTC')).toMatchObject({
      duration: 30,
      step: 30,
      leadTime: null,
      window: null,
      kind: null,
    });
  });
  it('a one-on-one link is checked against its first host only', () => {
    const hosts = [{ email: 'a@x.io' }, { email: 'b@x.io' }];
    expect(checkedHosts(meeting({ kind: 'one_on_one', hosts }))).toEqual([hosts[0]]);
    expect(checkedHosts(meeting({ kind: 'multihost', hosts }))).toEqual(hosts);
  });
});

describe('availabilities', () => {
  const a = (over: Partial<Availability>) =>
    ({ id: 'a', sid: 'a', periods: [], overrides: [], ...over }) as Availability;
  it('the host’s default, never another member’s', () => {
    const mine = a({ id: 'm', default: true, user: { email: 'Ada@x.io' } });
    expect(
      defaultAvailability(
        [a({ id: 'o', default: true, user: { email: 'other@x.io' } }), a({ id: 'n' }), mine],
        'ada@x.io',
      ),
    ).toBe(mine);
    expect(defaultAvailability([a({ id: 'n' })], 'ada@x.io')).toBeNull();
  });
  it('overrides: a day off, a day with hours, and unreadable hours dropped', () => {
    const got = overridesOf(
      a({
        overrides: [
          { date: '2027-03-08', periods: [] },
          {
            date: '2027-03-09',
            periods: [
              { start_time: '01:00 PM', end_time: '03:00 PM' },
              { start_time: 'soon', end_time: '04:00 PM' },
            ],
          },
          { date: 'someday', periods: [] },
        ],
      }),
    );
    expect([...got]).toEqual([
      ['2027-03-08', []],
      ['2027-03-09', [{ start: 780, end: 900 }]],
    ]);
  });
});

describe('bookingFacts', () => {
  it('the host’s own and their multi-host bookings, with times that read', () => {
    const rows = [
      booking({
        sid: 'one',
        name: 'Ada Lovelace',
        host_email: 'HOST@x.io',
        starts_at: '2027-03-08T15:00:00Z',
        ends_at: '2027-03-08T15:30:00Z',
        status: 'confirmed',
      }),
      booking({
        sid: 'two',
        email: 'c@x.io',
        multihosts: [{ email: 'host@x.io' }],
        starts_at: '2027-03-08T16:00:00Z',
        ends_at: '2027-03-08T16:30:00Z',
      }),
      booking({
        sid: 'other',
        host_email: 'else@x.io',
        starts_at: '2027-03-08T15:00:00Z',
        ends_at: '2027-03-08T15:30:00Z',
      }),
      booking({ sid: 'bad', host_email: 'host@x.io', starts_at: 'soon', ends_at: '2027-03-08T15:30:00Z' }),
    ];
    expect(bookingFacts(rows, 'host@x.io')).toEqual([
      {
        sid: 'one',
        client: 'Ada Lovelace',
        start: Date.parse('2027-03-08T15:00:00Z'),
        end: Date.parse('2027-03-08T15:30:00Z'),
        status: 'confirmed',
      },
      {
        sid: 'two',
        client: 'c@x.io',
        start: Date.parse('2027-03-08T16:00:00Z'),
        end: Date.parse('2027-03-08T16:30:00Z'),
        status: null,
      },
    ]);
  });
});

// Which hours a host is read against, and which bookings are theirs: the facts "why not" starts
// from, and the words it says hours in.

const NY = 'America/New_York';
const availability = (over: Partial<Availability>) =>
  ({ id: 'a', sid: 'a', periods: [], overrides: [], ...over }) as Availability;
const heldBooking = (over: Partial<Booking>) =>
  ({
    id: 'b',
    multihosts: [],
    form_responses: [],
    starts_at: '2027-03-08T15:00:00Z',
    ends_at: '2027-03-08T15:30:00Z',
    ...over,
  }) as Booking;

describe('the hours a host is read against', () => {
  it('the default availability: its weekly hours in the zone given, by its trimmed name', () => {
    const a = availability({
      name: '  Office hours ',
      periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
    });
    expect(availabilityHours(a, NY)).toEqual({
      source: 'availability',
      name: 'Office hours',
      week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] },
      zone: NY,
    });
  });

  it('an availability without a name, or with only spaces, is called the default availability', () => {
    expect(availabilityHours(availability({ name: null }), NY).name).toBe('Default availability');
    expect(availabilityHours(availability({ name: '   ' }), NY).name).toBe('Default availability');
  });

  it('the link’s own hours as last saved from Slotboard, in the zone they were sent in, else the host’s', () => {
    const week = { ...emptyWeek(), friday: [{ start: 600, end: 660 }] };
    expect(sentHours({ week, timeZone: 'Asia/Tokyo' }, NY)).toEqual({
      source: 'link',
      name: 'as last saved from Slotboard',
      week,
      zone: 'Asia/Tokyo',
    });
    expect(sentHours({ week, timeZone: null }, NY).zone).toBe(NY);
  });
});

describe('which bookings hold a host', () => {
  it('a multi-host booking holds only the hosts it lists, and a listed host without an email is skipped', () => {
    const shared = heldBooking({
      sid: 'm',
      host_email: 'lead@x.io',
      multihosts: [{ email: null }, { email: 'Second@x.io' }],
    });
    expect(bookingFacts([shared], 'third@x.io')).toEqual([]);
    expect(bookingFacts([shared], 'second@x.io').map((b) => b.sid)).toEqual(['m']);
  });

  it('a booking that ends when it starts, or before, is dropped; a real one is kept', () => {
    expect(bookingFacts([heldBooking({ host_email: 'h@x.io', ends_at: '2027-03-08T15:00:00Z' })], 'h@x.io')).toEqual(
      [],
    );
    expect(bookingFacts([heldBooking({ host_email: 'h@x.io', ends_at: '2027-03-08T14:00:00Z' })], 'h@x.io')).toEqual(
      [],
    );
    expect(
      bookingFacts([heldBooking({ host_email: 'h@x.io', ends_at: '2027-03-08T15:01:00Z' })], 'h@x.io'),
    ).toHaveLength(1);
  });

  it('who booked: the trimmed name, else the email, else "a booker"', () => {
    const client = (over: Partial<Booking>) =>
      bookingFacts([heldBooking({ host_email: 'h@x.io', ...over })], 'h@x.io')[0]!.client;
    expect(client({ name: '  Ada Lovelace ' })).toBe('Ada Lovelace');
    expect(client({ name: '  ', email: 'ada@x.io' })).toBe('ada@x.io');
    expect(client({ name: null, email: null })).toBe('a booker');
  });
});

describe('hours in words', () => {
  const ranges = [
    { start: 540, end: 720 },
    { start: 780, end: 1020 },
  ];
  it('several ranges on the admin’s clock, separated by commas', () => {
    expect(rangesText(ranges, { h12: false, zone: NY })).toBe('09:00–12:00, 13:00–17:00');
    expect(rangesText(ranges, { h12: true, zone: NY })).toBe('9:00 AM–12:00 PM, 1:00 PM–5:00 PM');
  });

  it('hours kept in the zone the admin is looking in do not name it; others name theirs and are converted', () => {
    const hours = {
      source: 'availability' as const,
      name: 'Working hours',
      week: { ...emptyWeek(), monday: ranges },
      zone: NY,
    };
    expect(weeklyText(hours, '2027-03-08', { h12: false, zone: NY })).toBe(
      'Working hours, Monday 09:00–12:00, 13:00–17:00',
    );
    expect(weeklyText(hours, '2027-03-08', { h12: false, zone: 'UTC' })).toBe(
      'Working hours, Monday 09:00–12:00, 13:00–17:00 in America/New_York, which is 14:00–17:00, 18:00–22:00 in UTC',
    );
    expect(overrideText('2027-03-08', ranges, NY, { h12: false, zone: NY })).toBe(
      'a date override on Mar 8, 2027 (available only 09:00–12:00, 13:00–17:00)',
    );
    expect(overrideText('2027-03-08', ranges, NY, { h12: false, zone: 'UTC' })).toBe(
      'a date override on Mar 8, 2027 (available only 09:00–12:00, 13:00–17:00 in America/New_York, which is 14:00–17:00, 18:00–22:00 in UTC)',
    );
  });

  it('names the weekday where a converted range starts on another date or ends on another day than it starts', () => {
    const evening = { ...emptyWeek(), monday: [{ start: 1080, end: 1440 }] };
    const hours = { source: 'availability' as const, name: 'Late', week: evening, zone: NY };
    // 8 March 2027: New York is UTC−5, so 18:00–24:00 there is 23:00 Monday to 05:00 Tuesday in UTC.
    expect(weeklyText(hours, '2027-03-08', { h12: false, zone: 'UTC' })).toBe(
      'Late, Monday 18:00–24:00 in America/New_York, which is 23:00–Tue 05:00 in UTC',
    );
    // Tokyo is ahead: 18:00–24:00 in New York is 08:00–14:00 on Tuesday there.
    expect(weeklyText(hours, '2027-03-08', { h12: true, zone: 'Asia/Tokyo' })).toBe(
      'Late, Monday 6:00 PM–midnight in America/New_York, which is Tue 8:00 AM–2:00 PM in Asia/Tokyo',
    );
    // The end of a range that reaches midnight in the page's zone is on the range's own date.
    const utcEvening = { ...hours, zone: 'UTC' };
    expect(weeklyText(utcEvening, '2027-03-08', { h12: false, zone: 'UTC' })).toBe('Late, Monday 18:00–24:00');
  });
});

describe('bookings without times', () => {
  it('a booking with no start or no end holds no time', () => {
    expect(bookingFacts([heldBooking({ host_email: 'h@x.io', starts_at: null })], 'h@x.io')).toEqual([]);
    expect(bookingFacts([heldBooking({ host_email: 'h@x.io', ends_at: null })], 'h@x.io')).toEqual([]);
  });
});
