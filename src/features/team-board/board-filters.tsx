import { Group, NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { SearchField } from '@/components/form-fields/search-field';
import { browserZone } from '@/lib/time/zones';
import type { BoardFilter } from './board-model';

interface Props {
  filter: BoardFilter;
  zones: readonly string[];
  onChange: (next: BoardFilter) => void;
}

const OWN = 'own';
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
    <Group align="flex-end" gap="md" wrap="wrap">
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
 * The zone the board's hours are shown in: how the week is drawn, not who is in it, so it sits with
 * the week rather than among the filters an admin passes on the way to picking members.
 */
export function BoardViewZone({ filter, zones, onChange }: Props) {
  const viewZones = useMemo(
    () => [...new Set([browserZone(), 'UTC', ...zones, ...(filter.view ? [filter.view] : [])])].sort(),
    [zones, filter.view],
  );
  return (
    <NativeSelect
      label="Show hours in"
      // Wide enough for its longest choice, "Each member’s own time zone".
      w="17rem"
      data={[{ value: OWN, label: 'Each member’s own time zone' }, ...viewZones.map((z) => ({ value: z, label: z }))]}
      value={filter.view || OWN}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange({ ...filter, view: v === OWN ? '' : v });
      }}
    />
  );
}
