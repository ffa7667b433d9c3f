import { Group, NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { SearchField } from '@/components/form-fields/search-field';
import { HostFilter } from '@/components/host-filter/host-filter';
import type { KnownPerson } from '@/domain/members/use-known-people';
import { browserZone } from '@/lib/time/zones';
import type { BoardUrl } from './board-url';

interface Props {
  filter: BoardUrl;
  zones: readonly string[];
  onChange: (next: BoardUrl) => void;
}

const ANY = 'any';

/** Who is shown: name or email, and member zone. */
export function BoardFilters({ filter, zones, onChange }: Props) {
  // The chosen zone stays a choice while the team loads, or when no member is in it (an old link):
  // a native select whose value is not among its options shows the first one, "Any time zone".
  const memberZones = useMemo(
    () => (filter.zone && !zones.includes(filter.zone) ? [...zones, filter.zone].sort() : zones),
    [zones, filter.zone],
  );
  return (
    <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label="Filter the team">
      <SearchField label="Name or email" value={filter.q} onSettled={(q) => onChange({ ...filter, q })} />
      {/* The browser's own selects (typing a zone's first letters picks it): Mantine's Select
          kept a hidden list of every zone in the page, measured on every render of the board. */}
      <NativeSelect
        label="Member time zone"
        data={[{ value: ANY, label: 'Any time zone' }, ...memberZones.map((z) => ({ value: z, label: z }))]}
        value={filter.zone || ANY}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange({ ...filter, zone: v === ANY ? '' : v });
        }}
      />
    </Group>
  );
}

/**
 * The zone the timeline is drawn in: how the hours are drawn, not who is in it, so it sits with the
 * dates rather than among the filters an admin passes on the way to picking members. One zone for
 * every member (one axis), this browser's until another is chosen.
 */
export function BoardViewZone({ filter, zones, onChange }: Props) {
  // Read once a render, not once a zone: each read builds an Intl formatter (26 ms in a cold load's profile).
  const here = browserZone();
  const viewZones = useMemo(
    () => [...new Set([here, 'UTC', ...zones, ...(filter.view ? [filter.view] : [])])].sort(),
    [here, zones, filter.view],
  );
  return (
    <NativeSelect
      label="Show hours in"
      w="17rem"
      data={viewZones.map((z) => ({ value: z, label: z === here ? `${z} (this browser)` : z }))}
      value={filter.view || here}
      onChange={(e) => onChange({ ...filter, view: e.currentTarget.value })}
    />
  );
}

/**
 * Only the members chosen, such as the hosts of a link: who is free among them is the question it
 * serves, so it sits with the timeline's own controls, after the holidays (the run's keyboard path
 * from the filters to its dates stays as short).
 */
export function BoardMembersFilter({ filter, people, onChange }: Omit<Props, 'zones'> & { people: KnownPerson[] }) {
  // In a row: the field grows along it (in the page's column it grew 20rem tall).
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <HostFilter
        label="Members"
        description="Only these members, such as the hosts of a link. Type a name or an email and choose."
        value={filter.hosts}
        people={people}
        onChange={(hosts) => onChange({ ...filter, hosts })}
      />
    </Group>
  );
}
