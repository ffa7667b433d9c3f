import { Button, Group } from '@mantine/core';
import type { KnownPerson } from '@/api/use-known-people';
import { SearchField } from '@/components/form-fields/search-field';
import { HostFilter } from './host-filter';

interface Props {
  hosts: string[];
  q: string;
  people: KnownPerson[];
  onChange: (change: { hosts?: string[]; q?: string }) => void;
}

export function MeetingsFilters({ hosts, q, people, onChange }: Props) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap" role="search" aria-label="Filter scheduling links">
      <SearchField label="Name or slug" description="Case does not matter" value={q} onSettled={(value) => onChange({ q: value })} />
      <HostFilter value={hosts} people={people} onChange={(next) => onChange({ hosts: next })} />
      {/* Always laid out, only hidden while there is nothing to clear: its coming and going would resize the fields. */}
      <Button
        variant="subtle"
        style={{ alignSelf: 'flex-end', visibility: hosts.length > 0 || q ? 'visible' : 'hidden' }}
        onClick={() => onChange({ hosts: [], q: '' })}
      >
        Clear filters
      </Button>
    </Group>
  );
}
