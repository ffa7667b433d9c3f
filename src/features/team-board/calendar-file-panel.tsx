import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { daysFromFile, readCalendarFile, type CalendarReading, type Occurrence } from '@/domain/holidays/calendar-file';
import { rangesText } from '@/domain/calendar/zone-shift';
import { wallClock } from '@/lib/time/wall-clock';
import { browserZone } from '@/lib/time/zones';
import { MAX_DATES, runDate, runSpan } from './holiday-plan';
import { RangeFields, rangeProblem, rangeWords } from './holiday-range';
import type { RunSource } from './holidays-form';
import type { Picked } from './selection';

// A company calendar file as a run's dates: chosen or dropped, read by ical.js (loaded with this
// panel only), its events shown as read and those left out with why, before anything is previewed.

export interface FileChoice {
  from: string;
  to: string;
  /** The file as chosen: its name and text, kept in the draft so a reload loses nothing. */
  name: string;
  text: string;
}

export type FileSource = ({ ok: true } & RunSource) | { ok: false; message: string };

/** Larger files are refused: a company's closures are a few kilobytes. */
export const MAX_FILE_BYTES = 512 * 1024;

export function fileSource(
  choice: FileChoice,
  reading: CalendarReading | null,
  picked: readonly Picked[],
  today: string,
): FileSource {
  const problem = rangeProblem(choice, today);
  if (problem) return { ok: false, message: problem };
  if (!choice.text || !reading) return { ok: false, message: 'Choose a calendar file (.ics).' };
  if (!reading.ok) return { ok: false, message: reading.message };
  if (reading.occurrences.length === 0) return { ok: false, message: 'The file has no event between these dates.' };
  const byAvailability = new Map<string, ReturnType<typeof daysFromFile>>();
  for (const p of picked) {
    const days = daysFromFile(reading.occurrences, p.availability, p.member.zone ?? 'UTC', choice.from, choice.to);
    if (days.length > MAX_DATES)
      return {
        ok: false,
        message: `At most ${MAX_DATES} dates in one run; ${p.member.name} would have ${days.length}.`,
      };
    byAvailability.set(p.availability.id, days);
  }
  const years = rangeWords(choice, today);
  return {
    ok: true,
    title: `${choice.name || 'Calendar file'}, ${years}`,
    daysFor: (p) => byAvailability.get(p.availability.id) ?? [],
  };
}

const zone = browserZone();
function occurrenceText(o: Occurrence, today: string): string {
  if (o.kind === 'day') return `${o.summary}: ${runSpan(o.dates[0]!, o.dates.at(-1)!, today)}, all day`;
  if (o.floating)
    return `${o.summary}: ${runDate(o.date, today)} ${rangesText([{ start: o.startMinutes, end: o.endMinutes }])}, on each member’s own clock`;
  const a = wallClock(o.start, zone);
  const b = wallClock(o.end, zone);
  const end = b.date === a.date ? b.minutes : 1440;
  return `${o.summary}: ${runDate(a.date, today)} ${rangesText([{ start: a.minutes, end }])} (${zone}), taken out of each member’s hours`;
}

interface Props {
  picked: readonly Picked[];
  today: string;
  choice: FileChoice;
  onChange: (choice: FileChoice) => void;
  onSource: (source: FileSource) => void;
  error: string | null;
}

export default function CalendarFilePanel({ picked, today, choice, onChange, onSource, error }: Props) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const reading = useMemo(
    () => (choice.text && !rangeProblem(choice, today) ? readCalendarFile(choice.text, choice.from, choice.to) : null),
    [choice, today],
  );
  const source = useMemo(() => fileSource(choice, reading, picked, today), [choice, reading, picked, today]);
  useEffect(() => onSource(source), [source, onSource]);

  const take = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setRefused(`${file.name} is larger than ${MAX_FILE_BYTES / 1024} KB; a calendar of closures is far smaller.`);
      return;
    }
    setRefused(null);
    onChange({ ...choice, name: file.name, text: await file.text() });
  };

  return (
    <Stack gap="sm" component="section" aria-label="Calendar file">
      <Paper
        withBorder
        p="md"
        data-dragging={dragging || undefined}
        style={dragging ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void take(e.dataTransfer.files[0]);
        }}
      >
        <Stack gap={4}>
          <label htmlFor={id}>
            <Text fw={600} span>
              Calendar file (.ics)
            </Text>
          </label>
          <input
            id={id}
            type="file"
            accept=".ics,text/calendar"
            aria-describedby={`${id}-hint`}
            onChange={(e) => void take(e.currentTarget.files?.[0])}
          />
          <Text size="sm" id={`${id}-hint`}>
            Choose the file, or drop it here. All-day events become days off; a timed event is taken out of the day’s
            hours.
            {choice.name ? ` Read now: ${choice.name}.` : ''}
          </Text>
          {refused && (
            <Text size="sm" c="red" role="alert">
              {refused}
            </Text>
          )}
        </Stack>
      </Paper>
      <RangeFields range={choice} error={error} onChange={onChange} />
      {reading && !reading.ok && (
        <Alert color="red" variant="light" title="This file cannot be used">
          {reading.message}
        </Alert>
      )}
      {reading?.ok && (
        <>
          <Title order={3} size="h5">
            Read from {choice.name || 'the file'}: {reading.occurrences.length}{' '}
            {reading.occurrences.length === 1 ? 'event' : 'events'} between these dates
          </Title>
          <List size="sm" aria-label="Events read from the file">
            {reading.occurrences.slice(0, 50).map((o, i) => (
              <List.Item key={i}>{occurrenceText(o, today)}</List.Item>
            ))}
          </List>
          {reading.occurrences.length > 50 && <Text size="sm">and {reading.occurrences.length - 50} more</Text>}
          {reading.leftOut.length > 0 && (
            <Alert color="gray" variant="light" title={`Left out: ${reading.leftOut.length}`}>
              <List size="sm" aria-label="Events left out">
                {reading.leftOut.map((l, i) => (
                  <List.Item key={i}>
                    {l.summary}: {l.why}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
