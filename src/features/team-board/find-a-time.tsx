import { Button, Group, NativeSelect } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { DateField } from '@/components/form-fields/date-field';
import { TimeField } from '@/components/form-fields/time-field';
import { parseClock, readTypedTime } from '@/lib/time/clock';
import { calendarDate, timeOfDay } from '@/lib/time/display';
import { countOf } from '@/lib/format';
import { stretchEnd } from '@/domain/calendar/free-at';
import type { BoardMember } from './board-model';
import { DURATIONS, type FindTime } from './board-url';
import { whoIsFree, type MemberState } from './timeline-model';
import classes from './board.module.css';

const SHOWN = 40;

const durationLabel = (m: number) =>
  m < 60 ? `${m} minutes` : m % 60 === 0 ? countOf(m / 60, 'hour', 'hours') : `${Math.floor(m / 60)} h ${m % 60} min`;

/** The URL's "HH:MM" as the field shows it, on the admin's clock. */
const shownAt = (hhmm: string) => {
  const minutes = hhmm ? parseClock(hhmm) : null;
  return minutes === null ? '' : timeOfDay(minutes);
};

/** A typed time as the URL keeps it ("HH:MM", 24-hour), or null while it does not read. */
const urlAt = (text: string) => {
  const read = readTypedTime(text);
  return read.ok ? timeOfDay(read.minutes, { h12: false }) : null;
};

interface Props {
  members: readonly BoardMember[];
  stateOf: (m: BoardMember) => MemberState;
  /** The zone the question is asked in: the timeline's. */
  zone: string;
  find: FindTime;
  /** The day the fields start on when none is asked yet. */
  day: string;
  /** Whether the asked day is on the timeline now. */
  shows: (date: string) => boolean;
  onFind: (find: FindTime) => void;
  /** Moves the timeline to a date. */
  onShow: (date: string) => void;
}

function Names({ title, items }: { title: string; items: { key: string; text: string }[] }) {
  const [all, setAll] = useState(false);
  if (!items.length) return null;
  return (
    <div>
      <h3 className={classes.findHeading}>{title}</h3>
      <ul aria-label={title} className={classes.findList}>
        {items.slice(0, all ? undefined : SHOWN).map((i) => (
          <li key={i.key}>{i.text}</li>
        ))}
      </ul>
      {items.length > SHOWN && (
        <button type="button" className={classes.more} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'show fewer' : `and ${items.length - SHOWN} more`}
        </button>
      )}
    </div>
  );
}

/**
 * "Who is free on Tuesday at 15:00 London for an hour?" in words: the admin types or picks a day, a
 * start and a length; the box lists who is free for the whole of it and who is not, and why, in the
 * timeline's zone.
 */
export function FindATime({ members: current, stateOf, zone, find, day, shows, onFind, onShow }: Props) {
  // Typed dates and times land in the address only once they read: a half-typed date stays in the field.
  const [on, setOn] = useState(find.on || day);
  const [at, setAt] = useState(() => shownAt(find.at));
  // An hour pointed at on the timeline, or Back, changes the question from outside: the fields follow.
  const [seen, setSeen] = useState(find);
  if (seen.on !== find.on || seen.at !== find.at) {
    setSeen(find);
    setOn(find.on || day);
    if (urlAt(at) !== find.at) setAt(shownAt(find.at));
  }
  const members = useDeferredValue(current);
  const date = find.on || day;
  const start = find.at ? parseClock(find.at) : null;
  // The time asks its question once it is left or confirmed: each key of "1300" would be another one.
  const ask = (text: string) => {
    const next = urlAt(text);
    if (next !== null && next !== find.at) onFind({ ...find, on: find.on || on, at: next });
  };
  const asked = useMemo(
    () => (start === null ? null : { date, start, minutes: find.for, zone }),
    [date, start, find.for, zone],
  );
  const answers = useMemo(() => (asked ? whoIsFree(members, stateOf, asked) : null), [members, stateOf, asked]);
  const end = asked ? stretchEnd(asked) : 0;
  const when = asked
    ? `${calendarDate(asked.date, { weekday: true })}, ${timeOfDay(asked.start)}–${timeOfDay(end % 1440)}${end > 1440 ? ' the next day' : ''} (${zone})`
    : '';
  return (
    <section aria-labelledby="find-title" className={classes.find}>
      <h2 id="find-title" className={classes.coverageTitle}>
        Find a time
      </h2>
      <Group gap="md" align="flex-end" wrap="wrap">
        <DateField
          label="Day"
          value={on}
          onChange={(v) => {
            setOn(v);
            if (v) onFind({ ...find, on: v });
          }}
        />
        <TimeField
          label={`Start (${zone})`}
          value={at}
          onChange={setAt}
          onBlur={(e) => ask(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') ask(e.currentTarget.value);
          }}
        />
        <NativeSelect
          label="How long"
          value={String(find.for)}
          data={DURATIONS.map((m) => ({ value: String(m), label: durationLabel(m) }))}
          onChange={(e) => onFind({ ...find, for: Number(e.currentTarget.value) })}
        />
        {find.at && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => {
              setAt('');
              onFind({ on: '', at: '', for: find.for });
            }}
          >
            Clear the question
          </Button>
        )}
      </Group>
      <p className={classes.text} role="status" aria-live="polite">
        {!answers
          ? 'Choose a day and a start time: the members free for the whole of it are listed here.'
          : `${when}: ${answers.free.length} of ${countOf(members.length, 'member', 'members')} shown free for the whole of it${answers.unknown.length ? `, ${answers.unknown.length} not known` : ''}.`}
      </p>
      {answers && !shows(date) && (
        <Button variant="default" size="xs" mih={32} w="fit-content" onClick={() => onShow(date)}>
          Show {calendarDate(date, { weekday: true })} on the timeline
        </Button>
      )}
      {answers && (
        <div className={classes.findAnswers}>
          <Names
            title={`Free for the whole of it (${answers.free.length})`}
            items={answers.free.map((m) => ({ key: m.id, text: m.name }))}
          />
          <Names
            title={`Not free (${answers.busy.length})`}
            items={answers.busy.map((b) => ({ key: b.member.id, text: `${b.member.name}: ${b.why}` }))}
          />
          <Names
            title={`Not known (${answers.unknown.length})`}
            items={answers.unknown.map((b) => ({ key: b.member.id, text: `${b.member.name}: ${b.why}` }))}
          />
        </div>
      )}
    </section>
  );
}
