import type { Availability } from '@/api/availabilities/schemas';
import type { Booking } from '@/api/bookings/schemas';
import type { Meeting } from '@/api/meetings/schemas';
import { parseClock, readEnd } from '@/lib/time/clock';
import { WEEKDAYS, type Range, type Week } from '@/lib/time/periods';
import type { Span, WeeklyHours } from '@/domain/slots/hours';
import { checkedHostsOf, holdsTime, type LinkRules } from '@/domain/slots/slots';

// What the workspace's records say, in the shape the shared slot rules take. Values that cannot be
// read are left out rather than guessed: a link without a readable duration uses 30 minutes, as the
// workspace's own default.

const KINDS = ['one_on_one', 'round_robin', 'multihost', 'grouped'] as const;
export const wholeMinutes = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 525_600 ? n : null;

/** A link's rules; the booking window counts days in its first host's zone. */
export function linkRules(meeting: Meeting, firstHostZone: string): LinkRules {
  const duration =
    wholeMinutes(
      meeting.durations.find((d) => d.is_default)?.duration ?? meeting.durations[0]?.duration ?? meeting.duration,
    ) || 30;
  const type = meeting.schedulable_range_type;
  const value = meeting.schedulable_range_value;
  return {
    kind: KINDS.find((k) => k === meeting.kind) ?? null,
    disabled: meeting.disabled === true,
    duration,
    step: wholeMinutes(meeting.start_time_increment) || duration,
    before: wholeMinutes(meeting.before_buffer_time) ?? 0,
    after: wholeMinutes(meeting.after_buffer_time) ?? 0,
    leadTime: wholeMinutes(meeting.lead_time) ?? 0,
    window: typeof type === 'string' && value != null ? { type, value: String(value) } : null,
    zone: firstHostZone,
  };
}

/** The hosts the workspace checks: a one-on-one link's first host, every host otherwise. */
export const checkedHosts = (meeting: Meeting) => checkedHostsOf(meeting.kind, meeting.hosts);

export function defaultAvailability(list: readonly Availability[] | undefined, email: string): Availability | null {
  const mine = (list ?? []).filter((a) => !a.user?.email || a.user.email.toLowerCase() === email.toLowerCase());
  return mine.find((a) => a.default) ?? null;
}

export function overridesOf(a: Pick<Availability, 'overrides'> | null): Map<string, Range[]> {
  const out = new Map<string, Range[]>();
  for (const o of a?.overrides ?? []) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(o.date)) continue;
    const ranges = o.periods.flatMap((p) => {
      const start = parseClock(p.start_time);
      const end = readEnd(p.end_time);
      return start !== null && end !== null && end > start ? [{ start, end }] : [];
    });
    out.set(
      o.date,
      ranges.sort((x, y) => x.start - y.start),
    );
  }
  return out;
}

/** A week as the shared rules read it. */
export const weeklyHours = (week: Week, zone: string): WeeklyHours => ({
  periods: WEEKDAYS.flatMap((wday) => week[wday].map((r) => ({ wday, start: r.start, end: r.end }))),
  zone,
});

/** When a host is taken: their bookings, and those of multi-host links they host, that hold time. */
export function busyOf(bookings: readonly Booking[], email: string): Span[] {
  const me = email.toLowerCase();
  return bookings.flatMap((b) => {
    const start = Date.parse(b.starts_at ?? '');
    const end = Date.parse(b.ends_at ?? '');
    const mine = b.host_email?.toLowerCase() === me || b.multihosts.some((h) => h.email?.toLowerCase() === me);
    if (!mine || !holdsTime(b.status) || !Number.isFinite(start) || !Number.isFinite(end) || end <= start) return [];
    return [{ start, end }];
  });
}
