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

export const placeText = (m: Meeting) => {
  const spots = m.spots.length ? m.spots.map((s) => s.spot) : [m.spot];
  const first = spotLabel(spots[0]);
  return spots.length > 1 ? `${first} +${spots.length - 1}` : first;
};

export const statusText = (m: Meeting) => (m.disabled ? 'Disabled' : 'Enabled');

export const bufferText = (m: Meeting) =>
  m.before_buffer_time == null && m.after_buffer_time == null
    ? '—'
    : `${m.before_buffer_time ?? 0} / ${m.after_buffer_time ?? 0} min`;

export { kindLabel };
