import { formatClock } from '@/lib/time/clock';
import { wallTime } from '@/lib/time/wall-clock';
import { isKnownZone } from '@/lib/time/zones';
import type { RescheduleBody } from './requests';
import type { Booking } from './schemas';

// What a reschedule sends, and what that body means. The vendor reads `slot_date` and
// `slot_start_time` in `time_zone`; the screen's confirmation and its "moved to" line are computed
// from the body, so what the admin agreed to is what went out.

/** A new time as the admin chose it: a date and minutes since midnight, in a zone. */
export interface NewTime {
  date: string;
  minutes: number;
  zone: string;
}

/** The zone the client books in; the admin's own when the workspace gave none that this browser knows. */
export function clientZone(booking: Booking, adminZone: string): { zone: string; given: boolean } {
  const zone = booking.time_zone?.trim();
  return zone && isKnownZone(zone) ? { zone, given: true } : { zone: adminZone, given: false };
}

/**
 * The vendor's PATCH /bookings/{sid} body: name and email are required and unchanged (the booking's
 * own), the slot in the client's zone, a reason only when one was typed.
 */
export function rescheduleBody(
  booking: Pick<Booking, 'name' | 'email'>,
  time: NewTime,
  reason: string,
): RescheduleBody {
  const trimmed = reason.trim();
  return {
    name: booking.name?.trim() ?? '',
    email: booking.email?.trim() ?? '',
    slot_date: time.date,
    slot_start_time: formatClock(time.minutes),
    time_zone: time.zone,
    ...(trimmed ? { reschedule_reason: trimmed } : {}),
  };
}

const CLOCK = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

/** The instant a body asks for, read back from the body itself; null when it does not read. */
export function bodyInstant(body: RescheduleBody): number | null {
  const m = CLOCK.exec(body.slot_start_time);
  // No separate check of the date's form: wallTime only says a time exists when the date reads back
  // exactly as written (YYYY-MM-DD), so anything else comes out null below.
  if (!m || !isKnownZone(body.time_zone)) return null;
  const minutes = (Number(m[1]) % 12) * 60 + Number(m[2]) + (m[3] === 'PM' ? 720 : 0);
  const at = wallTime(body.slot_date, minutes, body.time_zone);
  return at.exists ? at.ms : null;
}

/** Whether the booking as read now starts when the body asked. */
export function startsAsAsked(booking: Pick<Booking, 'starts_at'>, body: RescheduleBody): boolean {
  // A body that does not read gives null, which no parsed start (a number, or NaN) ever equals.
  return booking.starts_at != null && Date.parse(booking.starts_at) === bodyInstant(body);
}
