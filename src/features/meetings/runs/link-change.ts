import { z } from 'zod/mini';
import { linkFieldsNow } from '@/api/meetings/mutations';
import type { Meeting, MeetingUpdate } from '@/api/meetings/schemas';
import { changeLines, linkSettingsSchema, valuesOf, type LinkValues } from '../settings/link-settings-form';

// One change made to many links (a host added or removed, a duration or a start-time step set, a
// member's links handed over), planned per link against the link as it is now. The body is built by
// the link page's own form schema, so a row sends what a single save of the same edit would: every
// host (the vendor replaces them with what is sent) and the changed fields.

export const linkChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add-host'), email: z.string() }),
  z.object({ kind: z.literal('remove-host'), email: z.string() }),
  z.object({ kind: z.literal('duration'), minutes: z.string() }),
  z.object({ kind: z.literal('increment'), minutes: z.string() }),
  /** A departure: `leaving` is dropped; where they were the only host, `to` takes the link over. */
  z.object({ kind: z.literal('hand-over'), leaving: z.string(), to: z.nullable(z.string()) }),
]);
export type LinkChange = z.infer<typeof linkChangeSchema>;

export type RowPlan =
  /** `before`: what the link holds now for each field of the body (Activity's "before", a revert's target). */
  | { kind: 'change'; body: MeetingUpdate; lines: string[]; before: Record<string, unknown> }
  /** Nothing to send: the link already is what the change asks. */
  | { kind: 'unchanged'; words: string }
  /** Not sent, and why (a link that would be left without a host, hosts the workspace does not list). */
  | { kind: 'refused'; words: string };

const lower = (email: string) => email.trim().toLowerCase();

/** The values the change asks for, or the plan when there is nothing to build. */
function changedValues(
  initial: LinkValues,
  change: LinkChange,
  nameOf: (email: string) => string,
): LinkValues | RowPlan {
  const hosts = initial.hosts;
  switch (change.kind) {
    case 'add-host': {
      const email = lower(change.email);
      if (hosts.includes(email)) return { kind: 'unchanged', words: `${nameOf(email)} already hosts it.` };
      return { ...initial, hosts: [...hosts, email] };
    }
    case 'remove-host': {
      const email = lower(change.email);
      if (!hosts.includes(email)) return { kind: 'unchanged', words: `${nameOf(email)} does not host it.` };
      if (hosts.length === 1)
        return {
          kind: 'refused',
          words: `${nameOf(email)} is its only host, and a link needs at least one: add another host to it first.`,
        };
      return { ...initial, hosts: hosts.filter((h) => h !== email) };
    }
    case 'duration':
    case 'increment': {
      const field = change.kind === 'duration' ? 'duration' : 'start_time_increment';
      if (initial[field].trim() === change.minutes.trim())
        return { kind: 'unchanged', words: `It already is ${change.minutes.trim()} minutes.` };
      return { ...initial, [field]: change.minutes.trim() };
    }
    case 'hand-over': {
      const leaving = lower(change.leaving);
      if (!hosts.includes(leaving)) return { kind: 'unchanged', words: `${nameOf(leaving)} no longer hosts it.` };
      const others = hosts.filter((h) => h !== leaving);
      if (others.length > 0) return { ...initial, hosts: others };
      if (!change.to)
        return { kind: 'refused', words: `${nameOf(leaving)} is its only host: choose who takes it over.` };
      if (lower(change.to) === leaving)
        return { kind: 'refused', words: `${nameOf(leaving)} cannot take over their own link.` };
      return { ...initial, hosts: [lower(change.to)] };
    }
  }
}

/**
 * What one link becomes: the PATCH body with its lines in words, nothing to do, or a refusal that
 * says why. Never a body without a host, never one naming an inactive member (the workspace refuses
 * it), and never one for a link whose hosts are not listed: every PATCH replaces the hosts, so
 * sending a list built from none would drop them all.
 */
export function planLinkChange(
  meeting: Meeting,
  change: LinkChange,
  nameOf: (email: string) => string,
  inactive: (email: string) => boolean = () => false,
): RowPlan {
  if (meeting.hostsUnlisted)
    return {
      kind: 'refused',
      words:
        'The workspace does not list its hosts, and every change sends all of them: change it on its own page, where they are learned first.',
    };
  const initial = valuesOf(meeting);
  const values = changedValues(initial, change, nameOf);
  if (!('hosts' in values)) return values;
  const parsed = linkSettingsSchema(initial).safeParse(values);
  if (!parsed.success)
    return { kind: 'refused', words: [...new Set(parsed.error.issues.map((i) => i.message))].join(' ') };
  const { body, fields } = parsed.data;
  if (fields.length === 0) return { kind: 'unchanged', words: 'Nothing would change.' };
  // The workspace refuses a host list naming an inactive member, and every PATCH sends them all.
  const asleep = body.hosts.filter(inactive);
  if (asleep.length > 0)
    return {
      kind: 'refused',
      words: `${asleep.map(nameOf).join(', ')} ${asleep.length === 1 ? 'is an inactive member' : 'are inactive members'}, and the workspace refuses a host list that names one: change this link on its own page.`,
    };
  return {
    kind: 'change',
    body,
    lines: changeLines(initial, body, nameOf).map((l) => l.line),
    before: linkFieldsNow(meeting, body) ?? {},
  };
}

/** Two bodies send the same thing (hosts in any order and case). */
export function sameBody(a: MeetingUpdate, b: MeetingUpdate): boolean {
  const norm = (x: MeetingUpdate) =>
    JSON.stringify(
      Object.entries({ ...x, hosts: x.hosts.map(lower).sort() }).sort(([k1], [k2]) => k1.localeCompare(k2)),
    );
  return norm(a) === norm(b);
}

/** The change in words, for the run's title and its Activity line. */
export function changeTitle(change: LinkChange, nameOf: (email: string) => string): string {
  switch (change.kind) {
    case 'add-host':
      return `Add ${nameOf(lower(change.email))} as a host`;
    case 'remove-host':
      return `Remove ${nameOf(lower(change.email))} as a host`;
    case 'duration':
      return `Set the duration to ${change.minutes.trim()} minutes`;
    case 'increment':
      return `Start times every ${change.minutes.trim()} minutes`;
    case 'hand-over':
      return `Hand over the links of ${nameOf(lower(change.leaving))}`;
  }
}
