import { useQueries, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { memberAvailabilitiesQuery } from '@/api/availabilities/queries';
import { bookingWindowQuery } from '@/api/bookings/queries';
import { listVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { readSlotMonth } from '@/api/slots/month';
import { slotMonthQuery } from '@/api/slots/queries';
import type { SlotMonthAnswer } from '@/api/slots/schemas';
import { useSlotsLearning } from '@/api/slots/use-slot-month';
import { teamMembersQuery } from '@/api/team-members/queries';
import { readLastSent } from '@/lib/link-hours';
import { periodsToWeek } from '@/lib/time/periods';
import { wallTime } from '@/lib/time/wall-clock';
import { addDays } from '@/lib/time/wall-clock';
import { estimateLink, fourWeeks, monthsOf, type EffectChange, type LinkFactsNow } from './estimate';
import { busyOf, checkedHosts, defaultAvailability, linkRules, overridesOf, weeklyHours } from './facts';
import { bounded, createLimiter } from '@/lib/read-limiter';

// The reads behind one "Effect on bookable times": the affected links, each checked host's
// availabilities and bookings over the four weeks, and each link's own slots for the months those
// weeks touch. Nothing is read until the admin opens the preview (`open`); every read is cached
// under the fetch layer's keys (slots per link and month), and at most four run at once.

const effectReads = createLimiter(4);

/**
 * Which links a change touches: those a list of hosts host (a holiday run), or given ones; `becomes`
 * holds, by sid, a link as a change to its own settings would make it (its hosts, kind, duration).
 */
export type EffectSource =
  { hosts: readonly string[] } | { links: readonly Meeting[]; becomes?: ReadonlyMap<string, Meeting> };

export interface LinkEffect {
  sid: string;
  name: string;
  slug: string | null;
  /** The checked hosts' emails, lower case. */
  hosts: string[];
  /** Bookable times in the four weeks by the shared rules; null until read, or when a host could not be. */
  estimate: { now: number; after: number } | null;
  /** The workspace's own bookable times in the four weeks; null until read, or when not offered. */
  read: number | null;
  /** Why the link's own slots could not be read. */
  readProblem: string | null;
  /** When the oldest of the link's slot answers was read (0: not yet). */
  readAt: number;
}

/** One of the reads, as the disclosure's QueryState joins them (a TanStack query result has it as it is). */
interface OneRead {
  data: unknown;
  error: unknown;
  errorUpdatedAt: number;
  isFetching: boolean;
  isPending: boolean;
  fetchStatus: string;
  refetch: () => unknown;
}

interface SlotEffectReads {
  loading: boolean;
  /**
   * The reads, for QueryState: the links, the members, each host's hours and bookings, and each
   * link's own slots (waited for, their failures said per link instead, in `readProblem`).
   */
  reads: OneRead[];
  /** Their keys: Stop waiting cancels them. */
  keys: QueryKey[];
  links: LinkEffect[];
  /** Whether the workspace offers its slots ('no': the read-back is not offered). */
  offered: 'yes' | 'no' | 'unknown';
  /** What could not be read (or not all of it), in words: why a read failed is QueryState's to say. */
  failed: string[];
}

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

export function useSlotEffect(
  source: EffectSource,
  change: EffectChange,
  open: boolean,
  now: number,
  zone: string,
): SlotEffectReads {
  const connection = useConnection();
  const version = listVersion(connection);
  const { offered, learn } = useSlotsLearning();
  const emails = 'hosts' in source ? [...new Set(source.hosts.map(lower))].sort() : [];
  const listedOptions = allMeetingsQuery(connection, version, { host_email: emails, search: '' });
  const listed = useQuery({
    ...bounded(listedOptions, effectReads),
    enabled: open && 'hosts' in source && emails.length > 0,
    retry: false,
  });
  const membersOptions = teamMembersQuery(connection);
  const members = useQuery({ ...membersOptions, enabled: open, retry: false });
  const wanted = new Set(emails);
  const links =
    'links' in source
      ? source.links
      : (listed.data?.meetings ?? []).filter(
          (m) => !m.disabled && checkedHosts(m).some((h) => wanted.has(lower(h.email))),
        );
  const becomes = ('becomes' in source && source.becomes) || null;
  const hostEmails = [
    ...new Set(
      links
        .flatMap((m) => [m, ...(becomes?.has(m.sid) ? [becomes.get(m.sid)!] : [])])
        .flatMap((m) => checkedHosts(m).map((h) => lower(h.email)))
        .filter(Boolean),
    ),
  ].sort();

  const span = fourWeeks(now, zone);
  // Two days either side hold every booking whose buffer could reach the four weeks.
  const starts_between = {
    from: new Date(wallTime(addDays(span.from, -2), 0, zone).ms).toISOString(),
    to: new Date(wallTime(addDays(span.to, 3), 0, zone).ms).toISOString(),
  };
  const hostQueries = hostEmails.flatMap((email) => [
    { ...bounded(memberAvailabilitiesQuery(connection, email), effectReads), enabled: open, retry: false },
    {
      ...bounded(bookingWindowQuery(connection, version, { host_email: email, starts_between }), effectReads),
      enabled: open,
      retry: false,
    },
  ]);
  const hostReads = useQueries({ queries: hostQueries });
  const months = monthsOf(span);
  const slotParams = links.flatMap((m) =>
    m.slug?.trim() ? months.map((mo) => ({ slug: m.slug!.trim(), timeZone: zone, ...mo })) : [],
  );
  const slotReads = useQueries({
    queries: slotParams.map((params) => {
      const options = slotMonthQuery(connection, params);
      return {
        ...options,
        queryFn: (context: Parameters<NonNullable<typeof options.queryFn>>[0]) =>
          effectReads.run(() => learn(options.queryFn!)(context)),
        enabled: open && offered !== 'no',
        retry: false,
      };
    }),
  });

  const failed: string[] = [];
  if (listed.error) failed.push('the links of these members');
  if (listed.data?.capped) failed.push('every link of these members (there are more than Slotboard reads at once)');
  // A cache of estimates kept for the screen's life, not state to draw from.
  const [memo] = useState(() => new Map<string, { deps: unknown[]; estimate: LinkEffect['estimate'] }>());
  // Each answer is read once per zone: read on every draw, a month's thousand times cost seconds.
  const [readings] = useState(() => new WeakMap<object, { key: string; reading: ReturnType<typeof readSlotMonth> }>());
  const readMonth = (answer: SlotMonthAnswer, asked: { year: number; month: number }) => {
    const key = `${zone} ${asked.year}-${asked.month}`;
    const kept = readings.get(answer);
    if (kept?.key === key) return kept.reading;
    const reading = readSlotMonth(answer, { timeZone: zone, ...asked });
    readings.set(answer, { key, reading });
    return reading;
  };
  const hostData = new Map(
    hostEmails.map((email, i) => [email, { avail: hostReads[i * 2]!.data, book: hostReads[i * 2 + 1]!.data }]),
  );
  const zoneOf = (email: string) =>
    (members.data?.team_members ?? []).find((m) => lower(m.email) === email)?.time_zone || null;
  const hostFacts = new Map(
    hostEmails.map((email, i) => {
      const avail = hostReads[i * 2]!;
      const book = hostReads[i * 2 + 1]!;
      if (avail.error) failed.push(`${email}'s availability`);
      if (book.error) failed.push(`${email}'s bookings`);
      const list = avail.data && 'availabilities' in avail.data ? avail.data.availabilities : undefined;
      const window = book.data && 'bookings' in book.data ? book.data : undefined;
      if (window?.capped) failed.push(`every booking of ${email} (more than Slotboard reads at once)`);
      const ready = list !== undefined && window !== undefined && !window.capped && members.data !== undefined;
      return [
        email,
        {
          ready,
          own: defaultAvailability(list, email),
          busy: busyOf(window?.bookings ?? [], email),
          zone: zoneOf(email) ?? zone,
        },
      ] as const;
    }),
  );

  const factsOf = (m: Meeting, sent: ReturnType<typeof readLastSent>): LinkFactsNow | null => {
    const hosts = checkedHosts(m).map((h) => lower(h.email));
    const facts = hosts.map((e) => hostFacts.get(e));
    if (facts.length === 0 || !facts.every((f) => f?.ready)) return null;
    const firstZone = facts[0]!.zone;
    return {
      rules: linkRules(m, firstZone),
      ownHours: sent !== null,
      hosts: facts.map((f, i) => ({
        email: hosts[i]!,
        zone: f!.zone,
        hours: sent
          ? weeklyHours(sent.week, sent.timeZone ?? firstZone)
          : f!.own
            ? weeklyHours(periodsToWeek(f!.own.periods).week, f!.zone)
            : null,
        overrides: overridesOf(f!.own),
        busy: f!.busy,
      })),
    };
  };

  const effects = links.map((m): LinkEffect => {
    const after = becomes?.get(m.sid) ?? m;
    const hosts = checkedHosts(m).map((h) => lower(h.email));
    const everyHost = [...new Set([...hosts, ...checkedHosts(after).map((h) => lower(h.email))])];
    const sent = readLastSent(connection.workspaceId, m.sid);
    // Every answer that lands draws the preview again: a link is estimated again only when what it reads changed.
    const deps = [
      m,
      after,
      change,
      now,
      zone,
      JSON.stringify(sent),
      ...everyHost.flatMap((e) => [hostData.get(e)?.avail, hostData.get(e)?.book, hostFacts.get(e)?.zone]),
    ];
    const cached = memo.get(m.sid);
    let estimate: LinkEffect['estimate'] = null;
    if (cached && cached.deps.length === deps.length && cached.deps.every((d, i) => Object.is(d, deps[i])))
      estimate = cached.estimate;
    else {
      const link = factsOf(m, sent);
      const changed = after === m ? link : factsOf(after, sent);
      if (link && changed) {
        estimate = estimateLink(link, change, now, zone, changed);
        memo.set(m.sid, { deps, estimate });
      }
    }
    const slug = m.slug?.trim() || null;
    let read: number | null = null;
    let readAt = 0;
    let readProblem: string | null = slug ? null : 'the link has no slug, so the workspace cannot be asked';
    if (slug) {
      const answers = months.map(
        (mo) => slotReads[slotParams.findIndex((p) => p.slug === slug && p.year === mo.year && p.month === mo.month)],
      );
      const error = answers.find((a) => a?.error)?.error;
      if (error) readProblem = error.message;
      else if (answers.every((a) => a?.data)) {
        read = 0;
        readAt = Math.min(...answers.map((a) => a!.dataUpdatedAt));
        for (const [i, a] of answers.entries()) {
          const reading = readMonth(a!.data!, months[i]!);
          if (!reading.ok) {
            readProblem = reading.problem;
            read = null;
            break;
          }
          for (const [date, times] of reading.month.days)
            if (date >= span.from && date <= span.to) read += times.filter((t) => t.count > 0 && t.at >= now).length;
        }
      }
    }
    return { sid: m.sid, name: m.name || m.slug || m.sid, slug, hosts, estimate, read, readProblem, readAt };
  });
  const pending = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus !== 'idle';
  return {
    loading: open && (pending(listed) || pending(members) || hostReads.some(pending) || slotReads.some(pending)),
    reads: [listed, members, ...hostReads, ...slotReads.map((q) => ({ ...q, error: null }))],
    keys: [
      listedOptions.queryKey,
      membersOptions.queryKey,
      ...hostQueries.map((q) => q.queryKey),
      ...slotParams.map((params) => slotMonthQuery(connection, params).queryKey),
    ],
    links: effects,
    offered,
    failed,
  };
}
