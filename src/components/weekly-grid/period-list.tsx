import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { displayClock, parseClock, readEnd } from '@/lib/time/clock';
import { copyDay, normalize, WEEKDAY_LABELS, WEEKDAYS, type Range, type Week, type Weekday } from '@/lib/time/periods';
import classes from './period-list.module.css';

interface Props {
  week: Week;
  onChange: (week: Week) => void;
  /** Server messages for periods, by day and index in that day ("monday.0"). */
  errors?: Record<string, string>;
}

/** One range as two typed times, read leniently, with a message on the field that is wrong. */
export function RangeRow({ label, range, onCommit, onRemove, serverError }: {
  label: string;
  range: Range;
  onCommit: (range: Range) => void;
  onRemove: () => void;
  serverError?: string;
}) {
  const [start, setStart] = useState(displayClock(range.start));
  const [end, setEnd] = useState(displayClock(range.end === 1440 ? 0 : range.end));
  const [error, setError] = useState<{ start?: string; end?: string }>({});
  const commit = (nextStart: string, nextEnd: string) => {
    const s = parseClock(nextStart);
    const e = readEnd(nextEnd);
    const problems: { start?: string; end?: string } = {};
    if (s === null) problems.start = 'Write a time like 9:00 AM.';
    if (e === null) problems.end = 'Write a time like 5:00 PM.';
    if (s !== null && e !== null && e <= s) problems.end = 'The end must be after the start.';
    setError(problems);
    if (!problems.start && !problems.end && s !== null && e !== null && (s !== range.start || e !== range.end)) onCommit({ start: s, end: e });
  };
  return (
    <Group gap={6} align="flex-start" wrap="nowrap" role="group" aria-label={label}>
      <TextInput
        size="xs"
        label="From"
        value={start}
        onChange={(e) => setStart(e.currentTarget.value)}
        onBlur={() => commit(start, end)}
        onKeyDown={(e) => e.key === 'Enter' && commit(start, end)}
        error={error.start}
        aria-label={`${label}, from`}
        w={100}
      />
      <TextInput
        size="xs"
        label="To"
        value={end}
        onChange={(e) => setEnd(e.currentTarget.value)}
        onBlur={() => commit(start, end)}
        onKeyDown={(e) => e.key === 'Enter' && commit(start, end)}
        error={error.end ?? serverError}
        aria-label={`${label}, to`}
        w={100}
      />
      <ActionIcon variant="subtle" color="gray" mt={22} onClick={onRemove} aria-label={`Remove ${label}`}>
        <span aria-hidden="true">×</span>
      </ActionIcon>
    </Group>
  );
}

function CopyTo({ day, onCopy }: { day: Weekday; onCopy: (days: Weekday[]) => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" trapFocus returnFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen((o) => !o)} aria-label={`Copy ${WEEKDAY_LABELS[day]} to other days`}>
          Copy to…
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label={`Copy ${WEEKDAY_LABELS[day]} to`} value={chosen} onChange={setChosen}>
          <Stack gap={4} mt={6}>
            {WEEKDAYS.filter((d) => d !== day).map((d) => (
              <Checkbox key={d} value={d} label={WEEKDAY_LABELS[d]} size="xs" />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group mt="sm" gap="xs">
          <Button
            size="xs"
            disabled={chosen.length === 0}
            onClick={() => {
              onCopy(chosen as Weekday[]);
              setOpen(false);
              setChosen([]);
            }}
          >
            Copy
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The same periods as the grid, as typed ranges per day. Turning a day back on restores its ranges. */
export function PeriodList({ week, onChange, errors = {} }: Props) {
  const [remembered, setRemembered] = useState<Partial<Record<Weekday, Range[]>>>({});
  const setDay = (day: Weekday, ranges: Range[]) => onChange({ ...week, [day]: normalize(ranges) });
  return (
    <Stack gap="xs" className={classes.list}>
      {WEEKDAYS.map((day) => {
        const ranges = week[day];
        const on = ranges.length > 0;
        return (
          <div key={day} className={classes.day} role="group" aria-label={WEEKDAY_LABELS[day]}>
            <Group justify="space-between" wrap="nowrap">
              <Switch
                label={WEEKDAY_LABELS[day]}
                checked={on}
                onChange={(e) => {
                  if (e.currentTarget.checked) setDay(day, remembered[day] ?? [{ start: 540, end: 1020 }]);
                  else {
                    setRemembered({ ...remembered, [day]: ranges });
                    setDay(day, []);
                  }
                }}
              />
              {on && <CopyTo day={day} onCopy={(days) => onChange(copyDay(week, day, days))} />}
            </Group>
            {on ? (
              <Stack gap={4} mt={4}>
                {ranges.map((r, i) => (
                  <RangeRow
                    key={`${r.start}-${r.end}`}
                    label={`${WEEKDAY_LABELS[day]}, range ${i + 1}`}
                    range={r}
                    serverError={errors[`${day}.${i}`]}
                    onCommit={(next) => setDay(day, ranges.map((x, k) => (k === i ? next : x)))}
                    onRemove={() => setDay(day, ranges.filter((_, k) => k !== i))}
                  />
                ))}
                <Group>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      const last = ranges[ranges.length - 1];
                      const start = last ? Math.min(last.end + 60, 1380) : 540;
                      setDay(day, [...ranges, { start, end: Math.min(start + 60, 1440) }]);
                    }}
                    aria-label={`Add a range to ${WEEKDAY_LABELS[day]}`}
                  >
                    + Add range
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text size="xs" c="dimmed" mt={2}>
                Not available
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
