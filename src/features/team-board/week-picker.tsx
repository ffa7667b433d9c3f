import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { calendarDate } from '@/lib/time/display';
import { addDays } from '@/lib/time/wall-clock';
import classes from './board.module.css';

const SPANS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
] as const;

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
  const name = useId();
  return (
    <Group gap="md" wrap="wrap" align="flex-end">
      {/* Two native radios drawn as segments: Mantine's SegmentedControl measured its indicator's place
          each time the page below it changed size (a forced layout each time the team's rows landed). */}
      <div role="radiogroup" aria-label="Timeline span" className={classes.segments}>
        {SPANS.map(({ value, label }) => (
          <label key={value} className={classes.segment}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={span === value}
              onChange={() => onSpan(value)}
              className={classes.segmentInput}
            />
            {label}
          </label>
        ))}
      </div>
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
