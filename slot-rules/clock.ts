// The slot rules read wall clocks through the dashboard's one zone conversion; this door keeps the
// names the sandbox still imports until it converts zones on its own.
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
export { WEEKDAYS, type Weekday } from '../src/lib/time/periods.ts';
