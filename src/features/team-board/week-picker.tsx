import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { calendarDate } from '@/lib/time/display';
import { addDays } from '@/lib/time/wall-clock';
import classes from './board.module.css';

interface Props {
  span: 'week' | 'day';
  /** The first date shown (the day shown, in the day view). */
  start: string;
  /** The first date of this week, or today in the day view. */
  current: string;
  /** A date to show; '' for this week or today. */
  onDate: (date: string) => void;
  onSpan: (span: 'week' | 'day') => void;
}

/** Week or day, then "Week of Mar 8, 2027" (or "Tue, Mar 9, 2027") with Previous, This week (Today) and Next. */
export function WeekPicker({ span, start, current, onDate, onSpan }: Props) {
  const step = span === 'week' ? 7 : 1;
  return (
    <Group gap="md" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label="Timeline span"
        classNames={{ label: classes.spanLabel }}
        value={span}
        onChange={(v) => onSpan(v === 'day' ? 'day' : 'week')}
        data={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
        ]}
      />
      <Group gap="xs" wrap="wrap" role="group" aria-labelledby="board-week-title">
        <Text id="board-week-title" fw={600} size="sm" aria-live="polite" miw="11rem">
          {span === 'week' ? `Week of ${calendarDate(start)}` : calendarDate(start, { weekday: true })}
        </Text>
        <Button variant="default" size="xs" className={classes.step} onClick={() => onDate(addDays(start, -step))}>
          {span === 'week' ? 'Previous week' : 'Previous day'}
        </Button>
        <Button
          variant="default"
          size="xs"
          className={classes.step}
          disabled={start === current}
          onClick={() => onDate('')}
        >
          {span === 'week' ? 'This week' : 'Today'}
        </Button>
        <Button variant="default" size="xs" className={classes.step} onClick={() => onDate(addDays(start, step))}>
          {span === 'week' ? 'Next week' : 'Next day'}
        </Button>
      </Group>
    </Group>
  );
}
