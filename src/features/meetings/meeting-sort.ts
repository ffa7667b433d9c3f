import type { Meeting } from '@/api/meetings/schemas';
import { kindLabel } from '@/lib/format';
import { hostsText, meetingDurations, placeText, statusText } from './meeting-values';
import type { SortKey } from './meetings-search';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const sortValue: Record<SortKey, (m: Meeting) => string | number> = {
  name: (m) => m.name ?? m.slug ?? '',
  kind: (m) => kindLabel(m.kind),
  duration: (m) => meetingDurations(m)[0] ?? 0,
  hosts: (m) => hostsText(m),
  place: (m) => placeText(m),
  status: (m) => statusText(m),
  buffers: (m) => (m.before_buffer_time ?? 0) + (m.after_buffer_time ?? 0),
  // Stryker disable next-line StringLiteral: any text that is not a date parses to NaN, read as 0 like a missing time
  updated: (m) => Date.parse(m.updated_at ?? '') || 0,
};

export function compareMeetings(key: SortKey, dir: 'asc' | 'desc') {
  const value = sortValue[key];
  const sign = dir === 'asc' ? 1 : -1;
  return (a: Meeting, b: Meeting) => {
    const x = value(a);
    const y = value(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    // Stryker disable next-line ArithmeticOperator: sign is 1 or -1, so dividing by it is multiplying by it
    return c === 0 ? collator.compare(a.sid, b.sid) : c * sign;
  };
}

/** A link with the value it is sorted by worked out once, not at every comparison. */
export interface Keyed {
  m: Meeting;
  k: string | number;
  /**
   * The leading ASCII letters and spaces of a string `k`, in lower case, and whether they are all
   * of it. Within them the collator's order is the order of code points (letters and spaces are
   * never ignored, and each has one weight, in English: the collator below is 'en' whatever the
   * admin's locale, and a locale with contractions such as Danish "aa" would break this), so two
   * names that differ there are ordered without it: at 100,000 links its ~2.4 million comparisons
   * cost ~0.4 s of the All view's load (decision 0020). Pinned against the collator by
   * meeting-sort.test.ts.
   */
  plainStart: string | undefined;
  plainIsWhole: boolean;
}

const PLAIN_START = /^[A-Za-z ]*/;

/** The sort value of each link, worked out once, with its plain start. */
export function keyedBy(key: SortKey) {
  const value = sortValue[key];
  return (m: Meeting): Keyed => {
    const k = value(m);
    // Stryker disable next-line BooleanLiteral: plainIsWhole is read only beside a plainStart, which a number never has
    if (typeof k !== 'string') return { m, k, plainStart: undefined, plainIsWhole: false };
    const start = PLAIN_START.exec(k)![0];
    return { m, k, plainStart: start.toLowerCase(), plainIsWhole: start.length === k.length };
  };
}

/** The order of two plain starts where they settle it, NaN where only the collator can. */
function plainOrder(a: Keyed, b: Keyed): number {
  const x = a.plainStart;
  const y = b.plainStart;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: the keys of one sort are all numbers or all strings, so a string key always has a plain start; and plainOrder agrees with the collator wherever it decides
  if (x === undefined || y === undefined) return NaN;
  if (x === y) return a.plainIsWhole && b.plainIsWhole ? 0 : NaN;
  // One start runs on where the other stops: the shorter name first if it ends there.
  if (x.length < y.length && y.startsWith(x)) return a.plainIsWhole ? -1 : NaN;
  if (y.length < x.length && x.startsWith(y)) return b.plainIsWhole ? 1 : NaN;
  return x < y ? -1 : 1;
}

/** The order of compareMeetings, on links whose sort value is already worked out. */
export function compareKeyed(dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1;
  return (a: Keyed, b: Keyed) => {
    let c = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : plainOrder(a, b);
    if (Number.isNaN(c)) c = collator.compare(String(a.k), String(b.k));
    // Stryker disable next-line ArithmeticOperator: sign is 1 or -1, so dividing by it is multiplying by it
    return c === 0 ? collator.compare(a.m.sid, b.m.sid) : c * sign;
  };
}
