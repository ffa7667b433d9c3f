import type { Context, Hono } from 'hono';
import { linkSlots, slotsBody } from '../slots.ts';
import { API, routeNotFound, type Store } from '../store.ts';
import { isValidTimeZone } from '../time.ts';

// GET /v1/slots/{meeting_slug}?time_zone=&year=&month=[&day=] (the vendor's slots.yaml): a link's
// bookable times for a month, or one day of it, in the asked zone. One of the vendor's optional
// endpoints (docs/product.md decision 10): a workspace without it answers 404 as for any path.

const whole = (raw: string | undefined, digits: number) =>
  raw !== undefined && new RegExp(`^\\d{1,${digits}}$`).test(raw) ? Number(raw) : null;

function readQuery(
  c: Context,
): { ok: true; timeZone: string; year: number; month: number; day?: number } | { ok: false; error: string } {
  const timeZone = c.req.query('time_zone');
  if (!isValidTimeZone(timeZone))
    return { ok: false, error: 'time_zone must be an IANA time zone such as Asia/Kolkata' };
  const year = whole(c.req.query('year'), 4);
  if (year === null || year < 2000 || year > 2100) return { ok: false, error: 'year must be a year from 2000 to 2100' };
  const month = whole(c.req.query('month'), 2);
  if (month === null || month < 1 || month > 12) return { ok: false, error: 'month must be a number from 1 to 12' };
  const rawDay = c.req.query('day');
  if (rawDay === undefined || rawDay === '') return { ok: true, timeZone, year, month };
  const day = whole(rawDay, 2);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === null || day < 1 || day > days)
    return { ok: false, error: `day must be a day of that month, from 1 to ${days}` };
  return { ok: true, timeZone, year, month, day };
}

export function slotRoutes(app: Hono, store: Store) {
  app.get(`${API}/v1/slots/:slug`, (c) => {
    if (store.state.capabilities.slots === false) return routeNotFound(c);
    const { seed, availabilities } = store.state;
    const link = seed.meetings.find((m) => m.slug === c.req.param('slug'));
    if (!link) return c.json({ error: 'Scheduling link not found' }, 404);
    const query = readQuery(c);
    if (!query.ok) return c.json({ error: query.error }, 400);
    const world = {
      members: seed.members,
      availabilities,
      bookings: seed.bookings,
      links: seed.meetings,
      now: store.now(),
    };
    return c.json(slotsBody(linkSlots(link, world, query), query.timeZone));
  });
}
