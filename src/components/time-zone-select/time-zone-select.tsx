import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { zoneOptions } from '@/lib/time/zones';

interface Props {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  description?: string;
  error?: string;
  now: number;
}

/** Every IANA zone, grouped by region with its offset now, searchable by city or region. */
export function TimeZoneSelect({ label, value, onChange, description, error, now }: Props) {
  // Offsets are read once per hour: they only change at a DST boundary.
  const hour = Math.floor(now / 3_600_000);
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const z of zoneOptions(hour * 3_600_000)) {
      const items = groups.get(z.group) ?? [];
      items.push({ value: z.value, label: `${z.label} · ${z.value}` });
      groups.set(z.group, items);
    }
    return [...groups.entries()].map(([group, items]) => ({ group, items }));
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
      nothingFoundMessage="No time zone by that name"
      maxDropdownHeight={320}
      limit={80}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
    />
  );
}
