import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { EmptyState } from '@/components/data-table/states';
import { WeeklyGrid } from '@/components/weekly-grid/weekly-grid';
import { formatDateTime } from '@/lib/format-details';
import { periodsToWeek } from '@/lib/time/periods';
import { readCreated } from '@/domain/availabilities/created';

/**
 * What this browser created in this workspace, newest first. It is a part of /availabilities (the
 * team board's second tab, or the whole screen where the workspace offers no availability reads);
 * the route composes the two (src/app/routes.tsx), since features do not import each other.
 */
export function CreatedAvailabilities() {
  const { workspaceId } = useConnection();
  const [entries] = useState(() => readCreated(workspaceId));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Text c="dimmed">
        These are the availabilities created from this browser, in this workspace, with what was sent and what the
        workspace returned.
      </Text>
      {entries.length === 0 ? (
        <EmptyState
          title="None created from this browser yet"
          action={
            <Anchor component={Link} href="/availabilities/new">
              Create one
            </Anchor>
          }
        />
      ) : (
        entries.map((e) => (
          <Paper
            key={`${e.response.id}-${e.at}`}
            withBorder
            p="md"
            component="section"
            aria-label={e.response.name ?? e.response.id}
          >
            <Title order={2} size="h4">
              {e.response.name}
            </Title>
            <Text size="sm">
              For {e.response.user?.name ?? e.request.email} · {formatDateTime(e.at)} · API {e.version} · sent in{' '}
              {e.request.time_zone ?? 'the member’s zone'} · {e.response.periods.length} weekly period(s),{' '}
              {e.response.overrides.length} override(s)
            </Text>
            <Button
              mt="xs"
              size="xs"
              variant="default"
              aria-expanded={open === e.at}
              onClick={() => setOpen(open === e.at ? null : e.at)}
            >
              {open === e.at ? 'Hide the hours' : 'Show the hours'}
            </Button>
            {open === e.at && (
              <div style={{ marginTop: 8 }}>
                <WeeklyGrid
                  week={periodsToWeek(e.response.periods).week}
                  cellMinutes={30}
                  label={`Hours of ${e.response.name ?? 'the availability'}`}
                />
              </div>
            )}
          </Paper>
        ))
      )}
    </Stack>
  );
}
