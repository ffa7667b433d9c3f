import { WEEKDAYS as FROM_MONDAY, type Weekday } from '../src/lib/time/periods.ts';

// The slot rules read wall clocks through the dashboard's one zone conversion (src/lib/time/
// wall-clock.ts); this door only keeps the names the sandbox imports until it converts zones on its
// own, delete it then.
export {
  addDays,
  datesBetween,
  endOnDate,
  offsetMinutes,
  utcToZoned,
  wallClock,
  weekdayOf,
  zonedToUtc,
} from '../src/lib/time/wall-clock.ts';
export type { Weekday };
/** The sandbox lists weekly periods from Sunday. */
export const WEEKDAYS: readonly Weekday[] = [FROM_MONDAY[6], ...FROM_MONDAY.slice(0, 6)];
