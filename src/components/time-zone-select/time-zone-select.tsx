import { Select, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { searchZones, zoneIndex } from '@/lib/time/zone-search';
import { formatOffset } from '@/lib/time/zones';

interface Props {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  description?: string;
  error?: string;
  now: number;
}

/**
 * Every IANA zone, grouped by region with its offset now while browsing; typing searches cities,
 * countries, common names and abbreviations ("India", "EST", "UK"), best match first.
 */
export function TimeZoneSelect({ label, value, onChange, description, error, now }: Props) {
  // Offsets are read once per hour: they only change at a DST boundary.
  const hour = Math.floor(now / 3_600_000);
  const { data, filter } = useMemo(() => {
    const entries = zoneIndex(hour * 3_600_000);
    const groups = new Map<string, { value: string; label: string }[]>();
    const items = new Map<string, ComboboxParsedItem>();
    for (const z of entries) {
      const place = z.label.slice(0, z.label.lastIndexOf(' ('));
      const item = { value: z.value, label: `${place}${z.country ? `, ${z.country}` : ''} (${formatOffset(z.offset)}) · ${z.value}` };
      items.set(z.value, item);
      groups.set(z.group, [...(groups.get(z.group) ?? []), item]);
    }
    // Searching lists the matches flat, best first, instead of in region order.
    const filter: OptionsFilter = ({ options, search }) =>
      !search.trim()
        ? options
        : searchZones(entries, search, 60)
        .map((z) => items.get(z.value))
        .filter((i): i is ComboboxParsedItem => i !== undefined);
    return { data: [...groups.entries()].map(([group, list]) => ({ group, items: list })), filter };
  }, [hour]);
  return (
    <Select
      label={label}
      description={description}
      error={error}
      data={data}
      value={value}
      onChange={(v) => v && onChange(v)}
      searchable
      filter={filter}
      nothingFoundMessage="No time zone by that name: try a city, a country or an abbreviation such as EST"
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
    />
  );
}
