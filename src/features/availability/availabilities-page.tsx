import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { EmptyState } from '@/components/data-table/states';
import { WeeklyGrid } from '@/components/weekly-grid/weekly-grid';
import { formatDateTime } from '@/lib/format';
import { periodsToWeek } from '@/lib/time/periods';
import { readCreated } from './created';

export function AvailabilitiesPage() {
  const { workspaceId } = useConnection();
  const [entries] = useState(() => readCreated(workspaceId));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <title>Created availabilities · Slotboard</title>
      <div>
        <Title order={1}>Created availabilities</Title>
        <Text c="dimmed">The service offers no way to list availabilities; these are the ones created from this browser, in this workspace.</Text>
      </div>
      {entries.length === 0 ? (
        <EmptyState title="None created from this browser yet" action={<Anchor component={Link} href="/availabilities/new">Create one</Anchor>} />
      ) : (
        entries.map((e) => (
          <Paper key={`${e.response.id}-${e.at}`} withBorder p="md" component="section" aria-label={e.response.name ?? e.response.id}>
            <Title order={2} size="h4">
              {e.response.name}
            </Title>
            <Text size="sm">
              For {e.response.user?.name ?? e.request.email} · {formatDateTime(e.at)} · API {e.version} · sent in {e.request.time_zone ?? 'the member’s zone'} ·{' '}
              {e.response.periods.length} weekly period(s), {e.response.overrides.length} override(s)
            </Text>
            <Button mt="xs" size="xs" variant="default" aria-expanded={open === e.at} onClick={() => setOpen(open === e.at ? null : e.at)}>
              {open === e.at ? 'Hide the hours' : 'Show the hours'}
            </Button>
            {open === e.at && (
              <div style={{ marginTop: 8 }}>
                <WeeklyGrid week={periodsToWeek(e.response.periods).week} cellMinutes={30} label={`Hours of ${e.response.name ?? 'the availability'}`} />
              </div>
            )}
          </Paper>
        ))
      )}
    </Stack>
  );
}
