import type { Context, Hono } from 'hono';
import type { BookingRecord, Seed } from '../records.ts';
import { serializeBooking } from '../serialize.ts';
import { API, badJson, readJson, routeNotFound, type Store } from '../store.ts';
import { isValidDate, isValidTimeZone, parseTime, zonedToUtc } from '../time.ts';
import { isEmail } from '../validate.ts';

// One booking, as the vendor's bookings.yaml documents it on v1: GET /bookings/{sid} (the booking
// itself, not wrapped), PATCH /bookings/{sid} to reschedule (name, email, slot_date, slot_start_time,
// time_zone required) and POST /bookings/{sid}/cancel with an optional `cancel_reason` in the query.
// Each is an optional capability: switched off, its route is missing.

/** Statuses that never happen: nothing to move or call off. */
const CALLED_OFF = new Set(['cancelled', 'rejected']);
export const TAKEN_MESSAGE = 'The selected time is not available. Please choose another slot.';
export const PAST_MESSAGE = 'The selected time is in the past. Please choose a future slot.';
export const CANCELLED_MESSAGE = 'This booking has been cancelled and cannot be changed.';
export const ENDED_MESSAGE = 'This booking has already taken place and cannot be cancelled.';
export const CANCEL_DONE = 'Booking has been successfully cancelled.';

/** Everyone hosting a booking: its host and, on a multi-host link, every host of the link. */
function bookingHostIds(b: BookingRecord, seed: Seed): Set<string> {
  const meeting = seed.meetings.find((m) => m.id === b.meetingId);
  return new Set([b.hostId, ...(meeting?.kind === 'multihost' ? meeting.hostIds : [])]);
}

/** Another booking that happens and shares a host with `b` between start and end (ms), if any. */
function clash(b: BookingRecord, start: number, end: number, seed: Seed): BookingRecord | undefined {
  const hosts = bookingHostIds(b, seed);
  return seed.bookings.find(
    (other) =>
      other.id !== b.id &&
      !CALLED_OFF.has(other.status) &&
      Date.parse(other.starts_at) < end &&
      Date.parse(other.ends_at) > start &&
      [...bookingHostIds(other, seed)].some((id) => hosts.has(id)),
  );
}

function readReschedule(
  body: Record<string, unknown>,
): { ok: true; start: (zone: string) => number } | { ok: false; error: string } {
  for (const field of ['name', 'email', 'slot_date', 'slot_start_time', 'time_zone']) {
    if (typeof body[field] !== 'string' || (body[field] as string).trim() === '')
      return { ok: false, error: `${field} is required` };
  }
  if (!isEmail(body.email)) return { ok: false, error: 'email is not a valid email address' };
  if (!isValidDate(body.slot_date)) return { ok: false, error: 'slot_date must be a date as YYYY-MM-DD' };
  const minutes = parseTime(body.slot_start_time);
  if (minutes === null || minutes >= 24 * 60)
    return { ok: false, error: 'slot_start_time must be a time as HH:MM AM/PM' };
  if (!isValidTimeZone(body.time_zone)) return { ok: false, error: 'time_zone is not a valid time zone' };
  const date = body.slot_date;
  return { ok: true, start: (zone) => zonedToUtc(date, minutes, zone) };
}

export function bookingRecordRoutes(app: Hono, store: Store) {
  const find = (c: Context) => store.state.seed.bookings.find((b) => b.sid === c.req.param('sid'));
  const notFound = (c: Context) => c.json({ error: 'Booking not found' }, 404);
  const answer = (c: Context, b: BookingRecord) =>
    c.json(serializeBooking(b, store.state.seed, new URL(c.req.url).origin));

  app.get(`${API}/v1/bookings/:sid`, (c) => {
    if (!store.state.capabilities.bookingDetails) return routeNotFound(c);
    const b = find(c);
    return b ? answer(c, b) : notFound(c);
  });

  app.patch(`${API}/v1/bookings/:sid`, async (c) => {
    if (!store.state.capabilities.bookingReschedule) return routeNotFound(c);
    const b = find(c);
    if (!b) return notFound(c);
    const read = await readJson(c);
    if (!read.ok) return badJson(c);
    const parsed = readReschedule(read.body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    if (CALLED_OFF.has(b.status)) return c.json({ error: CANCELLED_MESSAGE }, 422);
    const zone = read.body.time_zone as string;
    const start = parsed.start(zone);
    const end = start + (Date.parse(b.ends_at) - Date.parse(b.starts_at));
    const now = store.now();
    if (start < now) return c.json({ error: PAST_MESSAGE }, 422);
    if (clash(b, start, end, store.state.seed)) return c.json({ error: TAKEN_MESSAGE }, 422);
    const reason = read.body.reschedule_reason;
    Object.assign(b, {
      name: (read.body.name as string).trim(),
      email: (read.body.email as string).trim(),
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(end).toISOString(),
      time_zone: zone,
      reschedule_reason: typeof reason === 'string' && reason.trim() ? reason.trim() : null,
      updated_at: new Date(now).toISOString(),
    } satisfies Partial<BookingRecord>);
    return answer(c, b);
  });

  app.post(`${API}/v1/bookings/:sid/cancel`, (c) => {
    if (!store.state.capabilities.bookingCancel) return routeNotFound(c);
    const b = find(c);
    if (!b) return notFound(c);
    if (CALLED_OFF.has(b.status)) return c.json({ error: CANCELLED_MESSAGE }, 422);
    const now = store.now();
    if (Date.parse(b.ends_at) <= now) return c.json({ error: ENDED_MESSAGE }, 422);
    const reason = c.req.query('cancel_reason')?.trim();
    Object.assign(b, {
      status: 'cancelled',
      cancel_reason: reason || null,
      cancelled_by: 'host',
      updated_at: new Date(now).toISOString(),
    } satisfies Partial<BookingRecord>);
    return c.json({ message: CANCEL_DONE });
  });
}
