import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { announce } from '@/components/announcer/announce';
import { useRovingStops } from '@/components/use-roving-stops';
import { copyDay, WEEKDAY_LABELS, type Range, type Week, type Weekday } from '@/lib/time/periods';
import { CopyTo } from './copy-to';
import { RangeFields } from './range-fields';
import { useDayColumns } from './use-day-columns';
import { useRangeDrafts } from './use-range-drafts';
import classes from './period-list.module.css';

// Date overrides edit single ranges with the same fields.
export { RangeRow } from './range-row';

interface Props {
  week: Week;
  onChange: (week: Week) => void;
  /** Server messages for periods, by day and index in that day ("monday.0"). */
  errors?: Record<string, string>;
  /** True while a field shows a message: what is shown is then not what the week holds. */
  onValidityChange?: (invalid: boolean) => void;
  /** Where typed text that is not in the week yet is kept across a reload (local storage); none: not kept. */
  typedDraftKey?: string;
}

/** The same periods as the grid, as typed ranges per day. Turning a day back on restores its ranges. */
export function PeriodList({ week, onChange, errors = {}, onValidityChange, typedDraftKey }: Props) {
  const [remembered, setRemembered] = useState<Partial<Record<Weekday, Range[]>>>({});
  const drafts = useRangeDrafts(week, onChange, onValidityChange, typedDraftKey);
  // In the grid's order beside it.
  const days = useDayColumns();
  // A day is one Tab stop, its controls reached with the arrow keys: seven days of five controls each
  // stood between the grid and the fields below it.
  const roving = useRovingStops<HTMLDivElement>('[data-day-row]');
  const toggle = (day: Weekday, on: boolean) => {
    if (on) drafts.replaceDay(day, { ...week, [day]: remembered[day] ?? [{ start: 540, end: 1020 }] });
    else {
      setRemembered({ ...remembered, [day]: week[day] });
      drafts.replaceDay(day, { ...week, [day]: [] });
    }
  };
  return (
    <Stack gap="xs" className={classes.list} {...roving}>
      {days.map((day) => {
        const rows = drafts.rows(day);
        const on = rows.length > 0;
        const label = WEEKDAY_LABELS[day];
        return (
          <div key={day} className={classes.day} role="group" aria-label={label} data-day-row>
            <Group justify="space-between" wrap="nowrap">
              <Switch label={label} checked={on} onChange={(e) => toggle(day, e.currentTarget.checked)} />
              {on && (
                <CopyTo
                  day={day}
                  disabled={drafts.pending(day)}
                  onCopy={(days) => onChange(copyDay(week, day, days))}
                />
              )}
            </Group>
            {on ? (
              <Stack gap={8} mt={4}>
                {rows.map((row, i) => (
                  <RangeFields
                    // Rows are positions in the day: a field keeps its focus and text while its day is edited.
                    key={i}
                    label={`${label}, range ${i + 1}`}
                    row={row}
                    errors={drafts.errorsOf(day, i)}
                    serverError={drafts.pending(day) ? undefined : errors[`${day}.${i}`]}
                    onText={(field, text) => drafts.type(day, i, field, text)}
                    onCheck={() => drafts.check(day, i)}
                    settled={!drafts.pending(day)}
                    onRemove={() => drafts.remove(day, i)}
                  />
                ))}
                <Group>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => {
                      drafts.add(day);
                      announce(`${label}, range ${rows.length + 1} added`);
                    }}
                    aria-label={`Add a range to ${label}`}
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
