import { displayClock } from '@/lib/time/clock';
import { WEEKDAYS, WEEKDAY_LABELS, periodsToWeek } from '@/lib/time/periods';

// Words for what a write changes: "Role: Member → Admin; Active: yes → no". Only fields whose value
// before was read are described as a change; the rest say what was set.

const show = (value: unknown): string => {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined || value === '') return '(none)';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
};

export function describeChange(
  labels: Record<string, string>,
  after: Record<string, unknown>,
  before?: Record<string, unknown>,
): string {
  return Object.entries(after)
    .map(([field, value]) => {
      const label = labels[field] ?? field;
      return before && field in before
        ? `${label}: ${show(before[field])} → ${show(value)}`
        : `${label}: ${show(value)}`;
    })
    .join('; ');
}

/** "Mon, Tue 9:00 AM–5:00 PM; Wed 9:00 AM–12:00 PM; other days unavailable" (days with the same hours together). */
export function weekWords(periods: readonly { wday?: string | null; start_time: string; end_time: string }[]): string {
  const { week } = periodsToWeek(periods);
  const groups = new Map<string, string[]>();
  for (const day of WEEKDAYS) {
    if (week[day].length === 0) continue;
    const hours = week[day].map((r) => `${displayClock(r.start)}–${displayClock(r.end)}`).join(', ');
    groups.set(hours, [...(groups.get(hours) ?? []), WEEKDAY_LABELS[day].slice(0, 3)]);
  }
  if (groups.size === 0) return 'unavailable every day';
  const parts = [...groups].map(([hours, days]) => `${days.join(', ')} ${hours}`);
  const open = [...groups.values()].flat().length;
  return open < 7 ? `${parts.join('; ')}; other days unavailable` : parts.join('; ');
}
