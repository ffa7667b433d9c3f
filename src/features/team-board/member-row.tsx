import { memo, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Availability } from '@/api/availabilities/schemas';
import { TickBox } from '@/components/tick-box/tick-box';
import { periodsToWeek } from '@/lib/time/periods';
import { datedWeekText, overrideText, upcomingOverrides, weekdayShort, type BoardMember } from './board-model';
import type { Selection } from './selection';
import { weekHours } from '@/domain/calendar/week-hours';
import { WeekStrip } from './week-strip';
import classes from './board.module.css';

const SHOWN_OVERRIDES = 3;

interface LineProps {
  member: BoardMember;
  availability: Availability;
  view: string;
  today: string;
  /** The first date of the week shown. */
  weekStart: string;
  picked: boolean;
  onToggle: (id: string) => void;
}

const AvailabilityLine = memo(function AvailabilityLine({
  member,
  availability: a,
  view,
  today,
  weekStart,
  picked,
  onToggle,
}: LineProps) {
  const days = useMemo(() => weekHours(a, member.zone, view, weekStart), [a, member.zone, view, weekStart]);
  const strip = useMemo(
    () =>
      days.map((d) => ({ label: `${weekdayShort(d.date).slice(0, 2)} ${Number(d.date.slice(8))}`, ranges: d.ranges })),
    [days],
  );
  const words = useMemo(() => datedWeekText(days), [days]);
  const unreadable = useMemo(() => periodsToWeek(a.periods).unreadable, [a]);
  const upcoming = useMemo(() => upcomingOverrides(a, member.zone, view, today), [a, member.zone, view, today]);
  const name = a.name?.trim() || 'Unnamed availability';
  const [all, setAll] = useState(false);
  const more = upcoming.length - SHOWN_OVERRIDES;
  // Plain elements with the theme's sizes, not Mantine's Group, Checkbox, Anchor, Badge and Text:
  // a screenful of members is some forty of these lines, and those components cost most of the
  // board's first render, and so of its first paint.
  return (
    <div className={classes.line}>
      <div className={classes.head}>
        <TickBox checked={picked} onChange={() => onToggle(a.id)} aria-label={`Pick ${name} of ${member.name}`} />
        <Link href={`/availabilities/${encodeURIComponent(a.id)}`} className={classes.link}>
          {name}
        </Link>
        {a.default === true && <span className={classes.badge}>Default</span>}
      </div>
      <WeekStrip days={strip} />
      <div>
        <p className={classes.text}>{words}</p>
        <p className={classes.text}>
          {upcoming.length === 0
            ? 'No upcoming overrides'
            : upcoming
                .slice(0, all ? undefined : SHOWN_OVERRIDES)
                .map(overrideText)
                .join(' · ')}
          {more > 0 && (
            <>
              {' · '}
              <button type="button" className={classes.more} aria-expanded={all} onClick={() => setAll(!all)}>
                {all ? 'show fewer' : `and ${more} more`}
              </button>
            </>
          )}
          {unreadable > 0 && ` · ${unreadable} weekly ${unreadable === 1 ? 'range' : 'ranges'} could not be read`}
        </p>
      </div>
    </div>
  );
});

/** Where a member's availabilities are: being read, read, failed, or not asked for (no address to ask with). */
export type RowState = 'reading' | 'read' | 'failed' | 'not-asked';

interface Props {
  member: BoardMember;
  state: RowState;
  view: string;
  today: string;
  weekStart: string;
  selection: Selection;
  onToggle: (id: string) => void;
  onRetry: () => void;
}

/** One member: name, email and zone, then each availability on its own line. */
export const MemberRow = memo(function MemberRow({
  member,
  state,
  view,
  today,
  weekStart,
  selection,
  onToggle,
  onRetry,
}: Props) {
  return (
    <div className={classes.member}>
      <p className={classes.who}>
        <strong>{member.name}</strong> · {member.email} · {member.zone ?? 'no time zone given'}
      </p>
      {state === 'reading' ? (
        <p className={classes.text}>Reading availabilities…</p>
      ) : state === 'failed' ? (
        <p className={classes.text}>
          This member’s availabilities could not be read.{' '}
          <button
            type="button"
            className={classes.more}
            aria-label={`Retry reading the availabilities of ${member.name}`}
            onClick={onRetry}
          >
            Retry
          </button>
        </p>
      ) : state === 'not-asked' ? (
        <p className={classes.text}>
          Not read: “{member.email}” is not an email address, so the workspace cannot be asked about this member.
        </p>
      ) : member.availabilities.length === 0 ? (
        <p className={classes.text}>No availabilities</p>
      ) : (
        member.availabilities.map((a) => (
          <AvailabilityLine
            key={a.id}
            member={member}
            availability={a}
            view={view}
            today={today}
            weekStart={weekStart}
            picked={selection.has(a.id)}
            onToggle={onToggle}
          />
        ))
      )}
    </div>
  );
});
