import type { Availability } from '@/api/availabilities/schemas';
import type { Booking } from '@/api/bookings/schemas';
import type { Meeting } from '@/api/meetings/schemas';
import type { LinkHoursSent } from '@/lib/link-hours';
import { parseClock, readEnd } from '@/lib/time/clock';
import { periodsToWeek, type Range } from '@/lib/time/periods';
import type { BookingFacts, HoursFacts, LinkFacts } from './why-not';

// What the workspace's records say, in the shape the pure reading takes. Values that cannot be
// read are left out rather than guessed: a link without a readable duration uses 30 minutes, as
// the workspace's own default.

const KINDS = ['one_on_one', 'round_robin', 'multihost', 'grouped'] as const;
const whole = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 525_600 ? n : null);

export function linkFacts(meeting: Meeting, firstHostZone: string): LinkFacts {
  const duration = whole(meeting.durations.find((d) => d.is_default)?.duration ?? meeting.durations[0]?.duration ?? meeting.duration) || 30;
  const step = whole(meeting.start_time_increment) || duration;
  const type = meeting.schedulable_range_type;
  const value = meeting.schedulable_range_value;
  return {
    kind: KINDS.find((k) => k === meeting.kind) ?? null,
    disabled: meeting.disabled === true,
    duration,
    step,
    before: whole(meeting.before_buffer_time) ?? 0,
    after: whole(meeting.after_buffer_time) ?? 0,
    leadTime: whole(meeting.lead_time),
    window: typeof type === 'string' && value != null ? { type, value: String(value) } : null,
    zone: firstHostZone,
  };
}

/** The hosts the workspace checks: a one-on-one link's first host, every host otherwise. */
export const checkedHosts = (meeting: Meeting) => (meeting.kind === 'one_on_one' ? meeting.hosts.slice(0, 1) : meeting.hosts);

export function defaultAvailability(list: readonly Availability[] | undefined, email: string): Availability | null {
  const mine = (list ?? []).filter((a) => !a.user?.email || a.user.email.toLowerCase() === email.toLowerCase());
  return mine.find((a) => a.default) ?? null;
}

export function availabilityHours(a: Availability, zone: string): HoursFacts {
  return { source: 'availability', name: a.name?.trim() || 'Default availability', week: periodsToWeek(a.periods).week, zone };
}

/** The link's own hours, as this browser last sent them (the workspace cannot read them back). */
export const sentHours = (sent: LinkHoursSent, hostZone: string): HoursFacts => ({
  source: 'link',
  name: 'as last saved from Slotboard',
  week: sent.week,
  zone: sent.timeZone ?? hostZone,
});

export function overridesOf(a: Availability | null): Map<string, Range[]> {
  const out = new Map<string, Range[]>();
  for (const o of a?.overrides ?? []) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(o.date)) continue;
    const ranges = o.periods.flatMap((p) => {
      const start = parseClock(p.start_time);
      const end = readEnd(p.end_time);
      return start !== null && end !== null && end > start ? [{ start, end }] : [];
    });
    out.set(o.date, ranges.sort((x, y) => x.start - y.start));
  }
  return out;
}

/** A host's bookings: their own, and those of multi-host links they are a host of. */
export function bookingFacts(bookings: readonly Booking[], email: string): BookingFacts[] {
  const me = email.toLowerCase();
  return bookings.flatMap((b) => {
    const start = Date.parse(b.starts_at ?? '');
    const end = Date.parse(b.ends_at ?? '');
    const mine = b.host_email?.toLowerCase() === me || b.multihosts.some((h) => h.email?.toLowerCase() === me);
    if (!mine || !Number.isFinite(start) || !Number.isFinite(end) || end <= start) return [];
    return [{ sid: b.sid ?? null, client: b.name?.trim() || b.email || 'a booker', start, end, status: b.status ?? null }];
  });
}
