import { freeAt, type FreeAnswer, type Stretch } from '@/domain/calendar/free-at';
import type { Availability } from '@/api/availabilities/schemas';
import { weekHours, type DatedHours } from '@/domain/calendar/week-hours';
import { rangesText } from '@/domain/calendar/zone-shift';
import { timeOfDay } from '@/lib/time/display';
import { weekdayAndDay } from '@/lib/time/day-names';
import type { Range } from '@/lib/time/periods';
import { addDays } from '@/lib/time/wall-clock';
import { clockChanges, clockMinutes, dayLength, livedMinutes, type ClockChange } from '@/domain/calendar/day-timeline';
import { coveringAvailability, type BoardMember } from './board-model';

// The timeline's words and geometry, free of React: which dates it shows, where a stretch of a day
// falls along its axis, what each day cell says to a screen reader, and where it leads.

/** The dates the timeline shows: the week from its first day, or the one day. */
export const shownDates = (span: 'week' | 'day', start: string) =>
  Array.from({ length: span === 'week' ? 7 : 1 }, (_, i) => addDays(start, i));

/** "Mon Mar 8" ("Mo. 8. März" in German). */
export const dateLabel = (date: string) => weekdayAndDay(date);

/**
 * What a day cell says: "Oliver Smith: Mon Mar 8 2:00 PM–10:00 PM (override)", "…: Sun Mar 7
 * unavailable", "…: Tue Mar 9 unavailable (override)". The same words a sighted admin reads off
 * the bars and their stripes.
 */
export function dayText(name: string, day: DatedHours): string {
  const head = `${name}: ${dateLabel(day.date)}`;
  if (day.unreadable) return `${head} override hours that could not be read`;
  const hours = day.ranges.length ? rangesText(day.ranges) : 'unavailable';
  return `${head} ${hours}${day.override ? ' (override)' : ''}`;
}

/**
 * The timeline's axis: each date as long as it is lived in the zone shown (23 or 25 hours on a day
 * its clocks change), one after the other.
 */
export interface TimelineAxis {
  dates: readonly string[];
  /** Each date's length in minutes, and where it starts along the axis. */
  lengths: number[];
  starts: number[];
  total: number;
  /** Each date's clock change, undefined on a plain day. */
  changes: (ClockChange | undefined)[];
}

export function timelineAxis(dates: readonly string[], zone: string): TimelineAxis {
  const changes = clockChanges(dates, zone);
  const lengths = dates.map((d) => dayLength(d, zone));
  const starts = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0));
  return {
    dates,
    lengths,
    starts,
    total: lengths.reduce((a, b) => a + b, 0),
    changes: dates.map((d) => changes.find((c) => c.date === d)),
  };
}

const percent = (n: number) => `${n * 100}%`;

/** How many hours the date at `index` lasts: 23 or 25 on a day its clocks change, else 24. */
export const hoursOf = (axis: TimelineAxis, index: number) => axis.lengths[index]! / 60;

/** Where a clock time of the date at `index` falls along the axis, in lived minutes from its start. */
function livedAt(axis: TimelineAxis, index: number, minutes: number, end: boolean): number {
  // A stretch running past midnight goes on into the dates after (find-a-time's), up to the axis' end.
  const day = index + Math.floor(minutes / 1440);
  if (day >= axis.dates.length) return axis.total;
  return axis.starts[day]! + livedMinutes(axis.changes[day], minutes - (day - index) * 1440, end);
}

/**
 * Left and width, as percentages of the whole axis, of a stretch of clock times of the date at
 * `index` (an end past 1440 runs into the next dates).
 */
export function place(axis: TimelineAxis, index: number, r: Range): { left: string; width: string } {
  const from = livedAt(axis, index, r.start, false);
  const to = Math.max(from, livedAt(axis, index, r.end, true));
  return { left: percent(from / axis.total), width: percent((to - from) / axis.total) };
}

/** Left and width of the date at `index` along the axis. */
export const placeDay = (axis: TimelineAxis, index: number) => ({
  left: percent(axis.starts[index]! / axis.total),
  width: percent(axis.lengths[index]! / axis.total),
});

/** Left and width of a stretch of clock times within its own date, as percentages of the date: a day cell's bars. */
export function placeInDay(axis: TimelineAxis, index: number, r: Range): { left: string; width: string } {
  const change = axis.changes[index];
  const length = axis.lengths[index]!;
  const from = livedMinutes(change, r.start);
  const to = Math.max(from, livedMinutes(change, r.end, true));
  return { left: percent(from / length), width: percent((to - from) / length) };
}

/**
 * Each clock hour's share of its date, as CSS grid columns: "1fr" an hour, "0fr" for the hour a
 * spring-forward day skips, "2fr" for the one a fall-back day repeats.
 */
export function hourColumns(axis: TimelineAxis, index: number): string {
  const change = axis.changes[index];
  if (!change) return 'repeat(24, 1fr)';
  return Array.from(
    { length: 24 },
    (_, h) => `${(livedMinutes(change, (h + 1) * 60, true) - livedMinutes(change, h * 60)) / 60}fr`,
  ).join(' ');
}

/** The date and whole clock hour ("15:00") under a point `fraction` of the way along the axis. */
export function hourAt(fraction: number, axis: TimelineAxis): { on: string; at: string } {
  const lived = Math.min(axis.total - 1, Math.max(0, Math.floor(fraction * axis.total)));
  const index = Math.max(
    0,
    axis.starts.findLastIndex((s) => s <= lived),
  );
  const clock = clockMinutes(axis.changes[index], lived - axis.starts[index]!);
  return { on: axis.dates[index]!, at: `${String(Math.min(23, Math.floor(clock / 60))).padStart(2, '0')}:00` };
}

/**
 * A day's hourly counts as runs, for a screen reader: "0 until 9:00 AM, 3 from 9:00 AM to 5:00 PM,
 * 0 from 5:00 PM" (the drawing's cells in words).
 */
export function countRuns(counts: readonly number[], h12: boolean): string {
  const runs: { n: number; from: number; to: number }[] = [];
  counts.forEach((n, h) => {
    const last = runs[runs.length - 1];
    if (last && last.n === n) last.to = h + 1;
    else runs.push({ n, from: h, to: h + 1 });
  });
  const t = (h: number) => timeOfDay(h * 60, { h12 });
  return runs
    .map((r) =>
      runs.length === 1
        ? `${r.n} all day`
        : r.from === 0
          ? `${r.n} until ${t(r.to)}`
          : r.to === 24
            ? `${r.n} from ${t(r.from)}`
            : `${r.n} from ${t(r.from)} to ${t(r.to)}`,
    )
    .join(', ');
}

export type MemberState = 'reading' | 'read' | 'failed' | 'not-asked';

export interface FreeAnswers {
  free: BoardMember[];
  busy: { member: BoardMember; why: string }[];
  /** Members the question cannot be answered for, and why. */
  unknown: { member: BoardMember; why: string }[];
}

function notFreeWords(answer: Extract<FreeAnswer, { free: false }>): string {
  const hours = rangesText(answer.hours);
  switch (answer.reason) {
    case 'off':
      return 'off that day';
    case 'override':
      return answer.hours.length ? `an override: only ${hours} that day` : 'an override: unavailable all day';
    case 'unreadable':
      return 'an override whose hours could not be read';
    case 'outside':
      return `outside their hours (${hours})`;
  }
}

/**
 * Who of `members` is free for the whole of the stretch, by their default availability (or their
 * only one): the rule coverage counts by. Those who are not say why, in the stretch's zone.
 */
export function whoIsFree(
  members: readonly BoardMember[],
  stateOf: (m: BoardMember) => MemberState,
  stretch: Stretch,
): FreeAnswers {
  const out: FreeAnswers = { free: [], busy: [], unknown: [] };
  for (const member of members) {
    const state = stateOf(member);
    if (state !== 'read') {
      const why =
        state === 'reading'
          ? 'availabilities still being read'
          : state === 'failed'
            ? 'availabilities could not be read'
            : 'not read: no email address to ask with';
      out.unknown.push({ member, why });
      continue;
    }
    const a = coveringAvailability(member);
    if (!a) {
      out.unknown.push({
        member,
        why: member.availabilities.length ? 'several availabilities and no default' : 'no availabilities',
      });
      continue;
    }
    const answer = freeAt(a, member.zone, stretch);
    if (answer.free) out.free.push(member);
    else out.busy.push({ member, why: notFreeWords(answer) });
  }
  return out;
}

const weeks = new WeakMap<Availability, Map<string, DatedHours[]>>();

/**
 * `weekHours`, kept per availability object: the team lands group by group and the coverage counts
 * every member again each time, while a member's availabilities stay the same objects
 * (board-members.ts); the rows ask for the same weeks as the coverage.
 */
export function datedWeek(a: Availability, memberZone: string | null, zone: string, start: string): DatedHours[] {
  let byKey = weeks.get(a);
  if (!byKey) weeks.set(a, (byKey = new Map()));
  const key = `${memberZone ?? ''}|${zone}|${start}`;
  let days = byKey.get(key);
  if (!days) {
    // A few weeks per availability at most are looked at in a session: the oldest goes first.
    if (byKey.size >= 8) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, (days = weekHours(a, memberZone, zone, start)));
  }
  return days;
}
