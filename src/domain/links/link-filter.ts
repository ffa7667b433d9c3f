import type { Meeting } from '@/api/meetings/schemas';

// Which links a filter on the links list really picks: the workspace's answer is checked, not
// trusted, before a change reaches every "matching" link.

export interface LinkFilter {
  hosts: string[];
  q: string;
}

export interface BulkLink {
  sid: string;
  name: string;
  /** What a read-back searches the list for: the slug, else the name. */
  search: string;
  hosts: string[];
  /** As last read: a later value tells a read-back that the link was changed. */
  updatedAt: string | null;
}

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
