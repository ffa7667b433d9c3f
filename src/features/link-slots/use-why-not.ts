import { useQueries, type QueryKey } from '@tanstack/react-query';
import { memberAvailabilitiesQuery } from '@/api/availabilities/queries';
import { bookingWindowQuery } from '@/api/bookings/queries';
import { listVersion, useConnection } from '@/api/connection';
import { readOfMany } from '@/components/query-state/many-reads';
import type { Read } from '@/components/query-state/query-state';
import type { Meeting } from '@/api/meetings/schemas';
import type { TeamMember } from '@/api/team-members/schemas';
import { bounded, createLimiter } from '@/lib/read-limiter';
import { readLastSent } from '@/lib/link-hours';
import { wallTime } from '@/lib/time/wall-clock';
import { hostFacts, hostPeople, linkFacts } from '@/domain/why-not/why-not-facts';
import type { HostFacts, LinkFacts } from '@/domain/why-not/why-not';
import { useLinkHosts } from '@/domain/links/link-hosts';

// The reads behind one "why not": each checked host's availabilities and their bookings around the
// picked day. Nothing is read until the admin asks; each read is cached by TanStack Query under the
// fetch layer's own keys (a day's bookings per host, a member's availabilities), and at most four
// run at once so a link with many hosts does not flood the workspace.

/** At most four of this screen's reads at once. */
const reads = createLimiter(4);
export const limited = <T>(read: () => Promise<T>) => reads.run(read);

const DAY_MS = 86_400_000;

interface WhyNotReads {
  link: LinkFacts;
  hosts: HostFacts[];
  /** The reads together, as the panel's QueryState draws them: waiting, slow, failed, a 429 counted down. */
  read: Read;
  /** Their keys: Stop waiting cancels them. */
  keys: QueryKey[];
  /** What could not be read, host by host: what went wrong is drawn by QueryState. */
  failed: { name: string; what: string }[];
  /** Hosts whose bookings were read only in part (the workspace held more than Slotboard reads). */
  capped: string[];
}

export function useWhyNotReads(
  meeting: Meeting,
  members: readonly TeamMember[],
  date: string,
  zone: string,
  asked: boolean,
): WhyNotReads {
  const connection = useConnection();
  const version = listVersion(connection);
  // A link whose answer names no hosts (the vendor's schema) is checked against the hosts its
  // members' filtered lists show.
  const linkHosts = useLinkHosts(meeting, asked);
  const hosted = linkHosts.source === 'learned' ? { ...meeting, hosts: linkHosts.hosts } : meeting;
  const hosts = hostPeople(hosted, members, zone);
  // Two days either side of the shown date hold every booking whose buffer could reach it.
  const midnight = wallTime(date, 0, zone).ms;
  const starts_between = {
    from: new Date(midnight - 2 * DAY_MS).toISOString(),
    to: new Date(midnight + 3 * DAY_MS).toISOString(),
  };
  const queries = hosts.flatMap((h) => {
    const availability = memberAvailabilitiesQuery(connection, h.email);
    const bookings = bookingWindowQuery(connection, version, { host_email: h.email, starts_between });
    return [
      { ...bounded(availability, reads), enabled: asked && h.email !== '', retry: false },
      { ...bounded(bookings, reads), enabled: asked && h.email !== '', retry: false },
    ];
  });
  const answers = useQueries({ queries });
  const sent = readLastSent(connection.workspaceId, meeting.sid);
  const failed: WhyNotReads['failed'] = [];
  const capped: string[] = [];
  const facts = hosts.map((h, i): HostFacts => {
    const avail = answers[i * 2]!;
    const book = answers[i * 2 + 1]!;
    const list = avail.data && 'availabilities' in avail.data ? avail.data.availabilities : undefined;
    if (asked && !h.zoneKnown)
      failed.push({
        name: h.name,
        what: `time zone (not found among the team members), so their hours are read in ${zone}`,
      });
    if (avail.error) failed.push({ name: h.name, what: 'availability' });
    if (book.error) failed.push({ name: h.name, what: 'bookings' });
    const window = book.data && 'bookings' in book.data ? book.data : undefined;
    if (window?.capped) capped.push(h.name);
    return hostFacts(h, { availabilities: list, bookings: window?.bookings ?? [], sent }, hosts[0]!.zone);
  });
  return {
    link: linkFacts(hosted, hosts[0]?.zone ?? zone),
    hosts: facts,
    // Learning the hosts is waited on (and fails) with the hosts' own reads.
    read: readOfMany([...linkHosts.reads, ...answers]),
    keys: queries.map((q) => q.queryKey),
    failed,
    capped,
  };
}
