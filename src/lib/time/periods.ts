import { DAY, formatClock, parseClock, readEnd } from './clock';

// Weekly availability as ranges of minutes per weekday. Pure functions: every edit returns a new
// week, ranges within a day are sorted and never overlap (touching ones merge).

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export interface Range {
  start: number;
  end: number;
}
export type Week = Record<Weekday, Range[]>;

export const emptyWeek = (): Week => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
});

export const isWeekday = (v: unknown): v is Weekday => (WEEKDAYS as readonly unknown[]).includes(v);

/** Sorted, merged where they touch or overlap, clipped to the day, empty ones dropped. */
export function normalize(ranges: readonly Range[]): Range[] {
  const sorted = ranges
    .map((r) => ({ start: Math.max(0, Math.min(DAY, r.start)), end: Math.max(0, Math.min(DAY, r.end)) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** Marks [start, end) available or not on a day. */
export function paint(week: Week, day: Weekday, range: Range, available: boolean): Week {
  const current = week[day];
  const next = available ? normalize([...current, range]) : subtract(current, range);
  return { ...week, [day]: next };
}

function subtract(ranges: readonly Range[], cut: Range): Range[] {
  const out: Range[] = [];
  for (const r of ranges) {
    if (cut.end <= r.start || cut.start >= r.end) out.push({ ...r });
    else {
      if (r.start < cut.start) out.push({ start: r.start, end: cut.start });
      if (r.end > cut.end) out.push({ start: cut.end, end: r.end });
    }
  }
  return out;
}

export const isAvailable = (week: Week, day: Weekday, minute: number) =>
  week[day].some((r) => minute >= r.start && minute < r.end);

/** Paints a rectangle of the grid: several days, one span of time. */
export function paintBlock(week: Week, days: readonly Weekday[], range: Range, available: boolean): Week {
  let next = week;
  for (const d of days) next = paint(next, d, range, available);
  return next;
}

export function copyDay(week: Week, from: Weekday, to: readonly Weekday[]): Week {
  const next = { ...week };
  for (const d of to) next[d] = week[from].map((r) => ({ ...r }));
  return next;
}

export const weekdays9to5 = (): Week => {
  const week = emptyWeek();
  for (const d of WEEKDAYS.slice(0, 5)) week[d] = [{ start: 540, end: 1020 }];
  return week;
};

export const sameWeek = (a: Week, b: Week) =>
  WEEKDAYS.every(
    (d) => a[d].length === b[d].length && a[d].every((r, i) => r.start === b[d][i]!.start && r.end === b[d][i]!.end),
  );

export interface PeriodBody {
  wday: Weekday;
  start_time: string;
  end_time: string;
}

export function weekToPeriods(week: Week): PeriodBody[] {
  return WEEKDAYS.flatMap((wday) =>
    normalize(week[wday]).map((r) => ({ wday, start_time: formatClock(r.start), end_time: formatClock(r.end) })),
  );
}

/** Reads periods as the service returns them; unreadable ones are reported, not dropped silently. */
export function periodsToWeek(periods: readonly { wday?: string | null; start_time: string; end_time: string }[]): {
  week: Week;
  unreadable: number;
} {
  const week = emptyWeek();
  let unreadable = 0;
  for (const p of periods) {
    const start = parseClock(p.start_time);
    const end = readEnd(p.end_time);
    if (!isWeekday(p.wday) || start === null || end === null || end <= start) {
      unreadable++;
      continue;
    }
    week[p.wday] = [...week[p.wday], { start, end }];
  }
  for (const d of WEEKDAYS) week[d] = normalize(week[d]);
  return { week, unreadable };
}
