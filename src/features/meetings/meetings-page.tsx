import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useConnection } from '@/api/connection';
import { meetingKeys } from '@/api/meetings/queries';
import type { MeetingList } from '@/api/meetings/schemas';
import { teamMembersQuery } from '@/api/team-members/queries';
import { useUrlState } from '@/components/data-table/use-url-state';
import { useIdle } from '@/components/use-idle';
import { AllViewLoader } from './all-view-loader';
import { MeetingsFilters } from './meetings-filters';
import { parseMeetingsSearch, serializeMeetingsSearch, withFilters } from './meetings-search';
import { MeetingsTable } from './meetings-table';


/** Emails to suggest: team members, and hosts of links already loaded in this workspace. */
function useHostSuggestions(): string[] {
  const connection = useConnection();
  const queryClient = useQueryClient();
  // Suggestions are not needed for the first paint: members are asked for once the browser is idle.
  const members = useQuery({ ...teamMembersQuery(connection), retry: false, enabled: useIdle() });
  const emails = new Set<string>();
  for (const m of members.data?.team_members ?? []) if (m.email) emails.add(m.email.toLowerCase());
  for (const [, data] of queryClient.getQueriesData<MeetingList>({ queryKey: meetingKeys.all(connection.scope) })) {
    for (const meeting of data?.meetings ?? []) for (const h of meeting.hosts) if (h.email) emails.add(h.email.toLowerCase());
  }
  return [...emails].sort();
}

export function MeetingsPage() {
  const [search, setSearch] = useUrlState(parseMeetingsSearch, serializeMeetingsSearch);
  const suggestions = useHostSuggestions();
  const clearFilters = () => setSearch(withFilters(search, { hosts: [], q: '' }));
  return (
    <Stack gap="md">
      <title>Scheduling links · Slotboard</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Scheduling links</Title>
          <Text c="dimmed">Find links by host, name or slug; open one to see every setting.</Text>
        </div>
        <Button.Group aria-label="View">
          {(['pages', 'all'] as const).map((view) => (
            <Button
              key={view}
              variant={search.view === view ? 'filled' : 'default'}
              aria-pressed={search.view === view}
              onClick={() => setSearch({ ...search, view, page: 1 })}
            >
              {view === 'pages' ? 'Pages' : 'All links'}
            </Button>
          ))}
        </Button.Group>
      </Group>
      <MeetingsFilters hosts={search.hosts} q={search.q} suggestions={suggestions} onChange={(change) => setSearch(withFilters(search, change))} />
      {search.view === 'all' ? (
        <AllViewLoader search={search} onSort={(sort, dir) => setSearch({ ...search, sort, dir }, { replace: true })} onClearFilters={clearFilters} />
      ) : (
        <MeetingsTable
          search={search}
          onPage={(page) => setSearch({ ...search, page })}
          onPageSize={(size) => setSearch({ ...search, size, page: 1 })}
          onClearFilters={clearFilters}
        />
      )}
    </Stack>
  );
}
