import { memo, useMemo } from 'react';
import { Link } from 'wouter';
import type { Availability } from '@/api/availabilities/schemas';
import { TickBox } from '@/components/tick-box/tick-box';
import { periodsToWeek } from '@/lib/time/periods';
import { overrideText, upcomingOverrides, type BoardMember } from './board-model';
import type { Selection } from './selection';
import { calendarHref } from '@/domain/calendar/calendar-url';
import { datedWeek, dayText, placeDay, placeInDay, type MemberState, type TimelineAxis } from './timeline-model';
import classes from './board.module.css';

const SHOWN_OVERRIDES = 3;

interface Shown {
  /** The zone the timeline is drawn in. */
  zone: string;
  span: 'week' | 'day';
  /** The dates shown, in order, each as long as it is lived in the zone. */
  axis: TimelineAxis;
  /** "Find a time"'s stretch on the axis, drawn over every track; null when none is asked. */
  band: { left: string; width: string } | null;
}

interface LineProps {
  member: BoardMember;
  availability: Availability;
  /** The line's place among every line shown, counted from 0, and its row's among the grid's rows, from 1. */
  line: number;
  row: number;
  shown: Shown;
  today: string;
  picked: boolean;
  /** The date of this line in the page's tab order (the grid's roving tab stop); -1 for none. */
  tabCol: number;
  expanded: boolean;
  onToggle: (id: string) => void;
  onExpand: (id: string) => void;
}

/**
 * One availability of a member, a row of the grid: its pick, name and coming overrides (the row's
 * header), then one cell per date on the timeline's axis. Each cell is a link to the member's
 * calendar at that date, named in words (the bars are its picture); an override's bars are striped.
 */
const AvailabilityLine = memo(function AvailabilityLine({
  member,
  availability: a,
  line,
  row,
  shown,
  today,
  picked,
  tabCol,
  expanded,
  onToggle,
  onExpand,
}: LineProps) {
  const { zone, span, axis, band } = shown;
  const { dates } = axis;
  const days = useMemo(
    () => datedWeek(a, member.zone, zone, dates[0]!).slice(0, dates.length),
    [a, member.zone, zone, dates],
  );
  const unreadable = useMemo(() => periodsToWeek(a.periods).unreadable, [a]);
  const upcoming = useMemo(() => upcomingOverrides(a, member.zone, zone, today), [a, member.zone, zone, today]);
  const name = a.name?.trim() || 'Unnamed availability';
  const more = upcoming.length - SHOWN_OVERRIDES;
  const overrides =
    (upcoming.length === 0
      ? 'No upcoming overrides'
      : upcoming
          .slice(0, expanded ? undefined : SHOWN_OVERRIDES)
          .map(overrideText)
          .join(' · ')) +
    (unreadable > 0 ? ` · ${unreadable} weekly ${unreadable === 1 ? 'range' : 'ranges'} could not be read` : '');
  // Plain elements with the theme's sizes, not Mantine's components: a screenful of members is some
  // forty of these lines, and those components cost most of the board's first render.
  return (
    <div role="row" aria-rowindex={row} className={classes.line} data-open={expanded || undefined}>
      <div role="rowheader" className={classes.label}>
        <div className={classes.head}>
          <TickBox checked={picked} onChange={() => onToggle(a.id)} aria-label={`Pick ${name} of ${member.name}`} />
          {/* Twelve members may each have a "Working hours": the link's name says whose. */}
          <Link
            href={`/availabilities/${encodeURIComponent(a.id)}`}
            className={classes.link}
            title={name}
            aria-label={`${name} — ${member.name}`}
          >
            {name}
          </Link>
          {a.default === true && <span className={classes.badge}>Default</span>}
        </div>
        <p className={classes.overrides}>
          <span className={classes.clip} title={overrides}>
            {overrides}
          </span>
          {more > 0 && (
            <button type="button" className={classes.more} aria-expanded={expanded} onClick={() => onExpand(a.id)}>
              {expanded ? 'show fewer' : `and ${more} more`}
            </button>
          )}
        </p>
      </div>
      <div
        role="presentation"
        className={classes.track}
        data-track=""
        data-change={axis.changes.some(Boolean) || undefined}
        style={{ ['--days' as string]: dates.length, ['--parts' as string]: dates.length === 1 ? 8 : 4 }}
      >
        {band && <span aria-hidden className={classes.band} style={band} />}
        {days.map((d, i) => {
          const text = dayText(member.name, d);
          return (
            <div
              key={d.date}
              role="gridcell"
              aria-colindex={i + 2}
              className={classes.day}
              style={placeDay(axis, i)}
              data-override={d.override || undefined}
              data-unreadable={d.unreadable || undefined}
            >
              {d.ranges.map((r) => (
                <span key={r.start} aria-hidden className={classes.bar} style={placeInDay(axis, i, r)} />
              ))}
              {/* A plain link: the list follows it in the app (board-list.tsx), one handler for them
                  all, where a router Link each was some 2,000 location subscriptions to mount while scrolling. */}
              <a
                href={calendarHref(member.id, { date: d.date, view: span, zone })}
                className={classes.cell}
                tabIndex={tabCol === i ? 0 : -1}
                data-line={line}
                data-col={i}
                aria-label={text}
                title={text}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
});

interface Props {
  member: BoardMember;
  state: MemberState;
  /** The place of the member's first line among every line shown, and of its first row (its name's) among the grid's, from 1. */
  firstLine: number;
  firstRow: number;
  shown: Shown;
  today: string;
  selection: Selection;
  /** The day cell in the page's tab order (the grid's roving tab stop): its line and date. */
  tabLine: number;
  tabCol: number;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onExpand: (id: string) => void;
  onRetry: () => void;
}

/** One member: name, email and zone, then each availability on its own row of the timeline. */
export const MemberRow = memo(function MemberRow({
  member,
  state,
  firstLine,
  firstRow,
  shown,
  today,
  selection,
  tabLine,
  tabCol,
  expanded,
  onToggle,
  onExpand,
  onRetry,
}: Props) {
  const who = `${member.name} · ${member.email} · ${member.zone ?? 'no time zone given'}`;
  const span = shown.axis.dates.length + 1;
  const status =
    state === 'reading' ? (
      'Reading availabilities…'
    ) : state === 'failed' ? (
      <>
        This member’s availabilities could not be read.{' '}
        <button
          type="button"
          className={classes.more}
          aria-label={`Retry reading the availabilities of ${member.name}`}
          onClick={onRetry}
        >
          Retry
        </button>
      </>
    ) : state === 'not-asked' ? (
      `Not read: “${member.email}” is not an email address, so the workspace cannot be asked about this member.`
    ) : member.availabilities.length === 0 ? (
      'No availabilities'
    ) : null;
  return (
    <>
      <div role="row" aria-rowindex={firstRow} className={classes.whoRow}>
        <div role="rowheader" aria-colspan={span} className={classes.who} title={who}>
          <strong>{member.name}</strong> · {member.email} · {member.zone ?? 'no time zone given'}
        </div>
      </div>
      {status ? (
        <div role="row" aria-rowindex={firstRow + 1}>
          <div role="gridcell" aria-colspan={span} className={classes.text}>
            {status}
          </div>
        </div>
      ) : (
        member.availabilities.map((a, i) => (
          <AvailabilityLine
            key={a.id}
            member={member}
            availability={a}
            line={firstLine + i}
            row={firstRow + 1 + i}
            shown={shown}
            today={today}
            picked={selection.has(a.id)}
            tabCol={tabLine === firstLine + i ? tabCol : -1}
            expanded={expanded.has(a.id)}
            onToggle={onToggle}
            onExpand={onExpand}
          />
        ))
      )}
    </>
  );
});

export type { Shown };
