import { Button, Group } from '@mantine/core';
import type { KnownPerson } from '@/domain/members/use-known-people';
import { SearchField } from '@/components/form-fields/search-field';
import { HostFilter } from '@/components/host-filter/host-filter';

interface Props {
  hosts: string[];
  q: string;
  people: KnownPerson[];
  onChange: (change: { hosts?: string[]; q?: string }) => void;
}

export function MeetingsFilters({ hosts, q, people, onChange }: Props) {
  const active = hosts.length > 0 || Boolean(q);
  return (
    <Group align="flex-start" gap="md" wrap="wrap" role="search" aria-label="Filter scheduling links">
      <SearchField
        label="Name or slug"
        description="Case does not matter"
        value={q}
        onSettled={(value) => onChange({ q: value })}
      />
      <HostFilter value={hosts} people={people} onChange={(next) => onChange({ hosts: next })} />
      {/* On a wide screen always laid out, only hidden while there is nothing to clear: its coming
          and going would resize the fields beside it. Below md it wraps to a line of its own, where
          laid out but hidden it was an empty gap under Hosts: there it is left out until needed. */}
      <Button
        variant="subtle"
        display={active ? undefined : { base: 'none', md: 'inline-block' }}
        style={{ alignSelf: 'flex-end', visibility: active ? 'visible' : 'hidden' }}
        onClick={() => onChange({ hosts: [], q: '' })}
      >
        Clear filters
      </Button>
    </Group>
  );
}
