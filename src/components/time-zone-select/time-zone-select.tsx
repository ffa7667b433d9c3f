import { Select, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { startTransition, useMemo, useState } from 'react';
import { searchZones, zoneEntry, zoneIndex, type ZoneEntry } from '@/lib/time/zone-search';
import { formatOffset } from '@/lib/time/zones';

interface Props {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  description?: string;
  error?: string;
  now: number;
}

/** How the list writes a zone: "New York, United States (UTC−05:00) · America/New_York". */
function longLabel(z: ZoneEntry): string {
  const place = z.label.slice(0, z.label.lastIndexOf(' ('));
  return `${place}${z.country ? `, ${z.country}` : ''} (${formatOffset(z.offset)}) · ${z.value}`;
}

/**
 * How the field writes the chosen zone: "America/New_York (UTC−05:00)". The list's longer words did
 * not fit a phone's field and were cut inside the zone's name ("… · Amer").
 */
function itemOf(z: ZoneEntry): ComboboxItem {
  return { value: z.value, label: `${z.value} (${formatOffset(z.offset)})` };
}

/** Every zone by region, and the search over them: some 400 zones, each offset worked out by Intl. */
function fullList(at: number) {
  const entries = zoneIndex(at);
  const groups = new Map<string, ComboboxItem[]>();
  const items = new Map<string, ComboboxParsedItem>();
  const long = new Map<string, string>();
  for (const z of entries) {
    const item = itemOf(z);
    long.set(z.value, longLabel(z));
    items.set(z.value, item);
    const group = groups.get(z.group);
    if (group) group.push(item);
    else groups.set(z.group, [item]);
  }
  // Searching lists the matches flat, best first, instead of in region order.
  const filter: OptionsFilter = ({ options, search }) =>
    !search.trim()
      ? options
      : searchZones(entries, search, 60)
          .map((z) => items.get(z.value))
          .filter((i): i is ComboboxParsedItem => i !== undefined);
  return { data: [...groups.entries()].map(([group, list]) => ({ group, items: list })), filter, long };
}

/**
 * Every IANA zone, grouped by region with its offset now while browsing; typing searches cities,
 * countries, common names and abbreviations ("India", "EST", "UK"), best match first.
 *
 * The list is built when the field first opens its list (on focus, a click or typing). Until then
 * it holds the chosen zone alone: building every zone's offset, and Mantine keeping every option in
 * the page, cost a form that shows the field some 300 ms before it could be used. The
 * build is a transition, so the field takes its focus and shows it before the list is worked out.
 */
export function TimeZoneSelect({ label, value, onChange, description, error, now }: Props) {
  // Offsets are read once per hour: they only change at a DST boundary.
  const hour = Math.floor(now / 3_600_000);
  const [opened, setOpened] = useState(false);
  const full = useMemo(() => (opened ? fullList(hour * 3_600_000) : null), [opened, hour]);
  const chosen = useMemo(() => {
    if (full || !value) return [];
    const entry = zoneEntry(value, hour * 3_600_000);
    return entry ? [itemOf(entry)] : [];
  }, [full, value, hour]);
  return (
    <Select
      label={label}
      description={description}
      error={error}
      data={full?.data ?? chosen}
      value={value}
      onChange={(v) => v && onChange(v)}
      onDropdownOpen={() => startTransition(() => setOpened(true))}
      searchable
      filter={full?.filter}
      renderOption={({ option }) => full?.long.get(option.value) ?? option.label}
      nothingFoundMessage="No time zone by that name: try a city, a country or an abbreviation such as EST"
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
    />
  );
}
