import { monthTitle } from '@/lib/time/day-names';
import { believableCount, believableDate } from '@/lib/believable';
import { parseClock, readEnd } from '@/lib/time/clock';
import { zonedToUtc } from '@/lib/time/wall-clock';
import type { SlotMonthAnswer, SlotMonthParams } from './schemas';

// What a month of slots means, checked before anything is shown (docs/product.md decision 11 and 21):
// days of the asked month only, each once, times that read as times, counts that could be true.
// One value that cannot be true makes the whole month unreadable: a month shown with a day quietly
// dropped would tell the admin that day has nothing bookable.

/** More hosts than any link has: a count above it is not a count of places. */
const MAX_SLOT_COUNT = 10_000;
/** One start a minute, and the hour that repeats when clocks go back. */
const MAX_SLOTS_A_DAY = 1_500;

export interface SlotTime {
  /** Minutes since midnight on the day's date, in the asked zone. */
  start: number;
  /** Its end, when the workspace wrote one that reads (midnight is 1440). */
  end: number | null;
  /** Places at that time (hosts free, for round robin); 0 is listed but not bookable. */
  count: number;
  /** The instant it starts. */
  at: number;
}

export interface SlotMonth {
  /** Each date of the month that the workspace listed, with its times in order. */
  days: Map<string, SlotTime[]>;
  /** Bookable times (count above 0) in the month. */
  total: number;
}

type SlotMonthReading = { ok: true; month: SlotMonth } | { ok: false; problem: string };

const pad = (n: number) => String(n).padStart(2, '0');
const monthName = ({ year, month }: Pick<SlotMonthParams, 'year' | 'month'>) => monthTitle(year, month);
const quoted = (v: unknown) => (typeof v === 'string' ? `"${v.slice(0, 40)}"` : String(v));

export function readSlotMonth(answer: SlotMonthAnswer, asked: Omit<SlotMonthParams, 'slug'>): SlotMonthReading {
  const prefix = `${asked.year}-${pad(asked.month)}-`;
  const fail = (why: string): SlotMonthReading => ({
    ok: false,
    problem: `The workspace's bookable times for ${monthName(asked)} could not be read: ${why}.`,
  });
  if (answer.slots.length > 31) return fail(`it listed ${answer.slots.length} days in one month`);
  const days = new Map<string, SlotTime[]>();
  let total = 0;
  for (const entry of answer.slots) {
    const { date } = entry;
    if (!date || believableDate(date) === null || date.length !== 10)
      return fail(`a day is dated ${quoted(date ?? 'nothing')}`);
    if (!date.startsWith(prefix)) return fail(`it listed ${date}, which is not in ${monthName(asked)}`);
    if (entry.day != null && entry.day !== Number(date.slice(8)))
      return fail(`${date} is called day ${quoted(entry.day)}`);
    if (days.has(date)) return fail(`${date} is listed twice`);
    const listed = Object.values(entry.slots ?? {});
    if (listed.length > MAX_SLOTS_A_DAY) return fail(`${date} has ${listed.length} start times, more than a day holds`);
    const times: SlotTime[] = [];
    for (const slot of listed) {
      const start = slot.start_time == null ? null : parseClock(slot.start_time);
      if (start === null) return fail(`a time on ${date} starts at ${quoted(slot.start_time ?? 'nothing')}`);
      const end = slot.end_time == null ? null : readEnd(slot.end_time);
      if (slot.end_time != null && end === null) return fail(`a time on ${date} ends at ${quoted(slot.end_time)}`);
      const count = slot.count ?? 1;
      if (!believableCount(count, MAX_SLOT_COUNT)) return fail(`a time on ${date} has ${quoted(count)} places`);
      times.push({ start, end, count, at: zonedToUtc(date, start, asked.timeZone) });
      if (count > 0) total += 1;
    }
    days.set(
      date,
      times.sort((a, b) => a.at - b.at),
    );
  }
  return { ok: true, month: { days, total } };
}

/** The first bookable time at or after `now`, with its date. */
export function nextBookable(month: SlotMonth, now: number): { date: string; time: SlotTime } | null {
  let best: { date: string; time: SlotTime } | null = null;
  for (const [date, times] of month.days) {
    const time = times.find((t) => t.count > 0 && t.at >= now);
    if (time && (!best || time.at < best.time.at)) best = { date, time };
  }
  return best;
}

/** Bookable times on a date (0 when the workspace did not list it). */
// Stryker disable next-line ArrayDeclaration: for a date not listed, any stand-in without a time that has places counts 0 all the same
export const bookableOn = (month: SlotMonth, date: string) =>
  (month.days.get(date) ?? []).filter((t) => t.count > 0).length;
