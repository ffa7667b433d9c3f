import type { Availability } from '@/api/availabilities/schemas';
import type { Booking } from '@/api/bookings/schemas';
import type { Meeting } from '@/api/meetings/schemas';
import type { TeamMember } from '@/api/team-members/schemas';
import { memberName } from '@/domain/members/member-name';
import type { LinkHoursSent } from '@/lib/link-hours';
import { checkedHosts, defaultAvailability, linkRules, overridesOf, wholeMinutes } from '@/domain/slot-effect/facts';
import { periodsToWeek } from '@/lib/time/periods';
import type { BookingFacts, HostFacts, HoursFacts, LinkFacts } from './why-not';

// What the workspace's records say, in the shape the pure reading takes: the link's rules, hours
// and overrides as the slot effect reads them (domain/slot-effect/facts.ts), and bookings
// with who booked them.

/** The link's rules as "why not" reads them: a link without a minimum notice says none. */
export const linkFacts = (meeting: Meeting, firstHostZone: string): LinkFacts => ({
  ...linkRules(meeting, firstHostZone),
  leadTime: wholeMinutes(meeting.lead_time),
});

export { checkedHosts, defaultAvailability, overridesOf };

export function availabilityHours(a: Availability, zone: string): HoursFacts {
  return {
    source: 'availability',
    name: a.name?.trim() || 'Default availability',
    week: periodsToWeek(a.periods).week,
    zone,
  };
}

/** The link's own hours, as this browser last sent them (the workspace cannot read them back). */
export const sentHours = (sent: LinkHoursSent, hostZone: string): HoursFacts => ({
  source: 'link',
  name: 'as last saved from Slotboard',
  week: sent.week,
  zone: sent.timeZone ?? hostZone,
});

/** A host's bookings: their own, and those of multi-host links they are a host of. */
export function bookingFacts(bookings: readonly Booking[], email: string): BookingFacts[] {
  const me = email.toLowerCase();
  return bookings.flatMap((b) => {
    // Stryker disable next-line StringLiteral: Date.parse reads any text that is not a date as NaN
    const start = Date.parse(b.starts_at ?? '');
    // Stryker disable next-line StringLiteral: Date.parse reads any text that is not a date as NaN
    const end = Date.parse(b.ends_at ?? '');
    const mine = b.host_email?.toLowerCase() === me || b.multihosts.some((h) => h.email?.toLowerCase() === me);
    if (!mine || !Number.isFinite(start) || !Number.isFinite(end) || end <= start) return [];
    return [
      { sid: b.sid ?? null, client: b.name?.trim() || b.email || 'a booker', start, end, status: b.status ?? null },
    ];
  });
}

/** A checked host as the reading names them, with the zone their hours are read in. */
export interface HostPerson {
  email: string;
  name: string;
  /** Their member's zone, else the page's (`zoneKnown` false). */
  zone: string;
  zoneKnown: boolean;
}

/** The link's checked hosts, each matched to a team member by email for their name and zone. */
export function hostPeople(meeting: Meeting, members: readonly TeamMember[], zone: string): HostPerson[] {
  return checkedHosts(meeting).map((h) => {
    const email = h.email?.trim() ?? '';
    const member = members.find((m) => m.email && m.email.toLowerCase() === email.toLowerCase());
    // The link's own name for the host first: it is what the link's page shows.
    const name = h.name?.trim() || memberName(member ?? { email });
    return { email, name, zone: member?.time_zone || zone, zoneKnown: Boolean(member?.time_zone) };
  });
}

/**
 * One host's facts from what was read: the link's own hours as last sent from this browser (in the
 * first host's zone when they name none), else their default availability's; its overrides; their bookings.
 */
export function hostFacts(
  person: HostPerson,
  read: {
    availabilities: readonly Availability[] | undefined;
    bookings: readonly Booking[];
    sent: LinkHoursSent | null;
  },
  firstHostZone: string,
): HostFacts {
  const own = defaultAvailability(read.availabilities, person.email);
  return {
    name: person.name,
    zone: person.zone,
    hours: read.sent ? sentHours(read.sent, firstHostZone) : own ? availabilityHours(own, person.zone) : null,
    overrides: overridesOf(own),
    availabilityId: own?.id ?? null,
    bookings: bookingFacts(read.bookings, person.email),
  };
}
