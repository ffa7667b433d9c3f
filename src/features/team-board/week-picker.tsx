import { Button, Group, Text } from '@mantine/core';
import { calendarDate } from '@/lib/time/display';
import { addDays } from '@/lib/time/wall-clock';

interface Props {
  /** The first date of the week shown. */
  start: string;
  /** The first date of this week. */
  current: string;
  /** A date in the week to show; '' for this week. */
  onWeek: (week: string) => void;
}

/** "Week of Mar 8, 2027" with Previous, Today and Next. */
export function WeekPicker({ start, current, onWeek }: Props) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-labelledby="board-week-title">
      <Text id="board-week-title" fw={600} size="sm" aria-live="polite" miw="11rem">
        Week of {calendarDate(start)}
      </Text>
      <Button variant="default" size="xs" mih={32} onClick={() => onWeek(addDays(start, -7))}>
        Previous week
      </Button>
      <Button variant="default" size="xs" mih={32} disabled={start === current} onClick={() => onWeek('')}>
        This week
      </Button>
      <Button variant="default" size="xs" mih={32} onClick={() => onWeek(addDays(start, 7))}>
        Next week
      </Button>
    </Group>
  );
}
