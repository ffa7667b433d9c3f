import { Button, Checkbox, Group, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import { WEEKDAY_LABELS, type Weekday } from '@/lib/time/periods';
import { useDayColumns } from './use-day-columns';

/** Picks the days one day's ranges are copied to. */
export function CopyTo({
  day,
  onCopy,
  disabled,
}: {
  day: Weekday;
  onCopy: (days: Weekday[]) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const days = useDayColumns();
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" trapFocus returnFocus>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
          aria-label={`Copy ${WEEKDAY_LABELS[day]} to other days`}
        >
          Copy to…
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label={`Copy ${WEEKDAY_LABELS[day]} to`} value={chosen} onChange={setChosen}>
          <Stack gap={8} mt={6}>
            {days
              .filter((d) => d !== day)
              .map((d) => (
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
