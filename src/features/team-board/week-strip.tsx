import { memo } from 'react';
import { DAY } from '@/lib/time/clock';
import type { Range } from '@/lib/time/periods';
import classes from './board.module.css';

const pct = (minutes: number) => `${(minutes / DAY) * 100}%`;

interface StripDay {
  /** "Mo 8": the weekday and the day of the month. */
  label: string;
  ranges: readonly Range[];
}

/** Seven small day tracks, midnight to midnight, with the hours filled: a picture of the words beside it, so hidden from screen readers. */
export const WeekStrip = memo(function WeekStrip({ days }: { days: readonly StripDay[] }) {
  return (
    <div aria-hidden className={classes.strip}>
      {days.map((d) => (
        <div key={d.label} className={classes.day}>
          <span>{d.label}</span>
          <span className={classes.track}>
            {d.ranges.map((r) => (
              <span key={r.start} className={classes.bar} style={{ left: pct(r.start), width: pct(r.end - r.start) }} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
});
