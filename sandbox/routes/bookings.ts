import type { Context, Hono } from 'hono';
import type { BookingRecord, Seed } from '../records.ts';
import { serializeBooking } from '../serialize.ts';
import { API, paginate, type Store } from '../store.ts';
import { bookingRecordRoutes } from './booking-record.ts';

// GET /v1/bookings and /v2/bookings with the filters the vendor documents for bookings.yaml:
// type, host_email, client_email, filters[starts_at|ends_at][rule|value], and on v1 sorting_order.
// One booking's routes (details, reschedule, cancel) are in booking-record.ts.

const TYPES = ['upcoming', 'past', 'cancelled', 'incomplete'] as const;
const RULES = ['at', 'after', 'before', 'between'] as const;
/** Statuses that never happen: they are neither upcoming nor past. */
const CALLED_OFF = new Set(['cancelled', 'rejected']);

type Predicate = (b: BookingRecord) => boolean;
type Parsed = { ok: true; keep: Predicate[] } | { ok: false; error: string };

function timeFilter(c: Context, field: 'starts_at' | 'ends_at'): Predicate | string | null {
  const rule = c.req.query(`filters[${field}][rule]`);
  const value = c.req.query(`filters[${field}][value]`);
  if (rule === undefined && value === undefined) return null;
  if (!RULES.includes(rule as (typeof RULES)[number])) {
    return `filters[${field}][rule] must be one of ${RULES.join(', ')}`;
  }
  const times = (value ?? '').split(',').map((v) => Date.parse(v.trim()));
  const wanted = rule === 'between' ? 2 : 1;
  if (times.length !== wanted || times.some(Number.isNaN)) {
    return rule === 'between'
      ? `filters[${field}][value] must be two UTC date-times separated by a comma`
      : `filters[${field}][value] must be a UTC date-time`;
  }
  const [a, b] = times as [number, number];
  const at = (x: BookingRecord) => Date.parse(x[field]);
  switch (rule) {
    case 'at':
      return (x) => at(x) === a;
    case 'after':
      return (x) => at(x) > a;
    case 'before':
      return (x) => at(x) < a;
    default:
      return (x) => at(x) >= Math.min(a, b) && at(x) <= Math.max(a, b);
  }
}

function parseFilters(c: Context, seed: Seed, now: number, timeFilters: boolean): Parsed {
  const keep: Predicate[] = [];
  const type = c.req.query('type');
  if (type !== undefined && type !== '') {
    if (!TYPES.includes(type as (typeof TYPES)[number]))
      return { ok: false, error: `type must be one of ${TYPES.join(', ')}` };
    // A booking under way counts as upcoming until it ends.
    if (type === 'upcoming') keep.push((b) => !CALLED_OFF.has(b.status) && Date.parse(b.ends_at) > now);
    if (type === 'past') keep.push((b) => !CALLED_OFF.has(b.status) && Date.parse(b.ends_at) <= now);
    if (type === 'cancelled') keep.push((b) => b.status === 'cancelled');
    if (type === 'incomplete') keep.push((b) => b.status === 'incomplete');
  }
  const host = c.req.query('host_email')?.trim().toLowerCase();
  if (host) {
    const ids = new Set(seed.members.filter((m) => m.email.toLowerCase() === host).map((m) => m.id));
    const meetingHosts = new Map(seed.meetings.map((m) => [m.id, m.kind === 'multihost' ? m.hostIds : []]));
    keep.push((b) => ids.has(b.hostId) || (meetingHosts.get(b.meetingId) ?? []).some((id) => ids.has(id)));
  }
  const client = c.req.query('client_email')?.trim().toLowerCase();
  if (client) keep.push((b) => b.email.toLowerCase() === client);
  // A workspace without the time filters ignores them, as it ignores any parameter it does not know.
  for (const field of timeFilters ? (['starts_at', 'ends_at'] as const) : []) {
    const filter = timeFilter(c, field);
    if (typeof filter === 'string') return { ok: false, error: filter };
    if (filter) keep.push(filter);
  }
  return { ok: true, keep };
}

export function bookingRoutes(app: Hono, store: Store) {
  const list = (version: 'v1' | 'v2') => (c: Context) => {
    const { seed, capabilities } = store.state;
    const parsed = parseFilters(c, seed, store.now(), capabilities.bookingFilters);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const order = (capabilities.bookingFilters ? c.req.query('sorting_order') : undefined) ?? 'desc';
    if (version === 'v1' && order !== 'asc' && order !== 'desc')
      return c.json({ error: 'sorting_order must be asc or desc' }, 400);
    const filtered = seed.bookings.filter((b) => parsed.keep.every((keep) => keep(b)));
    // v1 sorts by creation as its OpenAPI says; v2 keeps the newest meeting first.
    const sorted =
      version === 'v1'
        ? filtered.sort((a, b) => (order === 'asc' ? 1 : -1) * a.created_at.localeCompare(b.created_at))
        : filtered.sort((a, b) => b.starts_at.localeCompare(a.starts_at));
    const { items, pagination } = paginate(c, sorted, store.paginationMode);
    const origin = new URL(c.req.url).origin;
    return c.json({ bookings: items.map((b) => serializeBooking(b, seed, origin)), pagination });
  };
  app.get(`${API}/v2/bookings`, list('v2'));
  app.get(`${API}/v1/bookings`, list('v1'));
  bookingRecordRoutes(app, store);
}
