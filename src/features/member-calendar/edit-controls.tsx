import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { calendarDate, timeOfDay } from '@/lib/time/display';
import { WEEKDAY_LABELS, type Range } from '@/lib/time/periods';
import { weekdayOf } from '@/lib/time/wall-clock';
import type { CalendarEdits } from './use-calendar-edits';

interface Props {
  edits: CalendarEdits;
  date: string;
  /** The selected time of the date; null when it holds no time that exists. */
  range: Range | null;
  /** Whether the selection starts on available time (Enter then makes it unavailable). */
  startsOpen: boolean;
  /** Shown in another zone than the member's: what an edit then does. */
  otherZone: string | null;
}

/** What an edit is for (this date or every such weekday) and the buttons that make it: each mouse action's other way. */
export function EditControls({ edits, date, range, startsOpen, otherZone }: Props) {
  const weekday = WEEKDAY_LABELS[weekdayOf(date)];
  const day = calendarDate(date, { weekday: true });
  const when = range ? `${day}, ${timeOfDay(range.start)}–${timeOfDay(range.end)}` : `${day}: no time that exists`;
  return (
    <Stack gap="xs">
      {otherZone && <Text size="sm">{otherZone}</Text>}
      <Group gap="sm" align="center" wrap="wrap">
        <Text size="sm" fw={600} id="calendar-scope-label">
          Edits apply to
        </Text>
        <SegmentedControl
          aria-labelledby="calendar-scope-label"
          value={edits.scope}
          onChange={(v) => edits.setScope(v === 'weekday' ? 'weekday' : 'date')}
          data={[
            { value: 'date', label: 'This date only' },
            { value: 'weekday', label: `Every ${weekday}` },
          ]}
        />
      </Group>
      <Text size="sm">
        Selected: {when}
        {edits.scope === 'date' ? ' (an override of this date)' : ` (the weekly ${weekday} hours)`}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          variant={startsOpen ? 'default' : 'filled'}
          disabled={!range}
          onClick={() => range && edits.paint(date, range, true)}
        >
          Make available
        </Button>
        <Button
          variant={startsOpen ? 'filled' : 'default'}
          disabled={!range}
          onClick={() => range && edits.paint(date, range, false)}
        >
          Make unavailable
        </Button>
        <Button variant="default" onClick={() => edits.clear(date)}>
          {edits.scope === 'date' ? 'Clear this date' : `Clear every ${weekday}`}
        </Button>
        {edits.hasOverride(date) && (
          <Button variant="default" onClick={() => edits.useWeekly(date)}>
            Use the weekly hours on this date
          </Button>
        )}
        <Button variant="default" disabled={!edits.canUndo} onClick={edits.undo} aria-keyshortcuts="Control+Z">
          Undo
        </Button>
        <Button variant="default" disabled={!edits.canRedo} onClick={edits.redo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        {edits.message}
      </Text>
    </Stack>
  );
}
