import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import type { CalendarView } from '@/domain/calendar/calendar-url';
import { clockChanges } from '@/domain/calendar/day-timeline';
import { calendarDate } from '@/lib/time/display';
import { addDays } from '@/lib/time/wall-clock';
import { clockChangeText } from './column-head';

interface Props {
  date: string;
  today: string;
  view: CalendarView;
  zone: string;
  memberZone: string | null;
  dates: readonly string[];
  now: number;
  onDate: (date: string) => void;
  onView: (view: CalendarView) => void;
  onZone: (zone: string) => void;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Getting to a date: typed or picked, Today, a step back or on, the view and the zone; the clock changes of the dates shown. */
export function CalendarNav(props: Props) {
  const { date, view, zone, memberZone, dates } = props;
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';
  const zones = [...new Set([zone, ...(memberZone ? [memberZone] : [])])];
  const changes = zones.flatMap((z) => clockChanges(dates, z));
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateInput
          label="Go to date"
          description="Type a date (YYYY-MM-DD) or pick one"
          valueFormat="YYYY-MM-DD"
          value={date}
          onChange={(v) => {
            if (isDate(v)) props.onDate(v);
          }}
          // Enter in the field goes to the date typed, not to the form's save.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          w={240}
        />
        <Button variant="default" onClick={() => props.onDate(props.today)}>
          Today
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={() => props.onDate(addDays(date, -step))}>
            {`← Previous ${unit}`}
          </Button>
          <Button variant="default" onClick={() => props.onDate(addDays(date, step))}>
            {`Next ${unit} →`}
          </Button>
        </Group>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => props.onView(v === 'day' ? 'day' : 'week')}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'day', label: 'Day' },
          ]}
        />
        <div style={{ minWidth: 300 }}>
          <TimeZoneSelect
            label="Shown in zone"
            description={memberZone ? `The member’s own: ${memberZone}` : 'The member has no zone'}
            value={zone}
            onChange={props.onZone}
            now={props.now}
          />
        </div>
      </Group>
      {changes.length > 0 && (
        <Text size="sm" role="note" fw={600}>
          {`Clock change ${view === 'day' ? 'on this day' : 'this week'}: `}
          {changes
            .map((c) => `${c.zone}, ${calendarDate(c.date, { weekday: true })}: ${clockChangeText(c)}`)
            .join('; ')}
          .
        </Text>
      )}
    </>
  );
}
