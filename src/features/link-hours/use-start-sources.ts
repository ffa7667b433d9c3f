import { useQuery } from '@tanstack/react-query';
import { allAvailabilitiesQuery } from '@/api/availabilities/queries';
import type { Availability } from '@/api/availabilities/schemas';
import { useCapability } from '@/api/capabilities';
import { useConnection } from '@/api/connection';
import type { Meeting } from '@/api/meetings/schemas';
import { teamMembersQuery } from '@/api/team-members/queries';
import type { CreatedEntry } from '@/domain/availabilities/created';
import { memberName } from '@/domain/members/member-name';

interface StartOption {
  key: string;
  label: string;
  availability: Availability;
  ownerEmail: string;
  ownerName: string;
}

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/**
 * The availabilities a link's hours may start from: the ones created from this browser and, when the
 * workspace offers availability reads, the hosts' own; with every member's zone to convert with.
 */
export function useStartSources(meeting: Meeting | undefined, created: readonly CreatedEntry[]) {
  const connection = useConnection();
  const reads = useCapability('availabilityReads', 'v1');
  const hostEmails = (meeting?.hosts ?? []).map((h) => lower(h.email)).filter(Boolean);
  const fromWorkspace = useQuery({
    ...allAvailabilitiesQuery(connection, hostEmails),
    enabled: reads === 'yes' && hostEmails.length > 0,
  });
  const members = useQuery(teamMembersQuery(connection));
  const zoneOf = new Map((members.data?.team_members ?? []).map((m) => [lower(m.email), m.time_zone ?? null]));
  const nameOf = new Map((members.data?.team_members ?? []).map((m) => [lower(m.email), memberName(m)]));

  const options: StartOption[] = [];
  const seen = new Set<string>();
  for (const e of created) {
    seen.add(e.response.id);
    const email = lower(e.response.user?.email ?? e.request.email);
    const ownerName = e.response.user?.name ?? nameOf.get(email) ?? email;
    options.push({
      key: `created:${e.response.id}`,
      label: `${e.response.name ?? 'Unnamed'} (${ownerName}, created here)`,
      availability: e.response,
      ownerEmail: email,
      ownerName,
    });
  }
  for (const a of fromWorkspace.data?.availabilities ?? []) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    const email = lower(a.user?.email);
    const ownerName = a.user?.name ?? nameOf.get(email) ?? email;
    options.push({
      key: `ws:${a.id}`,
      label: `${a.name ?? 'Unnamed'} (${ownerName})`,
      availability: a,
      ownerEmail: email,
      ownerName,
    });
  }
  return {
    options,
    /** Each host's zone, null when not known; empty while the member list is read. */
    hostZones: members.data ? (meeting?.hosts ?? []).map((h) => zoneOf.get(lower(h.email)) ?? null) : null,
    zoneOf: (email: string) => zoneOf.get(lower(email)) ?? null,
    loadingWorkspace: reads === 'yes' && fromWorkspace.isPending && hostEmails.length > 0,
    membersFailed: members.isError,
  };
}
