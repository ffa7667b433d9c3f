import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/api/bookings/schemas';
import { busyOf } from '@/components/slot-effect/facts';
import { bookableSlots, checkedHostsOf, type HostRules, type LinkRules } from '../slot-rules/slots';
import type { BookingRecord, MeetingRecord } from './records';
import { bookingWindow, linkSlots, slotsBody, type SlotLink, type SlotWorld } from './slots';
import { formatTime, utcToZoned, WEEKDAYS, type Range, type WeeklyRange } from './time';

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

// The sandbox's slots, computed minute by minute on its own, beside the dashboard's estimate (its
// slot rules, with bookings read as the estimate reads them) on the same random workspace: links
// of every kind, hours at odd minutes in zones that change their clocks (by an hour, by half an hour, at midnight), date overrides, bookings of every status,
// buffers, notice and windows, asked on clock-change days. The two were written apart, so a
// mistake in either shows as a difference. The instant "now" is pinned.

const NOW = Date.parse('2027-01-04T12:00:00Z');
/** Zones with a clock change in 2027 (by an hour, by half an hour, at midnight), with its day. */
const CHANGES: [string, string][] = [
  ['America/New_York', '2027-03-14'],
  ['America/New_York', '2027-11-07'],
  ['Europe/London', '2027-03-28'],
  ['Europe/Berlin', '2027-10-31'],
  ['Australia/Sydney', '2027-04-04'],
  ['Australia/Lord_Howe', '2027-04-04'],
  ['Australia/Lord_Howe', '2027-10-03'],
  ['America/Santiago', '2027-04-03'],
  ['America/Santiago', '2027-09-05'],
  ['Asia/Beirut', '2027-03-28'],
  ['Asia/Beirut', '2027-10-31'],
  ['Asia/Kolkata', '2027-06-15'],
  ['UTC', '2027-02-09'],
];
const ZONES = [...new Set(CHANGES.map(([zone]) => zone))];
const STATUSES = ['confirmed', 'awaiting_approval', 'cancelled', 'rejected', 'no_show'];

// Hours often at night, where clocks change, and at odd minutes.
const minuteOfDay = fc.oneof(fc.integer({ min: 0, max: 143 }), fc.integer({ min: 0, max: 24 })).map((n) => n * 10);
const range: fc.Arbitrary<Range> = fc
  .tuple(minuteOfDay, fc.integer({ min: 1, max: 60 }))
  .map(([start, tenths]) => ({ start, end: Math.min(1440, start + tenths * 10) }));
const week: fc.Arbitrary<WeeklyRange[]> = fc
  .array(fc.tuple(fc.constantFrom(...WEEKDAYS), range), { maxLength: 8 })
  .map((rs) => rs.map(([wday, r]) => ({ wday, ...r })))
  // No day worked from midnight to midnight: hours that run for days lay their times from where
  // each side starts looking (docs/api.md), which is no disagreement about the rules.
  .filter((rs) =>
    WEEKDAYS.every((d) => rs.filter((r) => r.wday === d).reduce((n, r) => n + r.end - r.start, 0) < 1440),
  );

const host = (changing: string) =>
  fc.record({
    zone: fc.oneof(fc.constant(changing), fc.constantFrom(...ZONES)),
    week,
    hasDefault: fc.boolean(),
    overrides: fc.array(fc.tuple(fc.integer({ min: -1, max: 1 }), fc.array(range, { maxLength: 2 })), { maxLength: 2 }),
    bookings: fc.array(
      fc.record({
        day: fc.integer({ min: -1, max: 1 }),
        start: fc.integer({ min: 0, max: 287 }).map((n) => n * 5),
        length: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
        status: fc.constantFrom(...STATUSES),
        collective: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
  });

const workspace = fc.constantFrom(...CHANGES).chain(([zone, day]) =>
  fc.record({
    day: fc.constant(day),
    askZone: fc.oneof(fc.constant(zone), fc.constantFrom(...ZONES)),
    kind: fc.constantFrom<MeetingRecord['kind']>('one_on_one', 'round_robin', 'multihost', 'grouped'),
    hosts: fc.array(host(zone), { minLength: 1, maxLength: 3 }),
    ownHours: fc.option(week, { freq: 4 }),
    duration: fc.constantFrom(15, 20, 30, 45, 60, 90),
    step: fc.constantFrom(0, 10, 15, 20, 30, 60),
    before: fc.constantFrom(0, 0, 5, 15),
    after: fc.constantFrom(0, 0, 10, 30),
    lead: fc.constantFrom(0, 0, 90),
    window: fc.constantFrom(
      ['number_of_days_into_the_future', '400'],
      ['number_of_business_days_into_the_future', '200'],
      ['date_range', '2027-02-01 to 2027-10-31'],
    ),
  }),
);
type Workspace = typeof workspace extends fc.Arbitrary<infer T> ? T : never;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The same workspace as the sandbox's records and as the dashboard's rules read it. */
function bothSides(w: Workspace) {
  const ids = w.hosts.map((_, i) => `h${i}`);
  const bookings = w.hosts.flatMap((h, i) =>
    h.bookings.map((b) => {
      const start = Date.parse(`${addDays(w.day, b.day)}T00:00:00Z`) + b.start * 60_000;
      return {
        meetingId: b.collective ? 'team' : 'other',
        hostId: ids[i]!,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + b.length * 60_000).toISOString(),
        status: b.status,
      };
    }),
  );
  const links = [{ id: 'team', kind: 'multihost' as const, hostIds: ids }];
  const overrides = w.hosts.map(
    (h) => new Map(h.overrides.map(([d, ranges]) => [addDays(w.day, d), ranges] as [string, Range[]])),
  );
  const link: SlotLink = {
    id: 'link',
    kind: w.kind,
    disabled: false,
    hostIds: ids,
    durations: [{ id: 'd', duration: w.duration, is_default: true }],
    start_time_increment: w.step,
    before_buffer_time: w.before,
    after_buffer_time: w.after,
    lead_time: w.lead,
    schedulable_range_type: w.window[0],
    schedulable_range_value: w.window[1],
    periods: w.ownHours ?? [],
  };
  const world: SlotWorld = {
    members: w.hosts.map((h, i) => ({ id: ids[i]!, time_zone: h.zone })),
    availabilities: w.hosts.flatMap((h, i) =>
      h.hasDefault ? [{ memberId: ids[i]!, isDefault: true, periods: h.week, overrides: overrides[i]! }] : [],
    ),
    bookings,
    links,
    now: NOW,
  };

  // The bookings as the dashboard reads them from the workspace: a multi-host link's names all its hosts.
  const asRead = bookings.map((b, n) =>
    bookingSchema.parse({
      id: `b${n}`,
      host_email: `${b.hostId}@example.com`,
      multihosts: b.meetingId === 'team' ? ids.map((id) => ({ email: `${id}@example.com` })) : [],
      starts_at: b.starts_at,
      ends_at: b.ends_at,
      status: b.status,
    }),
  );
  const linkZone = w.hosts[0]!.zone;
  const rules: LinkRules = {
    kind: w.kind,
    disabled: false,
    duration: w.duration,
    step: w.step,
    before: w.before,
    after: w.after,
    leadTime: w.lead,
    window: { type: w.window[0], value: w.window[1] },
    zone: linkZone,
  };
  const hosts: HostRules[] = checkedHostsOf(
    w.kind,
    w.hosts.map((h, i) => ({ h, i })),
  ).map(({ h, i }) => ({
    zone: h.zone,
    hours: w.ownHours?.length
      ? { periods: w.ownHours, zone: linkZone }
      : h.hasDefault
        ? { periods: h.week, zone: h.zone }
        : null,
    overrides: h.hasDefault ? overrides[i]! : new Map(),
    busy: busyOf(asRead, `${ids[i]}@example.com`),
  }));
  return { link, world, rules, hosts };
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('the sandbox’s slots and the dashboard’s slot rules agree', () => {
  it('on random links, hours, overrides, bookings, buffers and zones, on clock-change days', () => {
    fc.assert(
      fc.property(workspace, (w) => {
        const { link, world, rules, hosts } = bothSides(w);
        const [year, month, day] = w.day.split('-').map(Number) as [number, number, number];
        const sandbox = linkSlots(link, world, { timeZone: w.askZone, year, month, day });
        const dashboard = bookableSlots(rules, hosts, { from: w.day, to: w.day, zone: w.askZone, now: NOW });
        const read = (days: typeof sandbox) =>
          days.map((d) => ({ date: d.date, slots: d.slots.map((s) => `${iso(s.start)}–${iso(s.end)}×${s.count}`) }));
        expect(read(dashboard)).toEqual(read(sandbox));
      }),
      { seed: 36, numRuns: 200 },
    );
  });
});
