import { z } from 'zod/mini';
import { displayClock, parseClock, readEnd } from '@/lib/time/clock';
import { dayAndMonth } from '@/lib/time/display';
import type { LinkHoursSent } from '@/lib/link-hours';
import { periodsToWeek, sameWeek } from '@/lib/time/periods';
import { weeklyPeriodSchema } from '@/lib/time/schemas';
import { weekWords } from './describe';
import type { ActivityEntry } from './log';

// "Revert run": for each row of a bulk run, what its record holds now against what the run sent. A
// row is put back only when its record still holds what the run set (nothing changed it since);
// one changed since is listed and left alone. Pure: the screen reads the records, this decides.

const period = z.object({ start_time: z.string(), end_time: z.string() });
const overridesBefore = z.object({ overrides: z.array(z.object({ date: z.string(), periods: z.array(period) })) });
const overridesAfter = z.object({
  overrides: z.array(z.object({ date: z.string(), periods: z.optional(z.array(period)) })),
});
const linkAfter = z.object({
  periods: z.array(weeklyPeriodSchema),
  time_zone: z.optional(z.string()),
  updatedAt: z.optional(z.nullable(z.string())),
  link: z.object({ name: z.string(), search: z.string() }),
});
const linkBefore = z.object({ periods: z.array(weeklyPeriodSchema), timeZone: z.nullable(z.string()) });

type OverrideBody = { date: string; periods?: { start_time: string; end_time: string }[] };
export type Decision<T> =
  | { kind: 'revert'; entry: ActivityEntry; words: string; put: T }
  | { kind: 'changed' | 'already' | 'cannot'; entry: ActivityEntry; words: string };

type Periods = readonly { start_time: string; end_time: string }[];
/** Minutes of each period, or null when one does not read (never taken as equal to anything). */
const minutes = (periods: Periods) => {
  const out = periods.map((p) => [parseClock(p.start_time), readEnd(p.end_time)] as const);
  return out.every(([a, b]) => a !== null && b !== null) ? out.map(([a, b]) => `${a}-${b}`).join(',') : null;
};
/** A date's state: 'none' (no override), or its periods read as minutes ('' is unavailable all day). */
type DateState = string | null | 'none';
const stateOf = (overrides: readonly { date: string; periods: Periods }[], date: string): DateState => {
  const o = overrides.find((x) => x.date === date);
  return o ? minutes(o.periods) : 'none';
};
const words = (periods: Periods | undefined) =>
  periods === undefined
    ? 'no override'
    : periods.length === 0
      ? 'unavailable'
      : periods.map((p) => `${clock(p.start_time)}–${clock(p.end_time, true)}`).join(', ');
const clock = (text: string, end = false) => {
  const m = end ? readEnd(text) : parseClock(text);
  return m === null ? text : displayClock(m);
};
const day = (date: string) => dayAndMonth(date);

/** An availability's dates as a holidays run (or a revert of one) set them, against what it holds now. */
export function planOverridesRevert(
  entry: ActivityEntry,
  current: readonly { date: string; periods: Periods }[],
): Decision<OverrideBody[]> {
  const before = overridesBefore.safeParse(entry.before);
  const after = overridesAfter.safeParse(entry.after);
  if (!before.success || !after.success || after.data.overrides.length === 0)
    return {
      kind: 'cannot',
      entry,
      words: 'What it held before this change was not recorded, so it cannot be put back.',
    };
  const setByRun = (o: OverrideBody): DateState => (o.periods === undefined ? 'none' : minutes(o.periods));
  const heldBefore = (date: string) => before.data.overrides.find((o) => o.date === date);
  const moved = after.data.overrides.filter((o) => stateOf(current, o.date) !== setByRun(o) || setByRun(o) === null);
  if (moved.length > 0) {
    const back = after.data.overrides.every((o) => stateOf(current, o.date) === stateOf(before.data.overrides, o.date));
    if (back) return { kind: 'already', entry, words: 'It already holds what it held before the run.' };
    return {
      kind: 'changed',
      entry,
      words: `Changed since the run: ${moved.map((o) => `${day(o.date)} is now ${words(current.find((c) => c.date === o.date)?.periods)}, the run set ${words(o.periods)}`).join('; ')}.`,
    };
  }
  const put = after.data.overrides.map((o): OverrideBody => {
    const was = heldBefore(o.date);
    return was
      ? { date: o.date, periods: was.periods.map((p) => ({ start_time: p.start_time, end_time: p.end_time })) }
      : { date: o.date };
  });
  return {
    kind: 'revert',
    entry,
    put,
    words: put
      .map((p, i) => `${day(p.date)} ${words(after.data.overrides[i]!.periods)} → ${words(p.periods)}`)
      .join('; '),
  };
}

interface LinkNow {
  /** The link's `updated_at` as read now; undefined when the link is no longer listed. */
  updatedAt: string | null | undefined;
  /** What this browser last sent as its hours. */
  lastSent: LinkHoursSent | null;
}
interface LinkPut {
  periods: { wday: string; start_time: string; end_time: string }[];
  timeZone: string | null;
  name: string;
  search: string;
  /** What the link's `updated_at` must still be when the revert is sent. */
  updatedAt: string | null;
}

/** A link's weekly hours as a bulk run sent them, against the link now and this browser's record. */
export function planLinkRevert(entry: ActivityEntry, now: LinkNow): Decision<LinkPut> {
  const after = linkAfter.safeParse(entry.after);
  if (!after.success)
    return { kind: 'cannot', entry, words: 'What was sent was not recorded, so it cannot be put back.' };
  const before = linkBefore.safeParse(entry.before);
  if (!before.success)
    return {
      kind: 'cannot',
      entry,
      words:
        'What its hours were before is not known: a link’s hours cannot be read, and none had been sent from this browser before the run.',
    };
  if (now.updatedAt === undefined)
    return { kind: 'cannot', entry, words: 'The link is no longer listed by the workspace.' };
  const sentZone = after.data.time_zone ?? null;
  const sameRecord =
    now.lastSent &&
    now.lastSent.timeZone === sentZone &&
    sameWeek(now.lastSent.week, periodsToWeek(after.data.periods).week);
  const recordedAt = after.data.updatedAt ?? null;
  // A link changed since the run (its updated_at moved, or other hours sent from here) is left alone.
  if (!sameRecord || (recordedAt !== null && now.updatedAt !== recordedAt))
    return {
      kind: 'changed',
      entry,
      words:
        'Changed since the run (the link was edited again, or other hours were sent from here), so it is left as it is.',
    };
  const zone = (z: string | null) => z ?? 'the hosts’ time zone';
  return {
    kind: 'revert',
    entry,
    put: {
      periods: before.data.periods,
      timeZone: before.data.timeZone,
      name: after.data.link.name,
      search: after.data.link.search,
      updatedAt: now.updatedAt,
    },
    words: `${weekWords(after.data.periods)} (${zone(sentZone)}) → ${weekWords(before.data.periods)} (${zone(before.data.timeZone)})`,
  };
}
