import { freeAt, type FreeAnswer, type Stretch } from '@/domain/calendar/free-at';
import type { Availability } from '@/api/availabilities/schemas';
import { weekHours, type DatedHours } from '@/domain/calendar/week-hours';
import { rangesText } from '@/domain/calendar/zone-shift';
import { dayAndMonth, timeOfDay } from '@/lib/time/display';
import type { Range } from '@/lib/time/periods';
import { addDays, zonedToUtc } from '@/lib/time/wall-clock';
import { coveringAvailability, weekdayShort, type BoardMember } from './board-model';

// The timeline's words and geometry, free of React: which dates it shows, where a stretch of a day
// falls along its axis, what each day cell says to a screen reader, and where it leads.

/** The dates the timeline shows: the week from its first day, or the one day. */
export const shownDates = (span: 'week' | 'day', start: string) =>
  Array.from({ length: span === 'week' ? 7 : 1 }, (_, i) => addDays(start, i));

/** "Mon Mar 8". */
export const dateLabel = (date: string) => `${weekdayShort(date)} ${dayAndMonth(date)}`;

/** How many hours the date lasts in the zone: 23 or 25 on a day its clocks change, else 24. */
export const hoursIn = (date: string, zone: string) =>
  Math.round((zonedToUtc(addDays(date, 1), 0, zone) - zonedToUtc(date, 0, zone)) / 3_600_000);

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
 * Left and width along an axis of `days` days, as percentages, for a stretch of the day at `index`;
 * `inset` pixels in from each side (the day cells keep 8 px between them, to tap one and not the next).
 */
export function place(index: number, days: number, r: Range, inset = 0): { left: string; width: string } {
  const total = days * 1440;
  const left = `${((index * 1440 + r.start) / total) * 100}%`;
  const width = `${((r.end - r.start) / total) * 100}%`;
  return inset ? { left: `calc(${left} + ${inset}px)`, width: `calc(${width} - ${2 * inset}px)` } : { left, width };
}

/** The date and whole hour ("15:00") under a point `fraction` of the way along the axis of `dates`. */
export function hourAt(fraction: number, dates: readonly string[]): { on: string; at: string } {
  const hours = Math.min(dates.length * 24 - 1, Math.max(0, Math.floor(fraction * dates.length * 24)));
  return { on: dates[Math.floor(hours / 24)]!, at: `${String(hours % 24).padStart(2, '0')}:00` };
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
