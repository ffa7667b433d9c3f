import { DAY } from '@/lib/time/clock';
import { addDays, offsetMinutes, wallClock, zonedToUtc } from '@/lib/time/wall-clock';

// A date as it is lived in a zone: the instants from its midnight to the next, cut in equal steps,
// each with the time its clock shows. On a spring-forward day that is 23 hours (the skipped hour is
// in no step), on a fall-back day 25 (the repeated hour is in two); any other day is 24.

const MINUTE = 60_000;

export interface TimelineStep {
  /** The instant the step starts. */
  ms: number;
  /** The minutes since midnight the zone's clock shows then. */
  minutes: number;
  /** 0, or 1 for the second time the clock shows these minutes (after falling back). */
  repeat: 0 | 1;
}

/** The day's true length in minutes: 1380 on a spring-forward day, 1500 on a fall-back day. */
export function dayLength(date: string, zone: string): number {
  return Math.round((zonedToUtc(addDays(date, 1), 0, zone) - zonedToUtc(date, 0, zone)) / MINUTE);
}

/** The day's steps of `step` minutes, from its midnight to the next, as instants and clock times. */
export function dayTimeline(date: string, zone: string, step: number): TimelineStep[] {
  const start = zonedToUtc(date, 0, zone);
  const count = Math.round(dayLength(date, zone) / step);
  const seen = new Set<number>();
  return Array.from({ length: count }, (_, i) => {
    const ms = start + i * step * MINUTE;
    const { minutes } = wallClock(ms, zone);
    const repeat = seen.has(minutes) ? 1 : 0;
    seen.add(minutes);
    return { ms, minutes, repeat };
  });
}

/** What a clock change does to a date in a zone, for saying it on the day and the week it falls in. */
export interface ClockChange {
  date: string;
  zone: string;
  /** The clock time at which it changes (before the change). */
  at: number;
  /** Minutes the clocks move: +60 forward, -60 back. */
  shift: number;
  /** The day's true length in minutes. */
  length: number;
}

/** The clock changes of `zone` on the dates given, earliest first. */
export function clockChanges(dates: readonly string[], zone: string): ClockChange[] {
  const out: ClockChange[] = [];
  for (const date of dates) {
    const length = dayLength(date, zone);
    if (length === DAY) continue;
    const steps = dayTimeline(date, zone, 15);
    // The first step whose offset differs from the day's start is where the clocks moved.
    const first = offsetMinutes(zone, steps[0]!.ms);
    const moved = steps.find((s) => offsetMinutes(zone, s.ms) !== first);
    const shift = moved ? offsetMinutes(zone, moved.ms) - first : length - DAY;
    const at = moved ? wallClock(moved.ms - MINUTE, zone).minutes + 1 : 0;
    out.push({ date, zone, at, shift, length });
  }
  return out;
}

/**
 * Where a clock time of a date falls along the day as lived, in minutes from its midnight (0 to
 * the day's true length), given the date's clock change (undefined on a plain day). A time the clocks
 * skip falls at the jump; a time they repeat at its first occurrence, or at its second when it ends a
 * stretch (`end`) after the repeat began, so a stretch across the repeated hour covers both, as the workspace's clock times do.
 */
export function livedMinutes(change: ClockChange | undefined, minutes: number, end = false): number {
  if (!change) return minutes;
  const { at, shift } = change;
  if (shift > 0) return minutes < at ? minutes : minutes < at + shift ? at : minutes - shift;
  // Falling back: the clock reads [at + shift, at) twice.
  if (minutes <= at + shift) return minutes;
  if (minutes < at) return end ? minutes - shift : minutes;
  return minutes - shift;
}

/** The clock time at `lived` minutes from the date's midnight: `livedMinutes` read backwards. */
export function clockMinutes(change: ClockChange | undefined, lived: number): number {
  if (!change || lived < change.at) return lived;
  return lived + change.shift;
}
