import { describe, expect, it } from 'vitest';
import type { BookingRecord } from './records';
import { bookingWindow, linkSlots, slotsBody, type SlotLink, type SlotWorld } from './slots';
import { formatTime, utcToZoned, type Range, type WeeklyRange } from './time';

// The slot rules one at a time, each on a workspace made for it: one thing differs from a plain
// link (one host, Mondays 09:00-12:00 in New York, an hour long, every hour, nothing booked).

const h = (hours: number) => hours * 60;
const monday = (from: number, to: number): WeeklyRange => ({ wday: 'monday', start: h(from), end: h(to) });

function link(over: Partial<SlotLink> = {}): SlotLink {
  return {
    id: 'link-1',
    kind: 'one_on_one',
    disabled: false,
    hostIds: ['ny'],
    durations: [{ id: 'd', duration: 60, is_default: true }],
    start_time_increment: 60,
    before_buffer_time: 0,
    after_buffer_time: 0,
    lead_time: 0,
    schedulable_range_type: 'number_of_days_into_the_future',
    schedulable_range_value: '400',
    periods: [],
    ...over,
  };
}

const MEMBERS = [
  { id: 'ny', time_zone: 'America/New_York' },
  { id: 'ldn', time_zone: 'Europe/London' },
  { id: 'syd', time_zone: 'Australia/Sydney' },
];

function world(
  over: Partial<SlotWorld> & {
    hours?: Record<string, WeeklyRange[]>;
    overrides?: Record<string, [string, Range[]][]>;
  } = {},
): SlotWorld {
  const hours = over.hours ?? { ny: [monday(9, 12)], ldn: [monday(9, 12)], syd: [monday(9, 12)] };
  return {
    members: MEMBERS,
    availabilities: Object.entries(hours).map(([memberId, periods]) => ({
      memberId,
      isDefault: true,
      periods,
      overrides: new Map(over.overrides?.[memberId] ?? []),
    })),
    bookings: over.bookings ?? [],
    links: over.links ?? [],
    now: over.now ?? Date.parse('2027-01-01T00:00:00Z'),
  };
}

const booking = (
  hostId: string,
  starts: string,
  ends: string,
  status = 'confirmed',
  meetingId = 'other',
): Pick<BookingRecord, 'meetingId' | 'hostId' | 'starts_at' | 'ends_at' | 'status'> => ({
  meetingId,
  hostId,
  starts_at: starts,
  ends_at: ends,
  status,
});

/** The offered start times on one date, as the asked zone's clock shows them. */
function startsOn(date: string, l: SlotLink, w: SlotWorld, timeZone: string): string[] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const day = linkSlots(l, w, { timeZone, year, month }).find((d) => d.date === date);
  return (day?.slots ?? []).map((s) => formatTime(utcToZoned(s.start, timeZone).minutes));
}

describe('weekly hours, in the host’s zone, DST exact', () => {
  it('a New York Monday 09:00 is 14:00 in London on 8 March 2027 and 13:00 on 15 March (US changes first), 14:00 again on 29 March', () => {
    expect(startsOn('2027-03-08', link(), world(), 'Europe/London')).toEqual(['02:00 PM', '03:00 PM', '04:00 PM']);
    expect(startsOn('2027-03-15', link(), world(), 'Europe/London')).toEqual(['01:00 PM', '02:00 PM', '03:00 PM']);
    expect(startsOn('2027-03-29', link(), world(), 'Europe/London')).toEqual(['02:00 PM', '03:00 PM', '04:00 PM']);
  });

  it('November: 13:00 London on 1 November 2027 (UK changed on 31 October), 14:00 on 8 November (US changed on 7th)', () => {
    expect(startsOn('2027-11-01', link(), world(), 'Europe/London')).toEqual(['01:00 PM', '02:00 PM', '03:00 PM']);
    expect(startsOn('2027-11-08', link(), world(), 'Europe/London')).toEqual(['02:00 PM', '03:00 PM', '04:00 PM']);
  });

  it('southern hemisphere: a Sydney Monday 09:00 falls on the Sunday before in London, moving as each side changes', () => {
    const l = link({ hostIds: ['syd'] });
    // AEDT (+11) and GMT; then BST from 28 March; then AEST (+10) from 4 April.
    expect(startsOn('2027-03-21', l, world(), 'Europe/London')).toEqual(['10:00 PM', '11:00 PM']);
    expect(startsOn('2027-03-28', l, world(), 'Europe/London')).toEqual(['11:00 PM']);
    expect(startsOn('2027-03-29', l, world(), 'Europe/London')[0]).toBe('12:00 AM');
    expect(startsOn('2027-04-05', l, world(), 'Europe/London')).toEqual(['12:00 AM', '01:00 AM', '02:00 AM']);
    // November: Sydney on summer time all month; New York leaves it on 7 November.
    expect(startsOn('2027-10-31', l, world(), 'America/New_York')).toEqual(['06:00 PM', '07:00 PM', '08:00 PM']);
    expect(startsOn('2027-11-07', l, world(), 'America/New_York')).toEqual(['05:00 PM', '06:00 PM', '07:00 PM']);
  });

  it('hours across a change in the host’s own zone: the skipped hour is not offered, the repeated one is offered twice, keyed apart', () => {
    const night = (wday: WeeklyRange['wday']): WeeklyRange => ({ wday, start: 0, end: h(3) });
    const w = world({ hours: { ldn: [night('sunday')] } });
    const l = link({ hostIds: ['ldn'], durations: [{ id: 'd', duration: 60, is_default: true }] });
    expect(startsOn('2027-03-28', l, w, 'Europe/London')).toEqual(['12:00 AM', '02:00 AM']);
    expect(startsOn('2027-10-31', l, w, 'Europe/London')).toEqual(['12:00 AM', '01:00 AM', '01:00 AM', '02:00 AM']);
    const body = slotsBody(
      linkSlots(l, w, { timeZone: 'Europe/London', year: 2027, month: 10, day: 31 }),
      'Europe/London',
    );
    expect(Object.keys(body.slots[0]!.slots)).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T01:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
    ]);
  });
});

describe('each rule alone', () => {
  it('a date override closes a day or gives it other hours, in the host’s zone', () => {
    const w = world({
      overrides: {
        ny: [
          ['2027-03-08', []],
          ['2027-03-15', [{ start: h(15), end: h(16) }]],
        ],
      },
    });
    expect(startsOn('2027-03-08', link(), w, 'America/New_York')).toEqual([]);
    expect(startsOn('2027-03-15', link(), w, 'America/New_York')).toEqual(['03:00 PM']);
    expect(startsOn('2027-03-22', link(), w, 'America/New_York')).toEqual(['09:00 AM', '10:00 AM', '11:00 AM']);
  });

  it('the link’s own hours replace the host’s default availability', () => {
    const l = link({ periods: [monday(13, 15)] });
    expect(startsOn('2027-03-08', l, world(), 'America/New_York')).toEqual(['01:00 PM', '02:00 PM']);
  });

  it('the default duration and the start-time interval', () => {
    const l = link({
      durations: [
        { id: 'a', duration: 60, is_default: false },
        { id: 'b', duration: 45, is_default: true },
      ],
      start_time_increment: 30,
    });
    expect(startsOn('2027-03-08', l, world(), 'America/New_York')).toEqual([
      '09:00 AM',
      '09:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
    ]);
    const day = linkSlots(l, world(), { timeZone: 'UTC', year: 2027, month: 3, day: 8 })[0]!;
    expect(day.slots[0]!.end - day.slots[0]!.start).toBe(45 * 60_000);
  });

  it('a booked time is not offered, awaiting approval too; a cancelled or rejected booking frees it', () => {
    const held = world({ bookings: [booking('ny', '2027-03-08T15:00:00Z', '2027-03-08T16:00:00Z')] });
    expect(startsOn('2027-03-08', link(), held, 'America/New_York')).toEqual(['09:00 AM', '11:00 AM']);
    // Awaiting approval holds the time, and so does a status the sandbox does not know.
    for (const status of ['awaiting_approval', 'no_show']) {
      const pending = world({ bookings: [booking('ny', '2027-03-08T15:00:00Z', '2027-03-08T16:00:00Z', status)] });
      expect(startsOn('2027-03-08', link(), pending, 'America/New_York')).toEqual(['09:00 AM', '11:00 AM']);
    }
    for (const status of ['cancelled', 'rejected']) {
      const freed = world({ bookings: [booking('ny', '2027-03-08T15:00:00Z', '2027-03-08T16:00:00Z', status)] });
      expect(startsOn('2027-03-08', link(), freed, 'America/New_York')).toHaveLength(3);
    }
  });

  it('a booking inside a buffer: the buffer after keeps the time before it, the buffer before the time after it', () => {
    const w = world({ bookings: [booking('ny', '2027-03-08T15:00:00Z', '2027-03-08T15:30:00Z')] });
    const base = { durations: [{ id: 'd', duration: 30, is_default: true }], start_time_increment: 15 };
    // 10:00-10:30 New York is booked.
    expect(startsOn('2027-03-08', link(base), w, 'America/New_York').slice(0, 4)).toEqual([
      '09:00 AM',
      '09:15 AM',
      '09:30 AM',
      '10:30 AM',
    ]);
    expect(startsOn('2027-03-08', link({ ...base, after_buffer_time: 15 }), w, 'America/New_York').slice(0, 3)).toEqual(
      ['09:00 AM', '09:15 AM', '10:30 AM'],
    );
    expect(
      startsOn('2027-03-08', link({ ...base, before_buffer_time: 10 }), w, 'America/New_York').slice(0, 4),
    ).toEqual(['09:00 AM', '09:15 AM', '09:30 AM', '10:45 AM']);
  });

  it('the minimum notice: nothing starts sooner than the lead time from now', () => {
    const now = Date.parse('2027-03-08T13:30:00Z'); // 08:30 in New York
    expect(startsOn('2027-03-08', link({ lead_time: 60 }), world({ now }), 'America/New_York')).toEqual([
      '10:00 AM',
      '11:00 AM',
    ]);
    expect(startsOn('2027-03-08', link({ lead_time: 0 }), world({ now }), 'America/New_York')).toEqual([
      '09:00 AM',
      '10:00 AM',
      '11:00 AM',
    ]);
  });

  it('the booking window: N days starting today, N business days, or a range of dates', () => {
    const now = Date.parse('2027-03-01T15:00:00Z'); // Monday 1 March in New York
    const days = (value: string, type = 'number_of_days_into_the_future') =>
      linkSlots(link({ schedulable_range_type: type, schedulable_range_value: value }), world({ now }), {
        timeZone: 'America/New_York',
        year: 2027,
        month: 3,
      })
        .filter((d) => d.slots.length > 0)
        .map((d) => d.date);
    expect(days('8')).toEqual(['2027-03-01', '2027-03-08']);
    expect(days('7')).toEqual(['2027-03-01']);
    expect(days('6', 'number_of_business_days_into_the_future')).toEqual(['2027-03-01', '2027-03-08']);
    expect(days('5', 'number_of_business_days_into_the_future')).toEqual(['2027-03-01']);
    expect(days('2027-03-10 to 2027-03-22', 'date_range')).toEqual(['2027-03-15', '2027-03-22']);
    expect(days('next spring', 'date_range')).toEqual([]);
    expect(bookingWindow('number_of_days_into_the_future', '0', '2027-03-01')).toBeNull();
  });

  it('a disabled link offers nothing', () => {
    expect(startsOn('2027-03-08', link({ disabled: true }), world(), 'America/New_York')).toEqual([]);
  });

  it('one day when a day is asked, every day of the month otherwise', () => {
    expect(linkSlots(link(), world(), { timeZone: 'UTC', year: 2027, month: 2 }).map((d) => d.date)).toHaveLength(28);
    expect(linkSlots(link(), world(), { timeZone: 'UTC', year: 2027, month: 3, day: 8 }).map((d) => d.date)).toEqual([
      '2027-03-08',
    ]);
  });
});

describe('links with several hosts', () => {
  const two = { hostIds: ['ny', 'ldn'] };
  const w = (bookings: ReturnType<typeof booking>[]) =>
    world({ hours: { ny: [monday(9, 12)], ldn: [monday(14, 17)] }, bookings });

  it('round robin: offered when any host is free, the count says how many are', () => {
    const l = link({ ...two, kind: 'round_robin' });
    const slots = (b: ReturnType<typeof booking>[]) =>
      linkSlots(l, w(b), { timeZone: 'UTC', year: 2027, month: 3, day: 8 })[0]!.slots.map((s) => [
        new Date(s.start).toISOString().slice(11, 16),
        s.count,
      ]);
    // New York 09:00-12:00 is 14:00-17:00 UTC, London's 14:00-17:00 too: both hosts at every hour.
    expect(slots([])).toEqual([
      ['14:00', 2],
      ['15:00', 2],
      ['16:00', 2],
    ]);
    expect(slots([booking('ny', '2027-03-08T15:00:00Z', '2027-03-08T16:00:00Z')])).toEqual([
      ['14:00', 2],
      ['15:00', 1],
      ['16:00', 2],
    ]);
    expect(
      slots([
        booking('ny', '2027-03-08T15:00:00Z', '2027-03-08T16:00:00Z'),
        booking('ldn', '2027-03-08T15:00:00Z', '2027-03-08T16:00:00Z'),
      ]),
    ).toEqual([
      ['14:00', 2],
      ['16:00', 2],
    ]);
  });

  it('multi-host: offered only when every host is free; a booking of a multi-host link holds all its hosts', () => {
    const l = link({ ...two, kind: 'multihost' });
    const starts = (b: ReturnType<typeof booking>[], links: SlotWorld['links'] = []) =>
      linkSlots(l, { ...w(b), links }, { timeZone: 'UTC', year: 2027, month: 3, day: 8 })[0]!.slots.map((s) =>
        new Date(s.start).toISOString().slice(11, 16),
      );
    expect(starts([])).toEqual(['14:00', '15:00', '16:00']);
    expect(starts([booking('ldn', '2027-03-08T15:00:00Z', '2027-03-08T16:00:00Z')])).toEqual(['14:00', '16:00']);
    const team = [{ id: 'team', kind: 'multihost' as const, hostIds: ['ny', 'syd'] }];
    // Booked on another multi-host link whose first host is Sydney: New York is held as well.
    expect(starts([booking('syd', '2027-03-08T16:00:00Z', '2027-03-08T17:00:00Z', 'confirmed', 'team')], team)).toEqual(
      ['14:00', '15:00'],
    );
  });
});
