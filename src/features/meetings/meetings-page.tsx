import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useKnownPeople } from '@/domain/members/use-known-people';
import { useUrlState } from '@/components/data-table/use-url-state';
import { AllViewLoader } from './all-view-loader';
import { useAfterFirstRows } from './use-after-first-rows';
import { useLinkSelection } from './selection/use-link-selection';
import { MeetingsFilters } from './meetings-filters';
import { parseMeetingsSearch, serializeMeetingsSearch, withFilters } from './meetings-search';
import { ExportLinksButton } from './export-links';
import { MeetingsTable } from './meetings-table';
import { SelectionBarLoader } from './selection/selection-bar-loader';

export function MeetingsPage() {
  const [search, setSearch] = useUrlState(parseMeetingsSearch, serializeMeetingsSearch);
  // Suggestions are not needed for the first rows: members are asked for once those are in.
  const afterFirstRows = useAfterFirstRows();
  const people = useKnownPeople(afterFirstRows);
  const clearFilters = () => setSearch(withFilters(search, { hosts: [], q: '' }));
  const selection = useLinkSelection({ hosts: search.hosts, q: search.q });
  return (
    <Stack gap="md">
      <title>Scheduling links · Slotboard</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Group gap="md" align="center" wrap="wrap">
            <Title order={1}>Scheduling links</Title>
            <Button component={Link} href="/meetings/new">
              New link
            </Button>
          </Group>
          <Text c="dimmed">Find links by host, name or slug; open one to see every setting.</Text>
        </div>
        <Group gap={8} role="group" aria-label="View" wrap="nowrap">
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
        </Group>
      </Group>
      <MeetingsFilters
        hosts={search.hosts}
        q={search.q}
        people={people}
        onChange={(change) => setSearch(withFilters(search, change))}
      />
      <SelectionBarLoader selection={selection} search={search} idle={afterFirstRows} />
      {search.view === 'pages' && <ExportLinksButton search={search} />}
      {search.view === 'all' ? (
        <AllViewLoader
          search={search}
          onSort={(sort, dir) => setSearch({ ...search, sort, dir }, { replace: true })}
          onClearFilters={clearFilters}
        />
      ) : (
        <MeetingsTable
          search={search}
          onPage={(page) => setSearch({ ...search, page })}
          onPageSize={(size) => setSearch({ ...search, size, page: 1 })}
          onClearFilters={clearFilters}
          selection={selection}
        />
      )}
    </Stack>
  );
}
