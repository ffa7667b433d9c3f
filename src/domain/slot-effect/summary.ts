import type { LinkEffect } from './use-slot-effect';
import { agreementWords, groupWords, type Agreement } from './words';

// The effect in lines, one per person whose change it is (or one for every link): the estimate
// made before the change and, once the workspace's own slots are read again, the real difference.

/** What was known of a link when the change was applied. */
export interface Before {
  estimate: { now: number; after: number } | null;
  read: number | null;
}

interface EffectLine {
  /** The group in words: "Priya Sharma's 22 links: 96 fewer slots in the next 4 weeks (estimate)". */
  estimate: string;
  /** Links of the group Slotboard could not estimate. */
  unestimated: number;
  /** After the change: the workspace's own difference, and whether it agrees. */
  readBack: { text: string; agreement: Agreement } | null;
  /** Links whose read-back is missing (not read before, or not again yet). */
  unread: number;
}

export interface Owner {
  email: string;
  name: string;
}

function lineFor(
  owner: string | null,
  links: readonly LinkEffect[],
  before: ReadonlyMap<string, Before>,
  after: ReadonlyMap<string, number> | null,
): EffectLine {
  const estimated = links.flatMap((l) => (before.get(l.sid)?.estimate ? [before.get(l.sid)!.estimate!] : []));
  const by = estimated.reduce((n, e) => n + e.after - e.now, 0);
  const line: EffectLine = {
    estimate: `${groupWords(owner, links.length, by)} (estimate)`,
    unestimated: links.length - estimated.length,
    readBack: null,
    unread: 0,
  };
  if (!after) return line;
  const read = links.filter((l) => before.get(l.sid)?.read != null && after.has(l.sid) && before.get(l.sid)?.estimate);
  const real = read.reduce((n, l) => n + after.get(l.sid)! - before.get(l.sid)!.read!, 0);
  const expected = read.reduce((n, l) => n + before.get(l.sid)!.estimate!.after - before.get(l.sid)!.estimate!.now, 0);
  line.unread = links.length - read.length;
  if (read.length > 0)
    line.readBack = { text: groupWords(owner, read.length, real), agreement: agreementWords(expected, real) };
  return line;
}

/**
 * One line per owner (the links they host), then all links together when there are several
 * owners; with no owners, one line for every link.
 */
export function effectLines(
  links: readonly LinkEffect[],
  owners: readonly Owner[] | null,
  before: ReadonlyMap<string, Before>,
  after: ReadonlyMap<string, number> | null,
): EffectLine[] {
  if (!owners || owners.length === 0) return [lineFor(null, links, before, after)];
  const lines = owners.map((o) =>
    lineFor(
      o.name,
      links.filter((l) => l.hosts.includes(o.email.toLowerCase())),
      before,
      after,
    ),
  );
  return owners.length > 1 ? [...lines, lineFor(null, links, before, after)] : lines;
}
