import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { teamMembersQuery } from '@/api/team-members/queries';
import { matchesFilter } from '@/domain/links/link-filter';
import { memberName } from '@/domain/members/member-name';
import type { BulkRowInput } from '@/lib/bulk/use-bulk-run';
import { countOf } from '@/lib/format';
import type { LinkChange } from './link-change';
import type { RunRowPayload } from './link-run-actions';
import { planRun, type RunPlan } from './plan-run';
import { useLinkRun } from './use-link-run';

/**
 * A member's links as the workspace lists them: those it says they host, checked row by row (a
 * workspace may ignore the filter); one whose answer names no host is kept on the workspace's word,
 * and the run refuses it by name rather than leaving it out unseen.
 */
export function theirLinks(meetings: readonly Meeting[], email: string): Meeting[] {
  const filter = { hosts: [email], q: '' };
  const seen = new Set<string>();
  return meetings.filter((m) => !seen.has(m.sid) && seen.add(m.sid) && matchesFilter(m, filter));
}

/** Only this member hosts it: someone must take it over. */
export const soleHost = (m: Meeting, email: string) =>
  !m.hostsUnlisted && m.hosts.length > 0 && m.hosts.every((h) => (h.email ?? '').trim().toLowerCase() === email);

/** The departure screen's state: who leaves, their links, who takes each over, and the run. */
export function useDeparture(id: string) {
  const connection = useConnection();
  const membersOptions = teamMembersQuery(connection);
  const members = useQuery(membersOptions);
  const member = members.data?.team_members.find((m) => m.id === id);
  const email = member?.email?.trim().toLowerCase() ?? '';
  const name = memberName(member);
  const options = allMeetingsQuery(connection, listVersion(connection), {
    host_email: email ? [email] : [],
    search: '',
  });
  const links = useQuery({ ...options, enabled: email !== '', refetchOnMount: 'always' });
  const run = useLinkRun('departure');
  const [forAll, setForAll] = useState<string | null>(null);
  const [perLink, setPerLink] = useState<Record<string, string | null>>({});
  const [deactivate, setDeactivate] = useState(false);
  const [left, setLeft] = useState<RunPlan | null>(null);

  const changeFor = (m: Meeting): LinkChange => ({
    kind: 'hand-over',
    leaving: email,
    to: perLink[m.sid] ?? forAll,
  });

  return {
    members,
    membersKey: membersOptions.queryKey,
    member,
    email,
    name,
    links,
    linksKey: options.queryKey,
    theirs: links.data ? theirLinks(links.data.meetings, email) : [],
    run,
    forAll,
    setForAll,
    perLink,
    setPerLink: (sid: string, to: string | null) => setPerLink((p) => ({ ...p, [sid]: to })),
    deactivate,
    setDeactivate,
    left,
    closeRun: () => {
      if (run.close()) setLeft(null);
    },
    /**
     * Reads their links again now and plans each against it; the run (nothing sent before its
     * Apply) holds one row per link that changes, and the deactivation last when chosen.
     */
    preview: async () => {
      if (!member) return;
      const { data } = await links.refetch();
      if (!data) return;
      const plan = planRun(theirLinks(data.meetings, email), changeFor, run.nameOf, run.inactive);
      setLeft(plan);
      const rows: BulkRowInput[] = [...plan.rows];
      if (deactivate) {
        const payload: RunRowPayload = { type: 'deactivate', memberId: member.id, name };
        rows.push({ id: `member:${member.id}`, label: `Deactivate ${name}`, payload });
      }
      const title = `Departure of ${name}: ${countOf(plan.rows.length, 'link', 'links')} handed over${deactivate ? ', deactivated' : ''}`;
      if (rows.length > 0) run.prepare(title, rows);
    },
  };
}

export type Departure = ReturnType<typeof useDeparture>;
