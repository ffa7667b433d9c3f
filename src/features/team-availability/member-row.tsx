import { Anchor, Badge, Checkbox, Group, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Availability } from '@/api/availabilities/schemas';
import { overrideText, shownWeek, upcomingOverrides, weekText, type BoardMember } from './board-model';
import type { Selection } from './selection';
import { WeekStrip } from './week-strip';
import classes from './board.module.css';

const SHOWN_OVERRIDES = 3;

interface LineProps {
  member: BoardMember;
  availability: Availability;
  view: string;
  today: string;
  picked: boolean;
  onToggle: (id: string) => void;
}

const AvailabilityLine = memo(function AvailabilityLine({ member, availability: a, view, today, picked, onToggle }: LineProps) {
  const { week, unreadable } = useMemo(() => shownWeek(a, member.zone, view, today), [a, member.zone, view, today]);
  const upcoming = useMemo(() => upcomingOverrides(a, member.zone, view, today), [a, member.zone, view, today]);
  const name = a.name?.trim() || 'Unnamed availability';
  const [all, setAll] = useState(false);
  const more = upcoming.length - SHOWN_OVERRIDES;
  return (
    <div className={classes.line}>
      <Group gap="xs" wrap="nowrap">
        <Checkbox checked={picked} onChange={() => onToggle(a.id)} aria-label={`Pick ${name} of ${member.name}`} />
        <Anchor component={Link} href={`/availabilities/${encodeURIComponent(a.id)}`} size="sm">
          {name}
        </Anchor>
        {a.default === true && (
          <Badge size="sm" variant="light">
            Default
          </Badge>
        )}
      </Group>
      <WeekStrip week={week} label={`Weekly hours: ${weekText(week)}`} />
      <Text size="sm">
        {upcoming.length === 0 ? 'No upcoming overrides' : upcoming.slice(0, all ? undefined : SHOWN_OVERRIDES).map(overrideText).join(' · ')}
        {more > 0 && (
          <>
            {' · '}
            <Anchor component="button" type="button" size="sm" aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? 'show fewer' : `and ${more} more`}
            </Anchor>
          </>
        )}
        {unreadable > 0 && ` · ${unreadable} weekly ${unreadable === 1 ? 'range' : 'ranges'} could not be read`}
      </Text>
    </div>
  );
});

interface Props {
  member: BoardMember;
  loading: boolean;
  view: string;
  today: string;
  selection: Selection;
  onToggle: (id: string) => void;
}

/** One member: name, email and zone, then each availability on its own line. */
export const MemberRow = memo(function MemberRow({ member, loading, view, today, selection, onToggle }: Props) {
  return (
    <div className={classes.member}>
      <Text fw={600} size="sm">
        {member.name}{' '}
        <Text span size="sm" fw={400}>
          · {member.email} · {member.zone ?? 'no time zone given'}
        </Text>
      </Text>
      {loading ? (
        <Text size="sm">Reading availabilities…</Text>
      ) : member.availabilities.length === 0 ? (
        <Text size="sm">No availabilities</Text>
      ) : (
        member.availabilities.map((a) => (
          <AvailabilityLine key={a.id} member={member} availability={a} view={view} today={today} picked={selection.has(a.id)} onToggle={onToggle} />
        ))
      )}
    </div>
  );
});
