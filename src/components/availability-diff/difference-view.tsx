import { Badge, Group, List, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useAnnounceChange } from '@/components/announcer/use-announce-change';
import {
  dateText,
  isEmptyDiff,
  rangesText,
  zoneLine,
  type AvailabilityDiff,
  type DateChange,
  type DayChange,
} from '@/domain/availability-diff/diff';

const DAY_NAMES: Record<DayChange['day'], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const KIND_WORDS: Record<DateChange['kind'], string> = { new: 'New', changed: 'Changed', removed: 'Removed' };
const KIND_COLORS: Record<DateChange['kind'], string> = { new: 'teal', changed: 'blue', removed: 'gray' };

function FromTo({ before, after }: { before: string; after: string }) {
  return (
    <>
      <Text span c="dimmed" td="line-through">
        {before}
      </Text>
      <Text span aria-hidden="true">
        {' '}
        →{' '}
      </Text>
      <VisuallyHidden component="span"> becomes </VisuallyHidden>
      <Text span fw={600}>
        {after}
      </Text>
    </>
  );
}

function DateItem({ change, today }: { change: DateChange; today?: string }) {
  return (
    <Group gap="xs" wrap="wrap" component="span">
      <Text span fw={600}>
        {dateText(change.date, today)}
      </Text>
      <Badge size="sm" variant="light" color={KIND_COLORS[change.kind]}>
        {KIND_WORDS[change.kind]}
      </Badge>
      {change.kind === 'changed' && (
        <FromTo before={rangesText(change.before ?? [])} after={rangesText(change.after ?? [])} />
      )}
      {change.kind === 'new' && (
        <Text span fw={600}>
          {rangesText(change.after ?? [])}
        </Text>
      )}
      {change.kind === 'removed' && (
        <Text span>
          <Text span c="dimmed" td="line-through">
            {rangesText(change.before ?? [])}
          </Text>{' '}
          follows the weekly hours again
        </Text>
      )}
    </Group>
  );
}

/**
 * A change to an availability in words an admin reads before saving: each weekday that changes
 * (before → after) and each date that is new, changed or removed. Used by the edit page, its
 * conflict view and Activity's revert.
 */
export function DifferenceView({
  diff,
  title,
  today,
  empty = 'No changes yet.',
  note,
  followsEdits = false,
}: {
  diff: AvailabilityDiff;
  title: string;
  today?: string;
  empty?: string;
  /** A line under the title: which zone the hours are in, for one. */
  note?: string;
  /**
   * It follows the admin's edits (what saving will change): a Tab stop of its own, to be read from
   * the keyboard, and each change of it said.
   */
  followsEdits?: boolean;
}) {
  const titleId = useId();
  const count = diff.days.length + diff.dates.length + (diff.zone ? 1 : 0);
  useAnnounceChange(
    followsEdits ? `${title}: ${count === 0 ? empty : `${count} ${count === 1 ? 'change' : 'changes'}`}` : '',
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} tabIndex={followsEdits ? 0 : undefined}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {note && (
        <Text size="xs" c="dimmed" mb="xs">
          {note}
        </Text>
      )}
      {isEmptyDiff(diff) ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={title}>
          {diff.zone && <List.Item>{zoneLine(diff.zone)}.</List.Item>}
          {diff.days.map((c) => (
            <List.Item key={c.day}>
              <Text span fw={600}>
                {DAY_NAMES[c.day]}
              </Text>{' '}
              <FromTo before={rangesText(c.before)} after={rangesText(c.after)} />
            </List.Item>
          ))}
          {diff.dates.map((c) => (
            <List.Item key={c.date}>
              <DateItem change={c} today={today} />
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
