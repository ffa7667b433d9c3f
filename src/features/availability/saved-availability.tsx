import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { Availability } from '@/api/availabilities/schemas';
import { WeeklyGrid } from '@/components/weekly-grid/weekly-grid';
import { periodsToWeek } from '@/lib/time/periods';

/** What the service returned, in the same grid, read-only. */
export function SavedAvailability({ availability, onAnother }: { availability: Availability; onAnother?: () => void }) {
  const { week, unreadable } = periodsToWeek(availability.periods);
  return (
    <Stack gap="md">
      <title>{`${availability.name ?? 'Availability'} created · Slotboard`}</title>
      <Title order={1}>Availability created</Title>
      <Alert color="green" title={`“${availability.name ?? ''}” for ${availability.user?.name ?? availability.user?.email ?? 'the member'}`}>
        The service saved it with id {availability.id} (sid {availability.sid}). The hours below are what it returned, in the member’s time
        zone.
        {unreadable > 0 && ` ${unreadable} period(s) could not be read and are not shown.`}
      </Alert>
      <WeeklyGrid week={week} cellMinutes={30} label="Saved weekly availability" />
      {availability.overrides.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Date overrides
          </Title>
          {availability.overrides.map((o) => (
            <Text key={o.date} size="sm">
              {o.date}: {o.periods.length ? o.periods.map((p) => `${p.start_time}–${p.end_time}`).join(', ') : 'not available'}
            </Text>
          ))}
        </Stack>
      )}
      <Group>
        {onAnother && <Button onClick={onAnother}>Create another</Button>}
        <Button component={Link} href="/availabilities?tab=created" variant="default">
          Created availabilities
        </Button>
      </Group>
    </Stack>
  );
}
