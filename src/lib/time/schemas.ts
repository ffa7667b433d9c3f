import { z } from 'zod/mini';
import { believableDate, believableInstant } from '../believable';
import { DAY, parseClock, readEnd } from './clock';
import { WEEKDAYS } from './periods';

// The shapes of hours as Slotboard stores them (drafts, what was last sent, run reports), checked for
// meaning as well as shape: a stored range is whole minutes within one day, its start before its
// end; a date is a real calendar day this side of 2000 and 2100. A value another tab, an older
// version or a hand edit left that fails is dropped with a notice, never drawn or sent.

const minute = z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= DAY));

export const rangeSchema = z
  .object({ start: minute, end: minute })
  .check(z.refine((r) => r.start < r.end, 'A range ends after it starts.'));

/**
 * A range still being typed in an editor may end before it starts (the editor says so on the spot);
 * a draft keeps it as typed, so only its minutes are checked.
 */
export const typedRangeSchema = z.object({ start: minute, end: minute });

const daySchema = z.array(rangeSchema);

export const weekSchema = z.object({
  monday: daySchema,
  tuesday: daySchema,
  wednesday: daySchema,
  thursday: daySchema,
  friday: daySchema,
  saturday: daySchema,
  sunday: daySchema,
});

/** A period's times as the API takes them ("09:00 AM", "12:00 AM" ending at midnight): each must read. */
export const periodTimesSchema = z.object({
  start_time: z.string().check(z.refine((t) => parseClock(t) !== null)),
  end_time: z.string().check(z.refine((t) => readEnd(t) !== null)),
});

/**
 * A weekly period as Slotboard sends it and keeps what it sent (created availabilities, bulk runs,
 * Activity and its reverts): a weekday and two times that read.
 */
export const weeklyPeriodSchema = z.extend(periodTimesSchema, { wday: z.enum(WEEKDAYS) });

/** A calendar date 'YYYY-MM-DD' that exists, between 2000 and 2100. */
export const dateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  // The same test as every date read from the workspace: a real day, 2000 to 2100.
  z.refine((text) => believableDate(text) !== null),
);

/** An instant this app wrote (Date.now()), in milliseconds, within the believed years. */
export const epochMsSchema = z.number().check(z.refine(believableInstant));

/**
 * An instant this app wrote as text (toISOString): a date-time, not a date alone, on a day that exists,
 * within the believed years.
 */
export const timestampSchema = z
  .string()
  .check(z.refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && believableDate(text) !== null));
