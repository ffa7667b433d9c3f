import { clockChanges, type ClockChange } from '@/domain/calendar/day-timeline';
import { timeOfDay } from '@/lib/time/display';
import { weekdayAndDay } from '@/lib/time/day-names';
import type { CalendarColumn } from './calendar-model';
import classes from './calendar-grid.module.css';

/** "23 hours: clocks go forward at 2:00 AM" */
export function clockChangeText(c: ClockChange): string {
  const hours = c.length / 60;
  const words = c.shift > 0 ? 'clocks go forward' : 'clocks go back';
  return `${hours} hours: ${words} ${Math.abs(c.shift) === 60 ? 'an hour' : `${Math.abs(c.shift)} minutes`} at ${timeOfDay(c.at)}`;
}

/** A date's heading: the date, whether its hours are an override or none, and its true length when the clocks change. */
export function ColumnHead({ column, zone, today }: { column: CalendarColumn; zone: string; today: string }) {
  const { hours, date } = column;
  const change = clockChanges([date], zone)[0];
  const tags: string[] = [];
  if (date === today) tags.push('Today');
  if (hours.unreadable) tags.push('Override that could not be read');
  else if (hours.override) tags.push(hours.ranges.length ? 'Override' : 'Override: day off');
  else if (!hours.ranges.length) tags.push('No hours');
  return (
    <>
      <span className={classes.date}>{weekdayAndDay(date)}</span>
      {tags.map((t) => (
        <span key={t} className={classes.tag} data-kind={t === 'Today' ? 'today' : hours.override ? 'override' : 'off'}>
          {t}
        </span>
      ))}
      {change && <span className={classes.change}>{clockChangeText(change)}</span>}
    </>
  );
}
