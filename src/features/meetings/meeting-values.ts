import type { Meeting } from '@/api/meetings/schemas';
import { believableMinutes, unreadable, type Reading } from '@/lib/believable';
import { formatMinutes, kindLabel, spotLabel } from '@/lib/format';

export const meetingDurations = (m: Meeting): number[] => {
  const fromList = m.durations.map((d) => d.duration).filter((d): d is number => typeof d === 'number');
  const all = fromList.length
    ? fromList
    : m.durations_possible.length
      ? m.durations_possible
      : m.duration
        ? [m.duration]
        : [];
  return [...new Set(all)].sort((a, b) => a - b);
};

/** The durations a link offers, in one cell; not readable as a whole when any is unbelievable, so no list reads shorter than it is. */
export const durationText = (m: Meeting): Reading => {
  const list = meetingDurations(m);
  if (!list.length) return '—';
  if (!list.every((d) => believableMinutes(d))) return unreadable(`${list.join(' / ')} min`);
  return list.length === 1 ? formatMinutes(list[0]!) : `${list.join(' / ')} min`;
};

export const hostsText = (m: Meeting) =>
  m.hosts
    .map((h) => h.name || h.email || '')
    .filter(Boolean)
    .join(', ') || '—';

/** Every place a link offers, as labels: its list of spots when it has one, else its single spot. */
export const meetingPlaces = (m: Meeting): string[] =>
  (m.spots.length ? m.spots.map((s) => s.spot) : [m.spot]).map(spotLabel);

/** The table's place: the first of meetingPlaces, and how many more there are. */
export const placeText = (m: Meeting) => {
  // Stryker disable next-line StringLiteral: meetingPlaces always gives one place at least (a link's single spot, '—' when it has none)
  const [first = '—', ...rest] = meetingPlaces(m);
  return rest.length ? `${first} +${rest.length}` : first;
};

export const statusText = (m: Meeting) => (m.disabled ? 'Disabled' : 'Enabled');

/** Buffers before and after, "10 / 5 min"; not readable when either is unbelievable. */
export function bufferText(m: Meeting): Reading {
  const { before_buffer_time: before, after_buffer_time: after } = m;
  if (before == null && after == null) return '—';
  if ((before != null && !believableMinutes(before)) || (after != null && !believableMinutes(after))) {
    return unreadable(`${before ?? 'none'} before, ${after ?? 'none'} after (min)`);
  }
  return `${before ?? 0} / ${after ?? 0} min`;
}

export { kindLabel };
