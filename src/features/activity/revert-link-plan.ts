import { z } from 'zod/mini';
import { LINK_FIELD_WORDS, linkFieldsNow } from '@/api/meetings/mutations';
import type { Meeting, MeetingUpdate } from '@/api/meetings/schemas';
import type { ActivityEntry } from '@/lib/activity/log';

// Reverting a saved change to a link's settings: the link is read again; it is put back only while
// it still holds what the change set (nothing changed it since), and the body carries every host of
// before, as the vendor requires.

const value = z.nullable(z.union([z.string(), z.number(), z.array(z.string())]));
const sentSchema = z.record(z.string(), value);
const sentWithHosts = z.object({ hosts: z.array(z.string()) });

type Fields = Record<string, string | number | null | string[]>;
export type LinkRevert =
  { kind: 'revert'; body: MeetingUpdate; lines: string[] } | { kind: 'changed' | 'already'; words: string };

const norm = (field: string, v: unknown) =>
  field === 'hosts' && Array.isArray(v)
    ? v
        .map((e) => String(e).toLowerCase())
        .sort()
        .join(',')
    : v === undefined
      ? null
      : v;
const same = (field: string, a: unknown, b: unknown) => norm(field, a) === norm(field, b);
const shown = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === null || v === '' ? '(empty)' : `“${String(v)}”`);

/** The settings entry's before and after, or null when it is not one this can put back. */
export function linkRevertFields(entry: ActivityEntry): { before: Fields; after: Fields } | null {
  if (entry.resourceKind !== 'link' || entry.action !== 'update' || entry.result !== 'saved') return null;
  const before = sentSchema.safeParse(entry.before);
  const after = sentSchema.safeParse(entry.after);
  if (!before.success || !after.success || !sentWithHosts.safeParse(entry.after).success) return null;
  if (!sentWithHosts.safeParse(entry.before).success) return null;
  return { before: before.data, after: after.data };
}

export function planLinkRevert(fields: { before: Fields; after: Fields }, now: Meeting): LinkRevert {
  const { before, after } = fields;
  const current = linkFieldsNow(now, after as unknown as MeetingUpdate) ?? {};
  const keys = Object.keys(after);
  const moved = keys.filter((k) => !same(k, current[k], after[k]));
  if (moved.length) {
    if (keys.every((k) => same(k, current[k], before[k])))
      return { kind: 'already', words: 'The link already holds what it held before this change.' };
    const label = (k: string) => LINK_FIELD_WORDS[k as keyof MeetingUpdate] ?? k;
    return {
      kind: 'changed',
      words: `Changed since: ${moved.map((k) => `${label(k)} is now ${shown(current[k])}`).join('; ')}. Nothing is put back.`,
    };
  }
  const body: MeetingUpdate = { hosts: before.hosts as string[] };
  const lines: string[] = [];
  for (const k of keys) {
    if (same(k, before[k], after[k])) continue;
    lines.push(`${LINK_FIELD_WORDS[k as keyof MeetingUpdate] ?? k}: ${shown(after[k])} → ${shown(before[k])}`);
    if (k === 'hosts') continue;
    const was = before[k];
    if (typeof was === 'number') (body as unknown as Record<string, unknown>)[k] = was;
    else if (typeof was === 'string' || was === null) (body as unknown as Record<string, unknown>)[k] = was ?? '';
  }
  return { kind: 'revert', body, lines };
}
