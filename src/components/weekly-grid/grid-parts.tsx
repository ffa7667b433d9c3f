import { displayClock } from '@/lib/time/clock';
import { WEEKDAY_LABELS, type Week, type Weekday } from '@/lib/time/periods';
import type { CellMinutes } from './grid-model';
import classes from './weekly-grid.module.css';

/** The day names over the columns. */
export function GridHeader({ columns }: { columns: readonly Weekday[] }) {
  return (
    <div role="row" className={classes.row} aria-rowindex={1}>
      <div role="columnheader" className={classes.head} style={{ gridRow: 1, gridColumn: 1 }}>
        Time
      </div>
      {columns.map((d, i) => (
        <div key={d} role="columnheader" className={classes.head} style={{ gridRow: 1, gridColumn: i + 2 }}>
          <abbr title={WEEKDAY_LABELS[d]} style={{ textDecoration: 'none' }}>
            {WEEKDAY_LABELS[d].slice(0, 3)}
          </abbr>
        </div>
      ))}
    </div>
  );
}

/** Each range drawn over its cells, hidden from assistive technology: the cells carry the information. */
export function PeriodBlocks({
  week,
  cellMinutes,
  columns,
}: {
  week: Week;
  cellMinutes: CellMinutes;
  columns: readonly Weekday[];
}) {
  return columns.flatMap((d, i) =>
    week[d].map((r) => (
      <div
        key={`${d}-${r.start}`}
        aria-hidden="true"
        className={classes.block}
        style={{
          gridColumn: i + 2,
          gridRow: `${Math.floor(r.start / cellMinutes) + 2} / ${Math.ceil(r.end / cellMinutes) + 2}`,
        }}
      >
        {/* Two pieces that wrap at the dash: a narrow day column shows both times, not "9:00 AM – …". */}
        <span className={classes.blockTime}>{displayClock(r.start)} –</span>{' '}
        <span className={classes.blockTime}>{displayClock(r.end)}</span>
      </div>
    )),
  );
}
