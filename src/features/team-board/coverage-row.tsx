import { memo, useDeferredValue, useMemo, type CSSProperties } from 'react';
import { coverage } from '@/domain/calendar/week-hours';
import { rangesText } from '@/domain/calendar/zone-shift';
import { uses12h } from '@/lib/display-prefs';
import { countOf } from '@/lib/format';
import { timeOfDay } from '@/lib/time/display';
import { weekdayShort } from '@/lib/time/day-names';
import { coveringAvailability, type BoardMember } from './board-model';
import {
  countRuns,
  datedWeek,
  dateLabel,
  hourAt,
  hourColumns,
  hoursOf,
  place,
  placeDay,
  type TimelineAxis,
} from './timeline-model';
import classes from './board.module.css';

const SHOWN_GAPS = 6;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

interface Props {
  members: readonly BoardMember[];
  /** The zone the timeline is drawn in. */
  zone: string;
  /** The dates shown, each as long as it is lived in the zone. */
  axis: TimelineAxis;
  /** "Find a time"'s stretch on the axis; null when none is asked. */
  band: { left: string; width: string } | null;
  /** An hour pointed at on the coverage strip: asked about in "find a time" (whose fields are the keyboard's way). */
  onPick: (pick: { on: string; at: string }) => void;
}

/**
 * The timeline's head: its axis, then how many of the members shown are available each hour (each
 * member's default availability, or their only one) with the stretches no one covers marked on the
 * same axis and said in words.
 */
export const CoverageRow = memo(function CoverageRow({ members: current, zone, axis, band, onPick }: Props) {
  const { dates } = axis;
  // Counted after the rows are drawn: the team lands group by group, and the rows come first.
  const members = useDeferredValue(current);
  const start = dates[0]!;
  const { counts, whole, gaps, counted, left } = useMemo(() => {
    const weeks = [];
    let left = 0;
    for (const m of members) {
      const a = coveringAvailability(m);
      if (a) weeks.push(datedWeek(a, m.zone, zone, start));
      else if (m.availabilities.length) left++;
    }
    const all = coverage(weeks, start);
    const shown = new Set(dates);
    return {
      counts: all.counts.slice(0, dates.length),
      whole: all.whole.slice(0, dates.length),
      gaps: all.gaps.filter((g) => shown.has(g.date)),
      counted: weeks.length,
      left,
    };
  }, [members, zone, start, dates]);
  const h12 = uses12h();
  const changes = dates.flatMap((d, i) => (axis.changes[i] ? [{ date: d, hours: hoursOf(axis, i) }] : []));
  const most = Math.max(1, ...counts.flat());
  const day = dates.length === 1;
  const gapWords = gaps.map((g) =>
    g.range ? `${dateLabel(g.date)} ${rangesText([g.range])}` : `all of ${dateLabel(g.date)}`,
  );
  const hourLabel = (h: number) => (h12 ? `${h % 12 || 12}${h < 12 ? 'a' : 'p'}` : String(h).padStart(2, '0'));
  // Hours some member covers only part of: their hours start or end inside it (a half-hour zone's :30).
  const partial = counts.some((row, d) => row.some((n, h) => n !== whole[d]![h]));
  const cellWords = (d: number, h: number) => {
    const n = counts[d]![h]!;
    const all = whole[d]![h]!;
    const hour = `${dateLabel(dates[d]!)} ${timeOfDay(h * 60, { h12 })}–${timeOfDay((h + 1) * 60, { h12 })}`;
    return `${hour}: ${countOf(n, 'member', 'members')} available${n === all ? '' : `, ${all} of them for the whole hour`}`;
  };
  return (
    <section aria-labelledby="coverage-title" className={classes.coverage}>
      <h2 id="coverage-title" className={classes.coverageTitle}>
        Coverage: how many of {countOf(counted, 'member', 'members')} are available in each hour, {zone}
      </h2>
      {partial && (
        <p className={classes.text}>
          Some hours here are worked only in part (hours that start or end inside an hour, as at :30 or :45 in a
          half-hour zone): a member counts in every hour they are available for any part of; each hour’s label says how
          many for the whole of it.
        </p>
      )}
      {changes.length > 0 && (
        <p className={classes.text}>
          The clocks change in {zone} on{' '}
          {changes.map((c) => `${dateLabel(c.date)} (${c.hours} hours long)`).join(' and ')}: each is drawn as long as
          it is lived, the hours its clocks skip or repeat with them.
        </p>
      )}
      {left > 0 && (
        <p className={classes.text}>
          {countOf(left, 'member has', 'members have')} several availabilities and no default: not counted.
        </p>
      )}
      <div className={classes.timelineHead}>
        <div className={classes.headLabel} aria-hidden>
          {zone}
        </div>
        <div className={classes.axis} aria-hidden>
          {day
            ? HOURS.filter((h) => h % 3 === 0).map((h) => (
                <span
                  key={h}
                  className={classes.tick}
                  data-minor={h % 6 !== 0 || undefined}
                  style={{ left: place(axis, 0, { start: h * 60, end: h * 60 }).left }}
                >
                  {hourLabel(h)}
                </span>
              ))
            : dates.map((d, i) => (
                <span key={d} className={classes.tick} data-date="" style={placeDay(axis, i)}>
                  <span className={classes.wide}>
                    {/* A clock-change date is an hour shorter or longer: its length fits beside a shorter name. */}
                    {hoursOf(axis, i) === 24
                      ? dateLabel(d)
                      : `${weekdayShort(d)} ${Number(d.slice(8))} · ${hoursOf(axis, i)} h`}
                  </span>
                  <span className={classes.narrow}>
                    {weekdayShort(d).slice(0, 2)} {Number(d.slice(8))}
                  </span>
                </span>
              ))}
        </div>
        <div className={classes.headLabel}>Available</div>
        <div
          className={classes.strip}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            if (box.width > 0) onPick(hourAt((e.clientX - box.left) / box.width, axis));
          }}
          data-change={axis.changes.some(Boolean) || undefined}
          style={{ ['--days' as string]: dates.length, ['--parts' as string]: dates.length === 1 ? 8 : 4 }}
        >
          {band && <span aria-hidden className={classes.band} style={band} />}
          {counts.map((row, d) => (
            <div
              key={dates[d]}
              role="img"
              aria-label={`${dateLabel(dates[d]!)}, members available for some part of each hour: ${countRuns(row, h12)}`}
              className={classes.stripDay}
              style={{ ...placeDay(axis, d), gridTemplateColumns: hourColumns(axis, d) }}
            >
              {row.map((n, h) => (
                <span
                  key={h}
                  className={classes.level}
                  style={{ '--level': n / most } as CSSProperties}
                  data-none={n === 0 || undefined}
                  title={cellWords(d, h)}
                />
              ))}
            </div>
          ))}
          {gaps.map((g) => {
            const i = dates.indexOf(g.date);
            return (
              <span
                key={`${g.date}.${g.range?.start ?? 'all'}`}
                aria-hidden
                className={classes.gap}
                style={place(axis, i, g.range ?? { start: 0, end: 1440 })}
              />
            );
          })}
        </div>
        {day && (
          <>
            <div className={classes.headLabel} aria-hidden />
            <div className={classes.counts} aria-hidden>
              {counts[0]!.map((n, h) => (
                <span key={h}>{n}</span>
              ))}
            </div>
          </>
        )}
      </div>
      <p className={classes.text}>
        {counted === 0
          ? 'No member shown has hours to count.'
          : gapWords.length === 0
            ? `Someone is available through every working stretch of ${day ? 'this day' : 'this week'}.`
            : `No one covers ${gapWords.slice(0, SHOWN_GAPS).join('; ')}${gapWords.length > SHOWN_GAPS ? `; and ${gapWords.length - SHOWN_GAPS} more` : ''}.`}{' '}
        Striped bars are date overrides; a red mark under the counts is a stretch no one covers.
      </p>
    </section>
  );
});
