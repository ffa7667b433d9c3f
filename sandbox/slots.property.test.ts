import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/api/bookings/schemas';
import { busyOf } from '@/components/slot-effect/facts';
import { bookableSlots, checkedHostsOf, type HostRules, type LinkRules } from '../slot-rules/slots';
import type { MeetingRecord } from './records';
import { linkSlots, type SlotLink, type SlotWorld } from './slots';
import { WEEKDAYS, type Range, type WeeklyRange } from './time';

// The sandbox's slots, computed minute by minute on its own, beside the dashboard's estimate (its
// slot rules, with bookings read as the estimate reads them) on the same random workspace: links of every kind, hours at odd minutes in zones that change their
// clocks (by an hour, by half an hour, at midnight), date overrides, bookings of every status,
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
