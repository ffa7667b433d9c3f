import type { BookingFacts, HostFacts, LinkFacts } from '@/domain/why-not/why-not';
import { emptyWeek, type Range, type Week } from '@/lib/time/periods';

// Facts for "why is this time not bookable": a one-on-one link in New York with 30-minute slots and
// no rules, one host working 9–5 on Mondays and Tuesdays with no bookings; each test changes one fact.

export const NY = 'America/New_York';
export const at = (iso: string) => Date.parse(iso);
/** A Monday, noon UTC. */
export const NOW = at('2027-03-01T12:00:00Z');
export const week = (ranges: Range[] = [{ start: 540, end: 1020 }]): Week => ({
  ...emptyWeek(),
  monday: ranges,
  tuesday: ranges,
});

export const link = (over: Partial<LinkFacts> = {}): LinkFacts => ({
  kind: 'one_on_one',
  disabled: false,
  duration: 30,
  step: 30,
  before: 0,
  after: 0,
  leadTime: null,
  window: null,
  zone: NY,
  ...over,
});
export const host = (over: Partial<HostFacts> = {}): HostFacts => ({
  name: 'Oliver Smith',
  zone: NY,
  hours: { source: 'availability', name: 'Working hours', week: week(), zone: NY },
  overrides: new Map(),
  bookings: [],
  ...over,
});
export const booking = (start: string, end: string, over: Partial<BookingFacts> = {}): BookingFacts => ({
  sid: 'bk1',
  client: 'Ada Lovelace',
  start: at(start),
  end: at(end),
  status: 'confirmed',
  ...over,
});
