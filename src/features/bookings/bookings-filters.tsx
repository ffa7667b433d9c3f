import { Button, Group, Select, TextInput } from '@mantine/core';
import { DateField } from '@/components/form-fields/date-field';
import { useState, type FormEvent } from 'react';
import { useKnownPeople } from '@/domain/members/use-known-people';
import { HostFilter } from '@/components/host-filter/host-filter';
import { isEmail } from '@/lib/search-params';
import { RANGE_LABELS } from './booking-range';
import { isCalendarDate } from '@/lib/time/typed-date';
import { RANGES, type BookingsSearch, type RangeName } from './bookings-search';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All bookings' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
];
const RANGE_OPTIONS = RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }));

type Change = Pick<BookingsSearch, 'type' | 'host' | 'client' | 'range' | 'from' | 'to'>;
interface Props {
  search: BookingsSearch;
  onChange: (change: Change) => void;
}

const CLEARED: Change = { type: 'all', host: '', client: '', range: 'any', from: '', to: '' };

/**
 * Which bookings: the kind, a preset range and the host apply at once; the client email and custom
 * dates when the admin presses Enter or Apply.
 */
export function BookingsFilters({ search, onChange }: Props) {
  const people = useKnownPeople(true);
  const [client, setClient] = useState(search.client);
  const [custom, setCustom] = useState(search.range === 'custom');
  const [from, setFrom] = useState(search.from);
  const [to, setTo] = useState(search.to);
  const [errors, setErrors] = useState<{ client?: string; from?: string; to?: string }>({});
  const [seen, setSeen] = useState(search);
  const current: Change = {
    type: search.type,
    host: search.host,
    client: search.client,
    range: search.range,
    from: search.from,
    to: search.to,
  };
  // The URL can change under the form (Back, Clear filters): the fields follow it.
  if (
    seen.client !== search.client ||
    seen.range !== search.range ||
    seen.from !== search.from ||
    seen.to !== search.to
  ) {
    setSeen(search);
    setClient(search.client);
    setCustom(search.range === 'custom');
    setFrom(search.from);
    setTo(search.to);
    setErrors({});
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (client.trim() !== '' && !isEmail(client.trim()))
      next.client = `“${client.trim()}” is not an email address, for example ana@example.com`;
    if (custom) {
      if (!isCalendarDate(from)) next.from = 'Choose the first day of the range';
      if (!isCalendarDate(to)) next.to = 'Choose the last day of the range';
      else if (isCalendarDate(from) && to < from) next.to = 'The last day comes before the first day';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    onChange({ ...current, client: client.trim(), ...(custom ? { range: 'custom', from, to } : {}) });
  };
  const pickRange = (value: string | null) => {
    const range = (value ?? 'any') as RangeName;
    setErrors({});
    if (range === 'custom') return setCustom(true);
    setCustom(false);
    onChange({ ...current, range, from: '', to: '' });
  };
  const filtered = search.type !== 'all' || search.host !== '' || search.client !== '' || search.range !== 'any';

  return (
    <form onSubmit={apply} aria-label="Booking filters" noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Show"
          data={TYPE_OPTIONS}
          value={search.type}
          allowDeselect={false}
          onChange={(v) => onChange({ ...current, type: (v ?? 'all') as BookingsSearch['type'] })}
          w={170}
        />
        <Select
          label="Dates"
          data={RANGE_OPTIONS}
          value={custom ? 'custom' : search.range}
          allowDeselect={false}
          onChange={pickRange}
          w={170}
        />
        {custom && (
          <>
            <DateField label="From" value={from} onChange={setFrom} error={errors.from} w={210} />
            <DateField label="To" value={to} onChange={setTo} error={errors.to} w={210} />
          </>
        )}
        <HostFilter
          label="Host"
          description="Bookings this person hosts or co-hosts. Type a name or an email."
          single
          value={search.host ? [search.host] : []}
          people={people}
          onChange={(emails) => onChange({ ...current, host: emails[0] ?? '' })}
        />
        <TextInput
          label="Client email"
          type="email"
          value={client}
          onChange={(e) => setClient(e.currentTarget.value)}
          error={errors.client}
          w={240}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" variant="default">
            Apply
          </Button>
          <Button variant="subtle" disabled={!filtered} onClick={() => onChange(CLEARED)}>
            Clear filters
          </Button>
        </Group>
      </Group>
    </form>
  );
}
