import { memo } from 'react';
import { DAY } from '@/lib/time/clock';
import { WEEKDAY_LABELS, WEEKDAYS, type Week } from '@/lib/time/periods';
import classes from './board.module.css';

const pct = (minutes: number) => `${(minutes / DAY) * 100}%`;

/** Seven small day tracks, midnight to midnight, with the hours filled; `label` is the same in words. */
export const WeekStrip = memo(function WeekStrip({ week, label }: { week: Week; label: string }) {
  return (
    <div role="img" aria-label={label} title={label} className={classes.strip}>
      {WEEKDAYS.map((d) => (
        <div key={d} className={classes.day}>
          <span aria-hidden>{WEEKDAY_LABELS[d].slice(0, 2)}</span>
          <span className={classes.track}>
            {week[d].map((r) => (
              <span key={r.start} className={classes.bar} style={{ left: pct(r.start), width: pct(r.end - r.start) }} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
});
