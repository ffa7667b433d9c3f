import { z } from 'zod/mini';
import type { ApiClient } from '@/api/client';
import { linkOptionsRequests } from '@/api/link-options/requests';
import { showsLinkUpdate } from '@/api/meetings/mutations';
import type { MeetingsVersion } from '@/api/meetings/requests';
import type { Meeting, MeetingUpdate } from '@/api/meetings/schemas';
import { NotSent, readBeforeWrite } from '@/domain/bulk/read-before-write';
import type { ReportRow } from '@/lib/bulk/report';
import type { RowActions } from '@/lib/bulk/runner';
import type { BulkRowInput } from '@/lib/bulk/use-bulk-run';
import { linkChangeSchema, planLinkChange, sameBody, type LinkChange } from './link-change';

// One row of a run over many links (or of a member's departure), rebuilt from the stored report after
// a reload. Just before its PATCH the link is read again and the change planned once more: the body
// must be the one the preview showed, else nothing is sent (the hosts ride on every PATCH, and a host
// added meanwhile would otherwise be dropped). The write is logged as a single settings save logs it,
// so Activity's revert reads it the same way.

const bodySchema = z.custom<MeetingUpdate>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    Array.isArray((v as { hosts?: unknown }).hosts) &&
    (v as { hosts: unknown[] }).hosts.every((h) => typeof h === 'string'),
);

export const linkRowSchema = z.object({
  type: z.literal('link'),
  sid: z.string(),
  name: z.string(),
  /** What the read before the write searches for: the slug, else the name. */
  search: z.string(),
  change: linkChangeSchema,
  /** The body the preview showed: exactly what is sent. */
  body: bodySchema,
  /** In words, the preview's lines. */
  lines: z.array(z.string()),
  /** What the link held for the body's fields when previewed. */
  before: z.record(z.string(), z.unknown()),
});
export const deactivateRowSchema = z.object({
  type: z.literal('deactivate'),
  memberId: z.string(),
  name: z.string(),
});
export const runRowSchema = z.discriminatedUnion('type', [linkRowSchema, deactivateRowSchema]);
export type LinkRowPayload = z.infer<typeof linkRowSchema>;
export type RunRowPayload = z.infer<typeof runRowSchema>;

interface Context {
  client: ApiClient;
  listVersion: MeetingsVersion;
  workspace: { id: string; label: string };
  /** A host's name as the admin knows it, from their email. */
  nameOf: (email: string) => string;
  /** Whether the workspace lists this email as an inactive member. */
  inactive?: (email: string) => boolean;
}

const unreadable = () =>
  new NotSent('This line of the stored report could not be read back, so nothing was sent for it.');

/** The link as the workspace lists it now, found by its slug (or name) and then by its sid. */
export async function readLinkNow(
  client: ApiClient,
  version: MeetingsVersion,
  search: string,
  sid: string,
  signal?: AbortSignal,
): Promise<Meeting | undefined> {
  const { meetings } = await client.meetings.list({ search, page_number: 1, page_size: 100 }, { version, signal });
  return meetings.find((m) => m.sid === sid);
}

function linkRowActions({ client, listVersion, workspace, nameOf, inactive }: Context, p: LinkRowPayload): RowActions {
  const patchLink = linkOptionsRequests(client.request).updateLink;
  let heldAtSend: Record<string, unknown> | null = null;
  return {
    async run(signal) {
      const now = await readBeforeWrite(
        () => readLinkNow(client, listVersion, p.search, p.sid, signal),
        (reason) => `It could not be read before changing it (${reason}); nothing was sent.`,
      );
      if (!now) throw new NotSent('The workspace no longer lists this link; nothing was sent.');
      const plan = planLinkChange(now, p.change, nameOf, inactive);
      if (plan.kind !== 'change') throw new NotSent(`${plan.words} Nothing was sent.`);
      if (!sameBody(plan.body, p.body))
        throw new NotSent(
          'It changed since the preview, so what was previewed is no longer what would be sent; nothing was sent. Prepare the run again.',
        );
      heldAtSend = plan.before;
      return patchLink(p.sid, p.body, { signal });
    },
    verify: async () => showsLinkUpdate(await readLinkNow(client, listVersion, p.search, p.sid), p.body),
    // Before as read just ahead of the write (the preview's when a read-back showed it applied).
    applied: () => ({ before: heldAtSend ?? p.before, after: { ...p.body } }),
    activity: {
      workspaceId: workspace.id,
      workspaceLabel: workspace.label,
      resourceKind: 'link',
      resourceId: p.sid,
      action: 'update',
      what: `Scheduling link ${p.name}`,
      change: p.lines.join('; '),
      before: p.before,
      after: { ...p.body },
    },
  };
}

function deactivateActions({ client, workspace }: Context, p: z.infer<typeof deactivateRowSchema>): RowActions {
  const read = async () => {
    const { team_members } = await client.teamMembers.listAll();
    return team_members.find((m) => m.id === p.memberId);
  };
  return {
    run: (signal) => client.teamMembers.update(p.memberId, { active: false }, { signal }),
    verify: async () => (await read())?.active === false,
    activity: {
      workspaceId: workspace.id,
      workspaceLabel: workspace.label,
      resourceKind: 'team_member',
      resourceId: p.memberId,
      action: 'update',
      what: `Team member ${p.name}`,
      change: 'Active: yes → no',
      before: { active: true },
      after: { active: false },
    },
  };
}

/** The actions of one row of a links run or a departure. */
export function linkRunActions(context: Context) {
  return (row: ReportRow): RowActions => {
    const parsed = runRowSchema.safeParse(row.payload);
    if (!parsed.success) return { run: () => Promise.reject(unreadable()) };
    return parsed.data.type === 'link' ? linkRowActions(context, parsed.data) : deactivateActions(context, parsed.data);
  };
}

/** A row of the run for a link whose plan is a change: what the preview shows is what it sends. */
export function linkRow(
  meeting: Meeting,
  change: LinkChange,
  plan: { body: MeetingUpdate; lines: string[]; before: Record<string, unknown> },
): BulkRowInput {
  const name = meeting.name || meeting.slug || meeting.sid;
  const payload: LinkRowPayload = {
    type: 'link',
    sid: meeting.sid,
    name,
    search: meeting.slug || meeting.name || meeting.sid,
    change,
    body: plan.body,
    lines: plan.lines,
    before: plan.before,
  };
  return { id: meeting.sid, label: name, payload };
}
