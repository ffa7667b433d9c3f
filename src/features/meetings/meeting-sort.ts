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
  updated: (m) => Date.parse(m.updated_at ?? '') || 0,
};

export function compareMeetings(key: SortKey, dir: 'asc' | 'desc') {
  const value = sortValue[key];
  const sign = dir === 'asc' ? 1 : -1;
  return (a: Meeting, b: Meeting) => {
    const x = value(a);
    const y = value(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return c === 0 ? collator.compare(a.sid, b.sid) : c * sign;
  };
}

/** A link with the value it is sorted by worked out once, not at every comparison. */
export interface Keyed {
  m: Meeting;
  k: string | number;
}

export const keyOf = (key: SortKey) => sortValue[key];

/** The order of compareMeetings, on links whose sort value is already worked out. */
export function compareKeyed(dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1;
  return (a: Keyed, b: Keyed) => {
    const c = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : collator.compare(String(a.k), String(b.k));
    return c === 0 ? collator.compare(a.m.sid, b.m.sid) : c * sign;
  };
}
