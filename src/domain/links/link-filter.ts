import type { Meeting } from '@/api/meetings/schemas';

// Which links a filter on the links list really picks: the workspace's answer is checked, not
// trusted, before a change reaches every "matching" link.

export interface LinkFilter {
  hosts: string[];
  q: string;
  /** The workspace is known to ignore `host_email`: a link whose hosts are not listed is not kept on its word. */
  hostFilterIgnored?: boolean;
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
 * `unchecked`: the name part matches, but the answer does not list the link's hosts (the vendor's own
 * meeting schema has none), so the host part is the workspace's word alone: kept, and said as such.
 */
export function filterMatch(m: Meeting, filter: LinkFilter): 'yes' | 'no' | 'unchecked' {
  const q = filter.q.trim().toLowerCase();
  if (q && !(m.name ?? '').toLowerCase().includes(q) && !(m.slug ?? '').toLowerCase().includes(q)) return 'no';
  const wanted = filter.hosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return 'yes';
  if (m.hostsUnlisted) return filter.hostFilterIgnored ? 'no' : 'unchecked';
  return m.hosts.some((h) => h.email && wanted.includes(h.email.trim().toLowerCase())) ? 'yes' : 'no';
}

/** Kept by the filter: matching, or matching as far as the answer lets anyone check. */
export const matchesFilter = (m: Meeting, filter: LinkFilter): boolean => filterMatch(m, filter) !== 'no';

/**
 * The matching links, each once; how many the workspace sent that did not match; and how many of
 * those kept could not have their hosts checked.
 */
export function keepMatching(
  meetings: readonly Meeting[],
  filter: LinkFilter,
): { links: BulkLink[]; leftOut: number; unchecked: number } {
  const seen = new Set<string>();
  const links: BulkLink[] = [];
  let leftOut = 0;
  let unchecked = 0;
  for (const m of meetings) {
    if (seen.has(m.sid)) continue;
    seen.add(m.sid);
    const match = filterMatch(m, filter);
    if (match === 'no') leftOut++;
    else links.push(linkOf(m));
    if (match === 'unchecked') unchecked++;
  }
  return { links, leftOut, unchecked };
}
