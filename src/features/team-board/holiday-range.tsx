import { Group, TextInput } from '@mantine/core';
import { runSpan } from './holiday-plan';

// The dates a run's source is read between (public holidays, a calendar file): the fields and their check.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the range, in words; null when it can be read. */
export function rangeProblem(range: { from: string; to: string }, today: string): string | null {
  if (!DATE.test(range.from) || !DATE.test(range.to)) return 'Pick the first and the last date.';
  if (range.from < today) return 'The first date has passed; pick today or a later date.';
  if (range.to < range.from) return 'The last date is before the first one.';
  return null;
}

/** The range in a run's title: "2027", or "Dec 1–Jan 31, 2028" when it spans years. */
export const rangeWords = (range: { from: string; to: string }, today: string) =>
  range.from.slice(0, 4) === range.to.slice(0, 4) ? range.from.slice(0, 4) : runSpan(range.from, range.to, today);

interface Props<T extends { from: string; to: string }> {
  range: T;
  today: string;
  /** Shown at the first date. */
  error: string | null;
  onChange: (range: T) => void;
}

export function RangeFields<T extends { from: string; to: string }>({ range, today, error, onChange }: Props<T>) {
  return (
    <Group align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label="From"
        value={range.from}
        min={today}
        onChange={(e) => onChange({ ...range, from: e.currentTarget.value })}
        error={error ?? undefined}
      />
      <TextInput
        type="date"
        label="Until"
        value={range.to}
        min={range.from || today}
        onChange={(e) => onChange({ ...range, to: e.currentTarget.value })}
      />
    </Group>
  );
}
