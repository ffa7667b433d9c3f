import { memo, useDeferredValue, useMemo, type CSSProperties } from 'react';
import { uses12h } from '@/lib/display-prefs';
import { countOf } from '@/lib/format';
import { dayAndMonth, timeOfDay } from '@/lib/time/display';
import { addDays } from '@/lib/time/wall-clock';
import { coveringAvailability, weekdayShort, type BoardMember } from './board-model';
import { coverage, weekHours } from '@/domain/calendar/week-hours';
import { rangesText } from '@/domain/calendar/zone-shift';
import classes from './board.module.css';

const SHOWN_GAPS = 6;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

interface Props {
  members: readonly BoardMember[];
  view: string;
  start: string;
}

/**
 * How many of the members shown are available each hour of the week, in the zone shown (each
 * member's default availability, or their only one), with the stretches no one covers in words.
 */
export const CoverageRow = memo(function CoverageRow({ members: current, view, start }: Props) {
  // Counted after the rows are drawn: the team lands group by group, and the rows come first.
  const members = useDeferredValue(current);
  const { counts, gaps, counted, left } = useMemo(() => {
    const weeks = [];
    let left = 0;
    for (const m of members) {
      const a = coveringAvailability(m);
      if (a) weeks.push(weekHours(a, m.zone, view, start));
      else if (m.availabilities.length) left++;
    }
    return { ...coverage(weeks, start), counted: weeks.length, left };
  }, [members, view, start]);
  const h12 = uses12h();
  const most = Math.max(1, ...counts.flat());
  const label = (date: string) => `${weekdayShort(date)} ${dayAndMonth(date)}`;
  const gapWords = gaps.map((g) => (g.range ? `${label(g.date)} ${rangesText([g.range])}` : `all of ${label(g.date)}`));
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  return (
    <section aria-labelledby="coverage-title" className={classes.coverage}>
      <h2 id="coverage-title" className={classes.coverageTitle}>
        Coverage: {countOf(counted, 'member', 'members')} available each hour, {view || 'each member’s own time zone'}
      </h2>
      {left > 0 && (
        <p className={classes.text}>
          {countOf(left, 'member has', 'members have')} several availabilities and no default: not counted.
        </p>
      )}
      <p className={classes.scrollCue} aria-hidden="true">
        Scroll the table sideways for the later hours →
      </p>
      <div
        className={classes.coverageScroll}
        tabIndex={0}
        role="region"
        aria-label="Members available each hour, scrolls sideways"
      >
        <table className={classes.coverageTable}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {HOURS.map((h) => (
                <th key={h} scope="col" abbr={timeOfDay(h * 60, { h12 })}>
                  {h12 ? `${h % 12 || 12}${h < 12 ? 'a' : 'p'}` : String(h).padStart(2, '0')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {counts.map((row, d) => (
              <tr key={dates[d]}>
                <th scope="row">{label(dates[d]!)}</th>
                {row.map((n, h) => (
                  <td key={h} style={{ '--level': n / most } as CSSProperties} data-none={n === 0 || undefined}>
                    {n}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={classes.text}>
        {counted === 0
          ? 'No member shown has hours to count.'
          : gapWords.length === 0
            ? 'Someone is available through every working stretch of this week.'
            : `No one covers ${gapWords.slice(0, SHOWN_GAPS).join('; ')}${gapWords.length > SHOWN_GAPS ? `; and ${gapWords.length - SHOWN_GAPS} more` : ''}.`}
      </p>
    </section>
  );
});
