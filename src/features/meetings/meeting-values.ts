import type { Meeting } from '@/api/meetings/schemas';
import { formatMinutes, kindLabel, spotLabel } from '@/lib/format';

export const meetingDurations = (m: Meeting): number[] => {
  const fromList = m.durations.map((d) => d.duration).filter((d): d is number => typeof d === 'number');
  const all = fromList.length ? fromList : m.durations_possible.length ? m.durations_possible : m.duration ? [m.duration] : [];
  return [...new Set(all)].sort((a, b) => a - b);
};

export const durationText = (m: Meeting) => {
  const list = meetingDurations(m);
  if (!list.length) return '—';
  return list.length === 1 ? formatMinutes(list[0]!) : `${list.join(' / ')} min`;
};

export const hostsText = (m: Meeting) => m.hosts.map((h) => h.name || h.email || '').filter(Boolean).join(', ') || '—';

/** Every place a link offers, as labels: its list of spots when it has one, else its single spot. */
export const meetingPlaces = (m: Meeting): string[] => (m.spots.length ? m.spots.map((s) => s.spot) : [m.spot]).map(spotLabel);

/** The table's place: the first of meetingPlaces, and how many more there are. */
export const placeText = (m: Meeting) => {
  const [first = '—', ...rest] = meetingPlaces(m);
  return rest.length ? `${first} +${rest.length}` : first;
};

export const statusText = (m: Meeting) => (m.disabled ? 'Disabled' : 'Enabled');

export const bufferText = (m: Meeting) =>
  m.before_buffer_time == null && m.after_buffer_time == null
    ? '—'
    : `${m.before_buffer_time ?? 0} / ${m.after_buffer_time ?? 0} min`;

export { kindLabel };
