import { Alert, Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { Availability } from '@/api/availabilities/schemas';
import { WeeklyGrid } from '@/components/weekly-grid/weekly-grid';
import { displayClock, parseClock, readEnd } from '@/lib/time/clock';
import { calendarDate } from '@/lib/time/display';
import { periodsToWeek } from '@/lib/time/periods';

/** A range as the admin's clock writes it; text the clock cannot read is shown as the workspace sent it. */
const rangeText = (start: string, end: string) => {
  const a = parseClock(start);
  const b = readEnd(end);
  return `${a === null ? start : displayClock(a)}–${b === null ? end : displayClock(b)}`;
};

/** What the service returned, in the same grid, read-only. */
export function SavedAvailability({
  availability,
  onAnother,
  readBack,
}: {
  availability: Availability;
  onAnother?: () => void;
  readBack?: boolean;
}) {
  const { week, unreadable } = periodsToWeek(availability.periods);
  return (
    <Stack gap="md">
      <title>{`${availability.name ?? 'Availability'} created · Slotboard`}</title>
      <Title order={1}>Availability created</Title>
      <Alert
        color="green"
        title={`“${availability.name ?? ''}” for ${availability.user?.name ?? availability.user?.email ?? 'the member'}`}
      >
        {readBack
          ? 'Saved — confirmed by reading back: the answer to the create was lost, but the member’s availabilities now include this one. The hours below are what the workspace holds, in the member’s time zone.'
          : 'Saved in the workspace. The hours below are what it sent back, in the member’s time zone.'}
        {unreadable > 0 &&
          ` ${unreadable === 1 ? 'One weekly range' : `${unreadable} weekly ranges`} could not be read and ${unreadable === 1 ? 'is' : 'are'} not shown.`}
      </Alert>
      <WeeklyGrid week={week} cellMinutes={30} label="Saved weekly availability" />
      {availability.overrides.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Date overrides
          </Title>
          {availability.overrides.map((o) => (
            <Text key={o.date} size="sm">
              {calendarDate(o.date, { weekday: true })}:{' '}
              {o.periods.length
                ? o.periods.map((p) => rangeText(p.start_time, p.end_time)).join(', ')
                : 'not available'}
            </Text>
          ))}
        </Stack>
      )}
      <Group>
        {onAnother && <Button onClick={onAnother}>Create another</Button>}
        <Button component={Link} href={`/availabilities/${encodeURIComponent(availability.id)}`} variant="default">
          Edit this availability
        </Button>
        <CopyButton value={availability.id}>
          {({ copied, copy }) => (
            <Button variant="subtle" onClick={copy} aria-live="polite">
              {copied ? 'ID copied' : 'Copy its ID for the API'}
            </Button>
          )}
        </CopyButton>
        <Button component={Link} href="/availabilities?tab=created" variant="default">
          Created availabilities
        </Button>
      </Group>
    </Stack>
  );
}
