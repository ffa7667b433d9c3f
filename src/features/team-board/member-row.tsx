import { memo, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Availability } from '@/api/availabilities/schemas';
import { TickBox } from '@/components/tick-box/tick-box';
import { periodsToWeek } from '@/lib/time/periods';
import { overrideText, upcomingOverrides, type BoardMember } from './board-model';
import type { Selection } from './selection';
import { calendarHref } from '@/domain/calendar/calendar-url';
import { datedWeek, dayText, place, type MemberState } from './timeline-model';
import classes from './board.module.css';

const SHOWN_OVERRIDES = 3;

interface Shown {
  /** The zone the timeline is drawn in. */
  zone: string;
  span: 'week' | 'day';
  /** The dates shown, in order. */
  dates: readonly string[];
  /** "Find a time"'s stretch on the axis, drawn over every track; null when none is asked. */
  band: { left: string; width: string } | null;
}

interface LineProps {
  member: BoardMember;
  availability: Availability;
  shown: Shown;
  today: string;
  picked: boolean;
  onToggle: (id: string) => void;
}

/**
 * One availability of a member: its pick, name and coming overrides, then its hours on the
 * timeline's axis, one cell per date. Each cell is a link to the member's calendar at that date,
 * named in words (the bars are its picture); an override's bars are striped, not only coloured.
 */
const AvailabilityLine = memo(function AvailabilityLine({
  member,
  availability: a,
  shown,
  today,
  picked,
  onToggle,
}: LineProps) {
  const { zone, span, dates, band } = shown;
  const days = useMemo(
    () => datedWeek(a, member.zone, zone, dates[0]!).slice(0, dates.length),
    [a, member.zone, zone, dates],
  );
  const unreadable = useMemo(() => periodsToWeek(a.periods).unreadable, [a]);
  const upcoming = useMemo(() => upcomingOverrides(a, member.zone, zone, today), [a, member.zone, zone, today]);
  const name = a.name?.trim() || 'Unnamed availability';
  const [all, setAll] = useState(false);
  const more = upcoming.length - SHOWN_OVERRIDES;
  // Plain elements with the theme's sizes, not Mantine's components: a screenful of members is some
  // forty of these lines, and those components cost most of the board's first render.
  return (
    <div className={classes.line}>
      <div className={classes.label}>
        <div className={classes.head}>
          <TickBox checked={picked} onChange={() => onToggle(a.id)} aria-label={`Pick ${name} of ${member.name}`} />
          <Link href={`/availabilities/${encodeURIComponent(a.id)}`} className={classes.link}>
            {name}
          </Link>
          {a.default === true && <span className={classes.badge}>Default</span>}
        </div>
        <p className={classes.overrides}>
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
      <div
        className={classes.track}
        data-track=""
        style={{ ['--days' as string]: dates.length, ['--parts' as string]: dates.length === 1 ? 8 : 4 }}
      >
        {band && <span aria-hidden className={classes.band} style={band} />}
        {days.map((d, i) => {
          const text = dayText(member.name, d);
          return (
            // A plain link: the list follows it in the app (board-list.tsx), one handler for them
            // all, where a router Link each was some 2,000 location subscriptions to mount while scrolling.
            <a
              key={d.date}
              href={calendarHref(member.id, { date: d.date, view: span, zone })}
              className={classes.cell}
              style={place(i, dates.length, { start: 0, end: 1440 }, 4)}
              data-cell=""
              data-override={d.override || undefined}
              data-unreadable={d.unreadable || undefined}
              title={text}
            >
              <span className="visually-hidden-text">{text}</span>
            </a>
          );
        })}
        {days.flatMap((d, i) =>
          d.ranges.map((r) => (
            <span
              key={`${d.date}.${r.start}`}
              aria-hidden
              className={classes.bar}
              data-override={d.override || undefined}
              style={place(i, dates.length, r)}
            />
          )),
        )}
      </div>
    </div>
  );
});

/** Where a member's availabilities are: being read, read, failed, or not asked for (no address to ask with). */
export type RowState = MemberState;

interface Props {
  member: BoardMember;
  state: RowState;
  shown: Shown;
  today: string;
  selection: Selection;
  onToggle: (id: string) => void;
  onRetry: () => void;
}

/** One member: name, email and zone, then each availability on its own line of the timeline. */
export const MemberRow = memo(function MemberRow({ member, state, shown, today, selection, onToggle, onRetry }: Props) {
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
            shown={shown}
            today={today}
            picked={selection.has(a.id)}
            onToggle={onToggle}
          />
        ))
      )}
    </div>
  );
});

export type { Shown };
