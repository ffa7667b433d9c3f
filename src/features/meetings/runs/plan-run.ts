import type { Meeting } from '@/api/meetings/schemas';
import type { BulkRowInput } from '@/lib/bulk/use-bulk-run';
import { planLinkChange, type LinkChange } from './link-change';
import { linkRow } from './link-run-actions';

export interface NamedLink {
  sid: string;
  name: string;
  words: string;
}

export interface RunPlan {
  /** One row per link that changes, each holding exactly the body it sends. */
  rows: BulkRowInput[];
  /** Links not sent, named with why: never left without a host, never hosts it cannot list. */
  refused: NamedLink[];
  /** Links that already are what the change asks. */
  unchanged: NamedLink[];
}

const nameOfLink = (m: Meeting) => m.name || m.slug || m.sid;

/** Every link planned against its record as read now; each link once. */
export function planRun(
  links: readonly Meeting[],
  changeFor: (m: Meeting) => LinkChange,
  nameOf: (email: string) => string,
  inactive?: (email: string) => boolean,
): RunPlan {
  const out: RunPlan = { rows: [], refused: [], unchanged: [] };
  const seen = new Set<string>();
  for (const m of links) {
    if (seen.has(m.sid)) continue;
    seen.add(m.sid);
    const change = changeFor(m);
    const plan = planLinkChange(m, change, nameOf, inactive);
    if (plan.kind === 'change') out.rows.push(linkRow(m, change, plan));
    else out[plan.kind].push({ sid: m.sid, name: nameOfLink(m), words: plan.words });
  }
  return out;
}
