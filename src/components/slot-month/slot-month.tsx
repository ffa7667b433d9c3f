import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { calendarDate } from '@/lib/time/display';
import { calendarNames } from '@/lib/time/day-names';
import classes from './slot-month.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

export interface SlotMonthProps {
  year: number;
  /** 1 to 12. */
  month: number;
  /** The month table's name ("Bookable times in March 2027"). */
  label: string;
  /** The month's name, as the calendar's own heading says it when it has one. */
  title: string;
  /** The first day of the week: 0 Sunday … 6 Saturday (Monday unless told). */
  firstDay?: number;
  /** One date's times in words, after the date in its name ("3 bookable times"). */
  dayWords: (date: string) => string;
  /** The count drawn in a date's cell ("–" for 0); without it, the date alone. */
  count?: (date: string) => number;
  /** Dates that cannot be picked (no free time); every date can be unless told. */
  excluded?: (date: string) => boolean;
  /** The first date that can be picked. */
  minDate?: string;
  /** The last day that can be shown: months after it are not offered. */
  maxDate?: string;
  picked: string | null;
  onPick: (date: string) => void;
  /**
   * Another month asked for, by the calendar's own Previous month and Next month (drawn only with
   * it) or by the arrow keys past the month's edge.
   */
  onMonth: (year: number, month: number) => void;
  /** Previous month, the month's name and Next month above the dates; off where the screen has its own. */
  withHeader?: boolean;
}

/**
 * A month of slots on @mantine/dates' calendar: each date a button named by its date and its times
 * in words, pressed when picked, moved between with the arrow keys, with a count beside it when
 * the screen has one. The link's bookable times and a booking's free times both draw it.
 */
export function SlotMonth(p: SlotMonthProps) {
  return (
    <DatePicker
      value={p.picked}
      onChange={(date) => {
        if (date) p.onPick(date);
      }}
      date={`${p.year}-${pad(p.month)}-01`}
      onDateChange={(date) => p.onMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)))}
      maxLevel="month"
      firstDayOfWeek={(p.firstDay ?? 1) as 0 | 1 | 2 | 3 | 4 | 5 | 6}
      {...calendarNames}
      weekendDays={[]}
      hideOutsideDates
      highlightToday={false}
      minDate={p.minDate}
      maxDate={p.maxDate}
      excludeDate={p.excluded}
      fullWidth={p.count !== undefined}
      getDayAriaLabel={(date) => `${calendarDate(date, { weekday: true })}: ${p.dayWords(date)}`}
      getDayProps={(date) => {
        const count = p.count?.(date);
        return { 'aria-pressed': p.picked === date, 'data-some': (count ?? 0) > 0 || undefined };
      }}
      renderDay={
        p.count &&
        ((date) => {
          const count = p.count!(date);
          return (
            <>
              <span>{Number(date.slice(8))}</span>
              <span className={classes.count} aria-hidden="true">
                {count === 0 ? '–' : count}
              </span>
            </>
          );
        })
      }
      classNames={{
        day: p.count ? classes.day : undefined,
        calendarHeader: p.withHeader === false ? classes.hidden : undefined,
      }}
      // Without its header, nothing of it is drawn: the screen's own buttons and heading stand there.
      headerControlsOrder={p.withHeader === false ? [] : undefined}
      attributes={{ month: { 'aria-label': p.label } }}
      ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month', monthLevelControl: p.title }}
    />
  );
}
