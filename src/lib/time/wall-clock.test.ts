import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { weekHours } from '@/domain/calendar/week-hours';
import { workingSpans } from '@/domain/slots/hours';
import { formatClock } from './clock';
import { emptyWeek, normalize, type Range } from './periods';
import { convertWeekAt } from './zones';
import {
  addDays,
  datesBetween,
  endOnDate,
  offsetMinutes,
  shiftRanges,
  utcToZoned,
  wallClock,
  wallTime,
  weekdayOf,
  zonedPieces,
  zonedToUtc,
} from './wall-clock';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('wall clocks, DST exact', () => {
  it('a New York 09:00 is 14:00 UTC before the US change of 14 March 2027 and 13:00 after', () => {
    expect(iso(zonedToUtc('2027-03-08', 540, 'America/New_York'))).toBe('2027-03-08T14:00');
    expect(iso(zonedToUtc('2027-03-15', 540, 'America/New_York'))).toBe('2027-03-15T13:00');
    expect(offsetMinutes('America/New_York', Date.parse('2027-03-15T13:00:00Z'))).toBe(-240);
  });
  it('a skipped time moves forward by the gap; a repeated one takes its first occurrence', () => {
    expect(utcToZoned(zonedToUtc('2027-03-28', 90, 'Europe/London'), 'Europe/London')).toEqual({
      date: '2027-03-28',
      minutes: 150,
    });
    expect(utcToZoned(zonedToUtc('2027-03-14', 150, 'America/New_York'), 'America/New_York')).toEqual({
      date: '2027-03-14',
      minutes: 210,
    });
    expect(iso(zonedToUtc('2027-10-31', 90, 'Europe/London'))).toBe('2027-10-31T00:30');
    expect(iso(zonedToUtc('2027-11-07', 90, 'America/New_York'))).toBe('2027-11-07T05:30');
  });
  it('Lord Howe repeats half an hour: 01:45 is first read at UTC+11, not at UTC+10:30', () => {
    expect(iso(zonedToUtc('2027-04-04', 105, 'Australia/Lord_Howe'))).toBe('2027-04-03T14:45');
    expect(wallTime('2027-10-03', 135, 'Australia/Lord_Howe')).toEqual({
      ms: Date.parse('2027-10-02T15:45:00Z'),
      exists: false,
    });
  });
  it('a change at midnight: Santiago has no midnight on 5 September 2027, Havana none on 14 March', () => {
    expect(wallTime('2027-09-05', 0, 'America/Santiago')).toEqual({
      ms: Date.parse('2027-09-05T04:00:00Z'),
      exists: false,
    });
    expect(utcToZoned(zonedToUtc('2027-09-05', 0, 'America/Santiago'), 'America/Santiago').minutes).toBe(60);
    expect(wallTime('2027-03-14', 0, 'America/Havana').exists).toBe(false);
  });
  it('the southern hemisphere: Sydney leaves summer time on 4 April 2027', () => {
    expect(iso(zonedToUtc('2027-04-05', 540, 'Australia/Sydney'))).toBe('2027-04-04T23:00');
    expect(iso(zonedToUtc('2027-04-02', 540, 'Australia/Sydney'))).toBe('2027-04-01T22:00');
  });
  it('wallClock agrees with Intl on every quarter hour around a change', () => {
    for (let ms = Date.parse('2027-03-14T05:00:00Z'); ms < Date.parse('2027-03-14T09:00:00Z'); ms += 7 * 60_000)
      expect(wallClock(ms, 'America/New_York')).toEqual(utcToZoned(ms, 'America/New_York'));
  });
  it('midnight as an end is the next date’s first instant, in the zone', () => {
    expect(iso(endOnDate('2027-03-27', 1440, 'Europe/London'))).toBe('2027-03-28T00:00');
    expect(iso(endOnDate('2027-03-28', 1440, 'Europe/London'))).toBe('2027-03-28T23:00');
  });
});

describe('dates', () => {
  it('adds days across months and years, names weekdays, lists a stretch', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekdayOf('2027-03-08')).toBe('monday');
    expect(datesBetween('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(datesBetween('2027-03-02', '2027-03-01')).toEqual([]);
  });
});

describe('shiftRanges', () => {
  it('leaves the hours as they are when both zones are the same', () => {
    const ranges = [{ start: 540, end: 1020 }];
    expect(shiftRanges('2026-12-24', ranges, 'Asia/Tokyo', 'Asia/Tokyo')).toEqual([
      { date: '2026-12-24', range: { start: 540, end: 1020 } },
    ]);
  });

  it('moves hours back onto the day before when the other zone is behind', () => {
    // Tokyo 01:00–03:00 on Dec 24 is 16:00–18:00 UTC on Dec 23.
    expect(shiftRanges('2026-12-24', [{ start: 60, end: 180 }], 'Asia/Tokyo', 'UTC')).toEqual([
      { date: '2026-12-23', range: { start: 960, end: 1080 } },
    ]);
  });

  it('ends a range at midnight exactly without an empty piece on the next day', () => {
    // UTC 15:00 is midnight in Tokyo: 09:00–15:00 UTC is 18:00–24:00 there.
    expect(shiftRanges('2026-12-24', [{ start: 540, end: 900 }], 'UTC', 'Asia/Tokyo')).toEqual([
      { date: '2026-12-24', range: { start: 1080, end: 1440 } },
    ]);
  });

  it('reads each date with its own offset: summer and winter time differ', () => {
    // New York is UTC−4 in July and UTC−5 in December.
    expect(shiftRanges('2026-07-01', [{ start: 720, end: 780 }], 'UTC', 'America/New_York')).toEqual([
      { date: '2026-07-01', range: { start: 480, end: 540 } },
    ]);
    expect(shiftRanges('2026-12-01', [{ start: 720, end: 780 }], 'UTC', 'America/New_York')).toEqual([
      { date: '2026-12-01', range: { start: 420, end: 480 } },
    ]);
  });

  it('shifts every range given, in order, and by half hours where a zone has them', () => {
    expect(
      shiftRanges(
        '2026-12-24',
        [
          { start: 0, end: 60 },
          { start: 600, end: 660 },
        ],
        'UTC',
        'Asia/Kolkata',
      ),
    ).toEqual([
      { date: '2026-12-24', range: { start: 330, end: 390 } },
      { date: '2026-12-24', range: { start: 930, end: 990 } },
    ]);
  });
});

describe('shiftRanges across clock changes', () => {
  it('New York 01:00–03:00 on its spring-forward day is 06:00–07:00 UTC: 02:00–03:00 never happens', () => {
    // One offset for the whole date (that of noon, EDT) read it as 05:00–07:00.
    expect(shiftRanges('2027-03-14', [{ start: 60, end: 180 }], 'America/New_York', 'UTC')).toEqual([
      { date: '2027-03-14', range: { start: 360, end: 420 } },
    ]);
  });

  it('London 00:00–03:00 on its fall-back day in New York: the repeated hour is in both pieces', () => {
    // 00:00 BST is 23:00 UTC the day before; 03:00 GMT is 03:00 UTC: four hours, 19:00–23:00 EDT.
    expect(shiftRanges('2027-10-31', [{ start: 0, end: 180 }], 'Europe/London', 'America/New_York')).toEqual([
      { date: '2027-10-30', range: { start: 1140, end: 1380 } },
    ]);
    // Four hours of UTC on New York's fall-back night: 00:00–01:59 EDT, then 01:00–01:59 EST again.
    expect(
      zonedPieces(Date.parse('2027-11-07T04:00:00Z'), Date.parse('2027-11-07T07:00:00Z'), 'America/New_York'),
    ).toEqual([
      { date: '2027-11-07', start: 0, end: 120 },
      { date: '2027-11-07', start: 60, end: 120 },
    ]);
  });

  it('a day that starts at 01:00 (Santiago, 5 September 2027) has no piece at midnight', () => {
    expect(
      zonedPieces(Date.parse('2027-09-05T02:00:00Z'), Date.parse('2027-09-05T06:00:00Z'), 'America/Santiago'),
    ).toEqual([
      { date: '2027-09-04', start: 1320, end: 1440 },
      { date: '2027-09-05', start: 60, end: 180 },
    ]);
  });
});

// The board, the weekly editor and the slot rules convert hours between zones through one
// implementation; this checks all three against a reference that knows nothing but Intl's reading
// of an instant, walked a quarter hour at a time (every offset since the 1970s is a whole number
// of quarter hours, and so is every change), on every clock-change day of 2026–2028 in zones
// chosen for their awkward changes and a sample of all the others. A day's hours are the instants
// at which the clock shows a minute of them: a skipped hour holds none, a repeated one twice; a
// single wall time is its first instant, or in a gap the time moved forward by the gap.

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const HOUR = 60 * MINUTE;

const AWKWARD = [
  'America/New_York',
  'Europe/London',
  'Europe/Dublin', // "winter time" is the negative change in tzdata
  'Australia/Lord_Howe', // half an hour of summer time
  'Australia/Adelaide', // +9:30 / +10:30, southern hemisphere
  'Pacific/Chatham', // +12:45 / +13:45
  'America/St_Johns', // -3:30 / -2:30
  'Asia/Kathmandu', // +5:45
  'Asia/Kolkata', // +5:30
  'America/Santiago', // changes at midnight
  'America/Havana', // changes at midnight
  'America/Asuncion',
  'Asia/Beirut', // changes at midnight
  'Africa/Casablanca', // an hour less for Ramadan
  'Antarctica/Troll', // two hours of summer time
  'Pacific/Auckland',
  'America/Nuuk',
  'Asia/Tehran',
  'UTC',
];
const ALL = Intl.supportedValuesOf('timeZone');
const ZONES = [...new Set([...AWKWARD, ...ALL.filter((_, i) => i % 12 === 0)])];

const readers = new Map<string, Intl.DateTimeFormat>();
const readings = new Map<string, number>();
/** The zone's wall clock at an instant, as milliseconds of the same reading in UTC: the reference. */
function read(zone: string, ms: number): number {
  const key = `${zone}|${ms}`;
  const known = readings.get(key);
  if (known !== undefined) return known;
  let f = readers.get(zone);
  if (!f) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', ...options });
    readers.set(zone, f);
  }
  const [day, month, year, hour, minute] = f.format(ms).match(/\d+/g)!.map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  readings.set(key, wall);
  return wall;
}
const offsetRef = (zone: string, ms: number) => (read(zone, ms) - ms) / MINUTE;
const dateOf = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** Every instant of 2026–2028 at which the zone's offset changes, found a week at a time, then by bisection. */
function changesOf(zone: string): { zone: string; at: number; date: string }[] {
  const out: { zone: string; at: number; date: string }[] = [];
  const WEEK = 7 * 24 * HOUR;
  let prev = offsetRef(zone, Date.UTC(2025, 11, 25));
  for (let ms = Date.UTC(2025, 11, 25) + WEEK; ms <= Date.UTC(2029, 0, 8); ms += WEEK) {
    const now = offsetRef(zone, ms);
    if (now !== prev) {
      let [lo, hi] = [ms - WEEK, ms];
      while (hi - lo > QUARTER) {
        const mid = lo + Math.floor((hi - lo) / 2 / QUARTER) * QUARTER;
        if (offsetRef(zone, mid) === prev) lo = mid;
        else hi = mid;
      }
      // Dated by the clock it leaves and by the one it arrives on (the same date unless at midnight).
      for (const date of new Set([dateOf(read(zone, hi - MINUTE)), dateOf(read(zone, hi))]))
        if (date >= '2026-01-01' && date <= '2028-12-31') out.push({ zone, at: hi, date });
    }
    prev = now;
  }
  return out;
}

/** Quarter hours from `from` to `to`, each with the wall clock it starts on. */
function quarterTable(zone: string, from: number, to: number): { t: number; w: number }[] {
  const out: { t: number; w: number }[] = [];
  for (let t = Math.floor(from / QUARTER) * QUARTER; t < to; t += QUARTER) out.push({ t, w: read(zone, t) });
  return out;
}
/** The quarter hours that can hold a wall time of the date: its midnight less and plus a day at most. */
const dayTable = (zone: string, date: string) => {
  const midnight = Date.parse(`${date}T00:00:00Z`) - offsetRef(zone, Date.parse(`${date}T12:00:00Z`)) * MINUTE;
  return quarterTable(zone, midnight - 4 * HOUR, midnight + 28 * HOUR);
};

/**
 * The reference instant of a wall time: the first instant that shows it; in a gap, the wall time read
 * with the offset in force before the gap (it moves forward by the gap).
 */
function instantRef(table: readonly { t: number; w: number }[], wall: number): { ms: number; exists: boolean } {
  for (const { t, w } of table) if (w <= wall && wall < w + QUARTER) return { ms: t + (wall - w), exists: true };
  const after = table.findIndex(({ w }) => w > wall);
  const before = table[after - 1]!;
  return { ms: wall - (before.w - before.t), exists: false };
}

/** The reference: the instants whose wall clock shows a minute from `lo` to `hi` (end excluded). */
function spansRef(
  table: readonly { t: number; w: number }[],
  lo: number,
  hi: number,
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const { t, w } of table) {
    const [from, to] = [Math.max(w, lo), Math.min(w + QUARTER, hi)];
    if (to <= from) continue;
    const last = out[out.length - 1];
    if (last && last.end === t + (from - w)) last.end = t + (to - w);
    else out.push({ start: t + (from - w), end: t + (to - w) });
  }
  return out;
}

/** The reference: the minutes between two instants on a zone's wall clock, date by date, merged. */
function piecesRef(start: number, end: number, zone: string): Map<string, Range[]> {
  const out = new Map<string, Range[]>();
  for (const { t, w } of quarterTable(zone, start, end)) {
    const [s, e] = [Math.max(t, start), Math.min(t + QUARTER, end)];
    const date = dateOf(w);
    const midnight = Date.parse(`${date}T00:00:00Z`);
    const range = { start: (w - midnight + (s - t)) / MINUTE, end: (w - midnight + (e - t)) / MINUTE };
    out.set(date, normalize([...(out.get(date) ?? []), range]));
  }
  return out;
}

const CHANGES = ZONES.flatMap(changesOf);

describe('one zone conversion, on every clock-change day of 2026–2028', () => {
  it('finds the changes it is meant to test', () => {
    expect(ZONES.length).toBeGreaterThan(45);
    const of = (zone: string) => CHANGES.filter((c) => c.zone === zone).map((c) => c.date);
    expect(of('America/New_York')).toHaveLength(6);
    expect(of('America/New_York')).toContain('2027-03-14');
    expect(of('Australia/Lord_Howe')).toContain('2027-04-04');
    expect(of('America/Santiago')).toEqual(expect.arrayContaining(['2027-09-04', '2027-09-05']));
    expect(CHANGES.length).toBeGreaterThan(150);
  });

  it('reads every wall time around each change, every 5 minutes, as the reference does', () => {
    const wrong: string[] = [];
    for (const { zone, at } of CHANGES) {
      const table = quarterTable(zone, at - 5 * HOUR, at + 5 * HOUR);
      const [first, last] = [table[0]!.w + 150 * MINUTE, table[table.length - 1]!.w - 150 * MINUTE];
      for (let wall = Math.ceil(first / (5 * MINUTE)) * 5 * MINUTE; wall <= last; wall += 5 * MINUTE) {
        const [date, minutes] = [dateOf(wall), (wall / MINUTE) % 1440];
        const [got, want] = [wallTime(date, minutes, zone), instantRef(table, wall)];
        if (got.ms !== want.ms || got.exists !== want.exists)
          wrong.push(`${zone} ${date} ${minutes}: ${JSON.stringify(got)}, not ${JSON.stringify(want)}`);
      }
      for (const { t, w } of table) {
        const [read7, shown] = [wallClock(t + 7 * MINUTE, zone), utcToZoned(t, zone)];
        if (read7.date !== dateOf(w) || read7.minutes !== (w / MINUTE + 7) % 1440)
          wrong.push(`${zone} wallClock ${new Date(t + 7 * MINUTE).toISOString()}: ${JSON.stringify(read7)}`);
        if (shown.date !== dateOf(w) || shown.minutes !== (w / MINUTE) % 1440)
          wrong.push(`${zone} utcToZoned ${new Date(t).toISOString()}: ${JSON.stringify(shown)}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  const period = fc
    .tuple(fc.integer({ min: 0, max: 1440 / 5 }), fc.integer({ min: 1, max: 1440 / 5 }))
    .map(([a, b]) => ({ start: a * 5, end: Math.min(1440, (a + b) * 5) }))
    .filter((r) => r.end > r.start);
  const change = fc.constantFrom(...CHANGES);
  const zone = fc.constantFrom(...ZONES);

  it('the board, the editor and the slot rules put a day’s hours where the reference does', () => {
    fc.assert(
      fc.property(change, zone, period, fc.boolean(), (c, other, r, fromChanging) => {
        // The changing zone is the member's or the viewer's: both directions cross the change.
        const [from, to] = fromChanging ? [c.zone, other] : [other, c.zone];
        // One zone is shown as it is written, converted by none of them.
        fc.pre(from !== to);
        const { date } = c;
        const table = dayTable(from, date);
        const midnight = Date.parse(`${date}T00:00:00Z`);
        const spans = spansRef(table, midnight + r.start * MINUTE, midnight + r.end * MINUTE);
        const want = new Map<string, Range[]>();
        for (const span of spans)
          for (const [d, ranges] of piecesRef(span.start, span.end, to))
            want.set(d, normalize([...(want.get(d) ?? []), ...ranges]));
        const wday = weekdayOf(date);

        // The slot rules: the hours on that date, as instants.
        expect(workingSpans({ periods: [{ wday, ...r }], zone: from }, new Map(), from, date, date)).toEqual(spans);

        // The board: the member's week shown in the viewer's zone, the date in the middle of it.
        const availability: Availability = {
          id: 'a',
          sid: 'a',
          name: 'Hours',
          default: true,
          periods: [{ wday, start_time: formatClock(r.start), end_time: formatClock(r.end) }],
          overrides: [],
        };
        const board = weekHours(availability, from, to, addDays(date, -3)).filter((d) => d.ranges.length);
        expect(new Map(board.map((d) => [d.date, d.ranges]))).toEqual(want);

        // The editor: the weekly hours converted for the week that holds the date.
        const week = { ...emptyWeek(), [wday]: [r] };
        const byWeekday = emptyWeek();
        for (const [d, ranges] of want) byWeekday[weekdayOf(d)] = normalize([...byWeekday[weekdayOf(d)], ...ranges]);
        expect(convertWeekAt(week, from, to, date)).toEqual(byWeekday);
      }),
      { numRuns: 250 },
    );
  });
});
