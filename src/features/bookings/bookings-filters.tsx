import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isEmail } from '@/lib/search-params';
import type { BookingsSearch } from './bookings-search';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All bookings' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
];

interface Props {
  search: BookingsSearch;
  onChange: (change: Pick<BookingsSearch, 'type' | 'host' | 'client'>) => void;
}

/** Which bookings: the kind applies at once, the emails when the admin presses Enter or Apply. */
export function BookingsFilters({ search, onChange }: Props) {
  const [host, setHost] = useState(search.host);
  const [client, setClient] = useState(search.client);
  const [errors, setErrors] = useState<{ host?: string; client?: string }>({});
  const [seen, setSeen] = useState({ host: search.host, client: search.client });
  // The URL can change under the form (Back, Clear filters): the fields follow it.
  if (seen.host !== search.host || seen.client !== search.client) {
    setSeen({ host: search.host, client: search.client });
    setHost(search.host);
    setClient(search.client);
  }
  const check = (v: string) => (v.trim() === '' || isEmail(v.trim()) ? undefined : `“${v.trim()}” is not an email address, for example ana@example.com`);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = { host: check(host), client: check(client) };
    setErrors(next);
    if (next.host || next.client) return;
    onChange({ type: search.type, host: host.trim(), client: client.trim() });
  };
  const filtered = search.type !== 'all' || search.host !== '' || search.client !== '';

  return (
    <form onSubmit={apply} aria-label="Booking filters" noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Show"
          data={TYPE_OPTIONS}
          value={search.type}
          allowDeselect={false}
          onChange={(v) => onChange({ type: (v ?? 'all') as BookingsSearch['type'], host: search.host, client: search.client })}
          w={180}
        />
        <TextInput label="Host email" type="email" value={host} onChange={(e) => setHost(e.currentTarget.value)} error={errors.host} w={260} />
        <TextInput label="Client email" type="email" value={client} onChange={(e) => setClient(e.currentTarget.value)} error={errors.client} w={260} />
        <Group gap="xs" mt={25}>
          <Button type="submit" variant="default">
            Apply
          </Button>
          <Button variant="subtle" disabled={!filtered} onClick={() => onChange({ type: 'all', host: '', client: '' })}>
            Clear filters
          </Button>
        </Group>
      </Group>
    </form>
  );
}
