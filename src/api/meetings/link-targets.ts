import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';
import type { Meeting } from './schemas';

// The links picked on the links list for one change to all of them (new weekly hours), handed to the
// screen that makes it: kept in this browser per workspace, so a reload finds the same pick.

export interface LinkFilter {
  hosts: string[];
  q: string;
}

const linkSchema = z.object({
  sid: z.string().check(z.minLength(1)),
  name: z.string(),
  /** What a read-back searches the list for: the slug, else the name. */
  search: z.string(),
  hosts: z.array(z.string()),
  /** As last read: a later value tells a read-back that the link was changed. */
  updatedAt: z.nullable(z.string()),
});
export type BulkLink = z.infer<typeof linkSchema>;

export const targetSchema = z.discriminatedUnion('kind', [
  /** Rows ticked one by one, as they were read on the list. */
  z.object({ kind: z.literal('rows'), links: z.array(linkSchema) }),
  /** "Every matching link": read again in full on the screen, and each row checked against the filter. */
  z.object({ kind: z.literal('all'), hosts: z.array(z.string()), q: z.string() }),
]);
export type BulkTarget = z.infer<typeof targetSchema>;

const targetKey = (workspaceId: string) => `slotboard.bulk-hours.${workspaceId}.target`;

export const readTarget = (workspaceId: string): BulkTarget | null =>
  readStored(window.localStorage, targetKey(workspaceId), targetSchema, { what: 'the links picked for new weekly hours' });
export const writeTarget = (workspaceId: string, target: BulkTarget) => writeStored(window.localStorage, targetKey(workspaceId), target);

export const linkOf = (m: Meeting): BulkLink => ({
  sid: m.sid,
  name: m.name || m.slug || m.sid,
  search: m.slug || m.name || m.sid,
  hosts: m.hosts.map((h) => h.name || h.email || '').filter(Boolean),
  updatedAt: m.updated_at ?? null,
});

/**
 * Whether a link the workspace sent really matches the filter (docs/product.md decision 11): a workspace that
 * ignores `host_email` or `search` sends other links too, and a bulk change must not reach them.
 */
export function matchesFilter(m: Meeting, filter: LinkFilter): boolean {
  const wanted = filter.hosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (wanted.length > 0 && !m.hosts.some((h) => h.email && wanted.includes(h.email.trim().toLowerCase()))) return false;
  const q = filter.q.trim().toLowerCase();
  if (q && !(m.name ?? '').toLowerCase().includes(q) && !(m.slug ?? '').toLowerCase().includes(q)) return false;
  return true;
}

/** The matching links, each once, and how many the workspace sent that did not match. */
export function keepMatching(meetings: readonly Meeting[], filter: LinkFilter): { links: BulkLink[]; leftOut: number } {
  const seen = new Set<string>();
  const links: BulkLink[] = [];
  let leftOut = 0;
  for (const m of meetings) {
    if (seen.has(m.sid)) continue;
    seen.add(m.sid);
    if (matchesFilter(m, filter)) links.push(linkOf(m));
    else leftOut++;
  }
  return { links, leftOut };
}
