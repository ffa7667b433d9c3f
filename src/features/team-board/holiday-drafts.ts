import { z } from 'zod/mini';
import { timeOfDay } from '@/lib/time/display';
import { MAX_LINES, type HolidayDay, type HolidayLine } from './holiday-plan';
import type { PublicChoice } from './public-holidays-panel';
import type { Picked } from './selection';

// What the holiday form keeps across a reload, and what it hands the run: one home for the shapes
// of its lines, its sources and each member's exception.

// Typed text is kept as typed (the form says what is wrong on the spot), but never more than a field holds.
const typed = z.string().check(z.maxLength(64));
const lineSchema = z.object({
  from: typed,
  to: typed,
  kind: z.enum(['unavailable', 'hours']),
  start: typed,
  end: typed,
});
export const draftSchema = z.array(lineSchema).check(z.minLength(1), z.maxLength(MAX_LINES));
/** A new line: its custom hours start as 10:00 AM–2:00 PM, written on the admin's clock. */
export const emptyLine = (): HolidayLine => ({
  from: '',
  to: '',
  kind: 'unavailable',
  start: timeOfDay(600),
  end: timeOfDay(840),
});
export const HOLIDAYS_DRAFT = (workspaceId: string) => `holidays.${workspaceId}`;
/** Where the dates come from, the public holidays chosen and each member's exception: a draft of its own. */
export const HOLIDAYS_EXTRA_DRAFT = (workspaceId: string) => `holidays-extra.${workspaceId}`;

/** One member's exception: left out of the run, or dates of its own (lines as the form's). */
export const exceptionsSchema = z.record(
  z.string(),
  z.union([
    z.object({ kind: z.literal('out') }),
    z.object({ kind: z.literal('own'), lines: z.array(lineSchema).check(z.minLength(1), z.maxLength(MAX_LINES)) }),
  ]),
);

const placeSchema = z.object({
  country: z.string().check(z.maxLength(8)),
  region: z.nullable(z.string().check(z.maxLength(16))),
});
export const extraSchema = z.object({
  source: z.enum(['dates', 'public', 'file']),
  publicChoice: z.object({
    from: typed,
    to: typed,
    places: z.record(z.string(), placeSchema),
    ticks: z.record(z.string(), z.record(z.string(), z.boolean())),
  }),
  exceptions: exceptionsSchema,
  fileChoice: z.optional(
    z.object({
      from: typed,
      to: typed,
      name: z.string().check(z.maxLength(255)),
      text: z.string().check(z.maxLength(512 * 1024)),
    }),
  ),
});
export type Extra = z.output<typeof extraSchema>;

/** What a run sends: its title, and each picked availability's dates (null: left out by the admin). */
export interface RunSource {
  title: string;
  daysFor: (p: Picked) => HolidayDay[] | null;
}

/** Next year, whole: the run an admin plans holidays for. */
export const nextYear = (today: string): PublicChoice => {
  const year = Number(today.slice(0, 4)) + 1;
  return { from: `${year}-01-01`, to: `${year}-12-31`, places: {}, ticks: {} };
};
