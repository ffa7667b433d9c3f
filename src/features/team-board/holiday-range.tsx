import { Group } from '@mantine/core';
import { DateField } from '@/components/form-fields/date-field';
import { isCalendarDate } from '@/lib/time/typed-date';
import { runSpan } from './holiday-plan';

// The dates a run's source is read between (public holidays, a calendar file): the fields and their check.

/** What is wrong with the range, in words; null when it can be read. */
export function rangeProblem(range: { from: string; to: string }, today: string): string | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'Pick the first and the last date.';
  if (range.from < today) return 'The first date has passed; pick today or a later date.';
  if (range.to < range.from) return 'The last date is before the first one.';
  return null;
}

/** The range in a run's title: "2027", or "Dec 1–Jan 31, 2028" when it spans years. */
export const rangeWords = (range: { from: string; to: string }, today: string) =>
  range.from.slice(0, 4) === range.to.slice(0, 4) ? range.from.slice(0, 4) : runSpan(range.from, range.to, today);

interface Props<T extends { from: string; to: string }> {
  range: T;
  /** Shown at the first date. */
  error: string | null;
  onChange: (range: T) => void;
}

export function RangeFields<T extends { from: string; to: string }>({ range, error, onChange }: Props<T>) {
  return (
    <Group align="flex-start" wrap="wrap">
      <DateField label="From" value={range.from} onChange={(from) => onChange({ ...range, from })} error={error} />
      <DateField label="Until" value={range.to} onChange={(to) => onChange({ ...range, to })} />
    </Group>
  );
}
