import { useQueries, useQuery } from '@tanstack/react-query';
import { memberAvailabilitiesQuery } from '@/api/availabilities/queries';
import { useConnection } from '@/api/connection';
import type { Meeting } from '@/api/meetings/schemas';
import { teamMembersQuery } from '@/api/team-members/queries';
import { useLinkHosts } from '@/domain/links/link-hosts';
import { whyNoTimes, type NoTimes } from '@/domain/why-not/why-no-times';
import { hostFacts, hostPeople, linkFacts } from '@/domain/why-not/why-not-facts';
import { readLastSent } from '@/lib/link-hours';

// Why the reschedule dialog finds no free time: read only once a month comes back empty, from the
// link's hosts and their availabilities (cached under the fetch layer's keys, as the link page's
// "why not" reads them), then said by the shared reading (domain/why-not/why-no-times.ts).

/**
 * Why the link offers no time at all, or null while that is being read, when a read failed, or when
 * `ask` is false: the dialog then says only that the month is full.
 */
export function useNoTimes(
  meeting: Meeting | null,
  words: { h12: boolean; zone: string },
  now: number,
  ask: boolean,
): NoTimes | 'checking' | null {
  const connection = useConnection();
  const on = ask && meeting !== null;
  const linkHosts = useLinkHosts(meeting, on);
  const members = useQuery({ ...teamMembersQuery(connection), enabled: on, retry: false });
  const hosted = meeting && linkHosts.source === 'learned' ? { ...meeting, hosts: linkHosts.hosts } : meeting;
  const people = hosted ? hostPeople(hosted, members.data?.team_members ?? [], words.zone) : [];
  const availabilities = useQueries({
    queries: people.map((p) => ({
      ...memberAvailabilitiesQuery(connection, p.email),
      enabled: on && p.email !== '',
      retry: false,
    })),
  });
  if (!on || !hosted) return null;
  // Still reading: said as such, so an empty month is not offered as "try the next month" meanwhile.
  if (linkHosts.loading || members.isPending || availabilities.some((a) => a.isPending)) return 'checking';
  if (!members.isSuccess || people.length === 0 || availabilities.some((a) => !a.isSuccess)) return null;
  const sent = readLastSent(connection.workspaceId, hosted.sid);
  const hosts = people.map((p, i) => {
    const data = availabilities[i]!.data;
    const list = data && 'availabilities' in data ? data.availabilities : undefined;
    return hostFacts(p, { availabilities: list, bookings: [], sent }, people[0]!.zone);
  });
  return whyNoTimes(linkFacts(hosted, people[0]!.zone), hosts, now, words);
}
