import type { Availability } from '@/api/availabilities/schemas';
import { DAY } from '@/lib/time/clock';
import type { Range } from '@/lib/time/periods';
import { addDays, wallClock, zonedToUtc } from '@/lib/time/wall-clock';
import { weekHours } from './week-hours';

// "Who is free on Tuesday at 15:00 London for an hour?": a member is free when their hours, as they
// fall on real dates in the zone asked about (week-hours.ts), hold the whole of that stretch. The
// stretch lasts its real length: an hour from 00:30 on the night the clocks go forward ends at 02:30
// on the wall clock, and that is the time their hours must reach.

export interface Stretch {
  /** The date, on the wall clock of `zone`. */
  date: string;
  /** Minutes since midnight, on the wall clock of `zone`. */
  start: number;
  /** How long, in real minutes. */
  minutes: number;
  zone: string;
}

export type NotFreeReason = 'off' | 'override' | 'outside' | 'unreadable';

export type FreeAnswer =
  | { free: true }
  | {
      free: false;
      /**
       * off: no hours that day; override: a date override sets that day's hours (or takes it off);
       * outside: the stretch falls outside the weekly hours; unreadable: the override could not be read.
       */
      reason: NotFreeReason;
      /** The member's hours on the stretch's date, in the zone asked about. */
      hours: Range[];
    };

/** Where the stretch ends on the zone's wall clock, counted from its start date's midnight (past 1440 runs into the next date). */
export function stretchEnd(s: Stretch): number {
  const end = wallClock(zonedToUtc(s.date, s.start, s.zone) + s.minutes * 60_000, s.zone);
  const days = Math.round((Date.parse(`${end.date}T00:00:00Z`) - Date.parse(`${s.date}T00:00:00Z`)) / 86_400_000);
  return days * DAY + end.minutes;
}

/** Whether the member of availability `a` (in `memberZone`) is available for the whole stretch, and if not why. */
export function freeAt(a: Availability, memberZone: string | null, s: Stretch): FreeAnswer {
  // The day before too: a member's night can run past midnight into the stretch's date.
  const days = weekHours(a, memberZone, s.zone, addDays(s.date, -1));
  const day = days[1]!;
  if (day.unreadable) return { free: false, reason: 'unreadable', hours: [] };
  // The days as one line of minutes from the stretch's midnight, so hours that run on past
  // midnight hold a stretch that does too.
  const line: Range[] = [];
  days.forEach((d, i) => {
    for (const r of d.ranges) {
      const shift = (i - 1) * DAY;
      const last = line[line.length - 1];
      if (last && last.end >= r.start + shift) last.end = Math.max(last.end, r.end + shift);
      else line.push({ start: r.start + shift, end: r.end + shift });
    }
  });
  const end = stretchEnd(s);
  if (line.some((r) => r.start <= s.start && r.end >= end)) return { free: true };
  const reason: NotFreeReason = day.override ? 'override' : day.ranges.length === 0 ? 'off' : 'outside';
  return { free: false, reason, hours: day.ranges };
}
