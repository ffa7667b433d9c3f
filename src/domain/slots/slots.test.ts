import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/api/bookings/schemas';
import { busyOf } from '@/domain/slot-effect/facts';
import type { MeetingRecord } from '../../../sandbox/records';
import { linkSlots, type SlotLink, type SlotWorld } from '../../../sandbox/slots';
import { WEEKDAYS, type Range, type WeeklyRange } from '../../../sandbox/time';
import { bookableSlots, checkedHostsOf, countBetween, holdsTime, type HostRules, type LinkRules } from './slots';
import { bookingWindow } from './window';
import { addDays } from '@/lib/time/wall-clock';
import { nyHost, ONE_HOST_RULES } from '@/testing/one-host-link';

// The rules on plain facts, one at a time (sandbox/slots.test.ts checks them again through the
// sandbox's records): one host, Mondays 09:00–12:00 in New York, an hour long, every hour.

const RULES = ONE_HOST_RULES;
const host = (over: Partial<HostRules> = {}) => nyHost([{ wday: 'monday', start: 540, end: 720 }], over);
const ASK = { from: '2027-03-08', to: '2027-03-08', zone: 'Europe/London', now: Date.parse('2027-01-01T00:00:00Z') };
const times = (link: Partial<LinkRules>, hosts: HostRules[], ask = ASK) =>
  bookableSlots({ ...RULES, ...link }, hosts, ask).flatMap((d) =>
    d.slots.map((s) => `${new Date(s.start).toISOString().slice(11, 16)}×${s.count}`),
  );
const at = (iso: string) => Date.parse(`2027-03-08T${iso}:00Z`);

describe('bookable slots from plain facts', () => {
  it('starts every step from the start of the hours, the whole duration inside them', () => {
    expect(times({}, [host()])).toEqual(['14:00×1', '15:00×1', '16:00×1']);
    expect(times({ duration: 90, step: 30 }, [host()])).toEqual(['14:00×1', '14:30×1', '15:00×1', '15:30×1']);
  });
  it('a booking holds its time, and the buffers around a meeting keep it off a booking', () => {
    const busy = [{ start: at('15:00'), end: at('16:00') }];
    expect(times({}, [host({ busy })])).toEqual(['14:00×1', '16:00×1']);
    expect(times({ after: 15 }, [host({ busy })])).toEqual(['16:00×1']);
    expect(times({ before: 15 }, [host({ busy })])).toEqual(['14:00×1']);
  });
  it('minimum notice and the booking window, in the link’s zone; an unreadable window offers nothing', () => {
    expect(times({ leadTime: 60 }, [host()], { ...ASK, now: at('13:30') })).toEqual(['15:00×1', '16:00×1']);
    expect(times({ leadTime: 120 }, [host()], { ...ASK, now: at('13:30') })).toEqual(['16:00×1']);
    expect(
      times({ window: { type: 'number_of_days_into_the_future', value: '3' } }, [host()], {
        ...ASK,
        now: Date.parse('2027-03-05T12:00:00Z'),
      }),
    ).toEqual([]);
    expect(
      times({ window: { type: 'number_of_days_into_the_future', value: '3' } }, [host()], {
        ...ASK,
        now: Date.parse('2027-03-06T16:00:00Z'),
      }),
    ).toHaveLength(3);
    expect(times({ window: { type: 'date_range', value: 'soon' } }, [host()])).toEqual([]);
  });
  it('a disabled link, or one without hosts, offers nothing; every asked date is listed', () => {
    expect(times({ disabled: true }, [host()])).toEqual([]);
    expect(bookableSlots(RULES, [], { ...ASK, to: '2027-03-10' }).map((d) => d.date)).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
    ]);
  });
  it('round robin counts the hosts free; multi-host needs every host', () => {
    const later = nyHost([{ wday: 'monday', start: 600, end: 780 }]);
    expect(times({ kind: 'round_robin' }, [host(), later])).toEqual(['14:00×1', '15:00×2', '16:00×2', '17:00×1']);
    expect(times({ kind: 'multihost' }, [host(), later])).toEqual(['15:00×1', '16:00×1']);
  });
  it('multi-host and grouped: times start from when every host works, not only where all their grids meet', () => {
    // New York 09:10–12:00 and 09:00–12:00: both are free from 09:10, half an hour at a time.
    const tenPast = nyHost([{ wday: 'monday', start: 550, end: 720 }]);
    const half = { duration: 30, step: 30 };
    for (const kind of ['multihost', 'grouped'] as const)
      expect(times({ ...half, kind }, [host(), tenPast])).toEqual([
        '14:10×1',
        '14:40×1',
        '15:10×1',
        '15:40×1',
        '16:10×1',
      ]);
  });
  it('round robin counts every free host at a time, whichever host’s hours it is laid from', () => {
    // 09:00–12:00 and 09:10–12:00 in New York; the first host is booked 10:00–11:00 (15:00–16:00 UTC).
    const tenPast = nyHost([{ wday: 'monday', start: 550, end: 720 }]);
    const booked = host({ busy: [{ start: at('15:00'), end: at('16:00') }] });
    expect(times({ kind: 'round_robin' }, [booked, tenPast])).toEqual([
      '14:00×1',
      '14:10×1',
      '15:00×1',
      '15:10×1',
      '16:00×2',
    ]);
  });
  it('a booking holds its time unless cancelled, rejected or declined: awaiting approval and unknown statuses hold it', () => {
    for (const status of ['confirmed', 'awaiting_approval', 'Awaiting_Approval', 'no_show', '', null, undefined])
      expect(holdsTime(status)).toBe(true);
    for (const status of ['cancelled', 'canceled', 'rejected', 'declined', ' Cancelled '])
      expect(holdsTime(status)).toBe(false);
  });
  it('counts the bookable times between two instants', () => {
    const days = bookableSlots(RULES, [host()], { ...ASK, to: '2027-03-15' });
    expect(countBetween(days, at('00:00'), Date.parse('2027-03-16T00:00:00Z'))).toBe(6);
    expect(countBetween(days, at('15:00'), Date.parse('2027-03-15T00:00:00Z'))).toBe(2);
  });
});

describe('the booking window', () => {
  it('N days, N business days, or a range of dates, both ends included', () => {
    expect(bookingWindow('number_of_days_into_the_future', '3', '2027-03-05')).toEqual({
      first: '2027-03-05',
      last: '2027-03-07',
    });
    expect(bookingWindow('number_of_business_days_into_the_future', '3', '2027-03-05')).toEqual({
      first: '2027-03-05',
      last: '2027-03-09',
    });
    expect(bookingWindow('date_range', '2027-03-01 to 2027-03-31', '2027-01-01')).toEqual({
      first: '2027-03-01',
      last: '2027-03-31',
    });
    expect(bookingWindow('date_range', '2027-03-31 to 2027-03-01', '2027-01-01')).toBeNull();
    expect(bookingWindow('number_of_days_into_the_future', '0', '2027-03-05')).toBeNull();
    expect(bookingWindow('something_else', '3', '2027-03-05')).toBeNull();
  });
});

describe('clock changes in the host’s zone', () => {
  const sunday = (zone: string, start: number, end: number): HostRules =>
    host({ zone, hours: { periods: [{ wday: 'sunday', start, end }], zone } });
  const on = (date: string, zone: string) => ({ from: date, to: date, zone, now: ASK.now });
  const half = { duration: 30, step: 30 };

  it('hours starting in the skipped hour start when the clock does: 02:30–05:00 New York on 14 March 2027 is 03:00–05:00', () => {
    const days = bookableSlots({ ...RULES, ...half }, [sunday('America/New_York', 150, 300)], on('2027-03-14', 'UTC'));
    expect(days[0]!.slots.map((s) => new Date(s.start).toISOString().slice(11, 16))).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '08:30',
    ]);
  });
  it('hours ending inside a repeated half hour offer nothing past their end: Lord Howe 00:00–01:45 on 4 April 2027', () => {
    // The clocks go from 02:00 back to 01:30 at 15:00 UTC: 00:00–01:45 is 13:00–14:45 UTC, then 15:00–15:15.
    const days = bookableSlots(
      { ...RULES, duration: 15, step: 15 },
      [sunday('Australia/Lord_Howe', 0, 105)],
      on('2027-04-04', 'Australia/Lord_Howe'),
    );
    const starts = days[0]!.slots.map((s) => new Date(s.start).toISOString().slice(11, 16));
    expect(starts).not.toContain('14:45');
    expect(starts.slice(-2)).toEqual(['14:30', '15:00']);
  });
  it('a repeated 02:00 is offered twice: Sydney 01:00–02:30 on 4 April 2027', () => {
    // 01:00–02:30 AEDT is 14:00–15:30 UTC; after the clocks go back, 02:00–02:30 AEST is 16:00–16:30.
    const days = bookableSlots(
      { ...RULES, ...half },
      [sunday('Australia/Sydney', 60, 150)],
      on('2027-04-04', 'Australia/Sydney'),
    );
    expect(days.flatMap((d) => d.slots.map((s) => new Date(s.start).toISOString().slice(0, 16)))).toEqual([
      '2027-04-03T14:00',
      '2027-04-03T14:30',
      '2027-04-03T15:00',
      '2027-04-03T16:00',
    ]);
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

const randomHost = (changing: string) =>
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
    hosts: fc.array(randomHost(zone), { minLength: 1, maxLength: 3 }),
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
