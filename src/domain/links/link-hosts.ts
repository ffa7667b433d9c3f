import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { listVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { bounded, createLimiter } from '@/lib/read-limiter';
import { memberName } from '@/domain/members/member-name';

// The vendor's own meeting schema has no `hosts`: on such a workspace a link's answer names nobody.
// The links list filtered by `host_email` (which the vendor documents) still knows: a member hosts
// the links their filtered list holds. Each member's list is a cached read of its own (the same
// entry the links page's host filter uses), at most four at once, asked only for a link without hosts.

export type LinkHost = Meeting['hosts'][number];

export interface LinkHosts {
  hosts: LinkHost[];
  /** `listed`: the link's own answer; `learned`: found by asking the links list for each member. */
  source: 'listed' | 'learned';
  loading: boolean;
  /** The reads behind learning them, for a screen to wait on with its own (none when listed). */
  reads: readonly UseQueryResult<unknown>[];
  /** Why nothing could be learned, when the reads could not say. */
  unknown: 'members' | 'too_many' | 'lists' | 'unfiltered' | null;
}

const limiter = createLimiter(4);
/** One read per member: past this many (or a member list cut short) nothing is asked. */
export const MAX_MEMBERS_ASKED = 60;

/**
 * The hosts the filtered lists show, or null when they cannot be believed: a workspace that ignores
 * `host_email` gives every member the same whole list, which would make everyone a host of everything.
 */
export function hostsFromLists(
  sid: string,
  lists: readonly { member: Pick<TeamMember, 'email' | 'first_name' | 'last_name'>; sids: readonly string[] }[],
): LinkHost[] | null {
  const withRows = lists.filter((l) => l.sids.length > 0);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));
  if (withRows.length > 1 && withRows.every((l) => same(l.sids, withRows[0]!.sids))) return null;
  return lists
    .filter((l) => l.sids.includes(sid))
    .map((l) => ({ name: memberName(l.member), email: l.member.email ?? null }));
}

/**
 * A link's hosts: as its answer lists them; for an answer without the field, learned from each
 * member's filtered list (when `ask`).
 */
export function useLinkHosts(meeting: Meeting | null | undefined, ask = true): LinkHosts {
  const connection = useConnection();
  const version = listVersion(connection);
  const learn = ask && meeting?.hostsUnlisted === true;
  const members = useQuery({ ...teamMembersQuery(connection), enabled: learn, retry: false });
  const emails = (members.data?.team_members ?? []).filter((m) => m.email?.trim());
  const tooMany = Boolean(members.data?.capped) || emails.length > MAX_MEMBERS_ASKED;
  const lists = useQueries({
    // None at all unless learning: a disabled query still leaves an entry in the cache.
    queries: (learn && !tooMany ? emails : []).map((m) => ({
      ...bounded(allMeetingsQuery(connection, version, { host_email: [m.email!.trim()], search: '' }), limiter),
      retry: false,
    })),
  });
  if (!meeting || !learn)
    return { hosts: meeting?.hosts ?? [], source: 'listed', loading: false, unknown: null, reads: [] };
  const reads = [members, ...lists];
  const loading = members.isPending || lists.some((l) => l.isPending);
  if (members.error) return { hosts: [], source: 'learned', loading: false, unknown: 'members', reads };
  if (members.data && tooMany) return { hosts: [], source: 'learned', loading: false, unknown: 'too_many', reads };
  if (loading) return { hosts: [], source: 'learned', loading: true, unknown: null, reads };
  if (lists.some((l) => l.error)) return { hosts: [], source: 'learned', loading: false, unknown: 'lists', reads };
  const hosts = hostsFromLists(
    meeting.sid,
    emails.map((member, i) => ({ member, sids: (lists[i]!.data?.meetings ?? []).map((m) => m.sid) })),
  );
  return hosts
    ? { hosts, source: 'learned', loading: false, unknown: null, reads }
    : { hosts: [], source: 'learned', loading: false, unknown: 'unfiltered', reads };
}
