import { Hono } from 'hono';

// A "hostile workspace" for Slotboard's own tests (issue 9, PRODUCT.md decision 11): every answer
// is valid by the spec's schemas and absurd in what it says. Counts are negative or astronomically
// large, page sizes impossible, pages repeat the same ids forever or never run out, ids repeat
// within a page, and every optional field is null. It shares no code with the dashboard (src/) or
// the sandbox workspace, so it cannot agree with a mistake on either side. Any key is accepted.
// Availabilities follow the vendor's optional reads (openapi/availabilities.yaml, PRODUCT.md decision 10).

export const HOSTILE_PATH = '/sandbox/hostile';
const API = '/api/external';

/** Counts a careless client would believe and print. */
export const ABSURD = {
  negativeTotal: -70_396_469,
  negativePages: -36_386_708,
  negativeSize: -48_134_131,
  negativePackages: -22_897_404,
  hugeTotal: 9_007_199_254_740_991,
  hugePages: 4_294_967_295,
  /** Plausible on its own, but the pages behind it never end. */
  endlessTotal: 900_000,
} as const;

const nulls = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;

const meeting = (n: number) => ({
  id: `hostile-meeting-${n}`,
  sid: `hm${n}`,
  name: n % 3 === 0 ? null : `Hostile link ${n}`,
  ...nulls(
    'slug', 'description', 'kind', 'duration', 'disabled', 'spot', 'spot_in_person_location', 'spot_custom_text',
    'spot_phone_call_number', 'is_template', 'schedulable_range_type', 'schedulable_range_value', 'lead_time',
    'start_time_increment', 'before_buffer_time', 'after_buffer_time', 'created_at', 'updated_at', 'deleted_at',
    'hosts', 'spots', 'durations', 'durations_possible', 'fees', 'locked_time_zone',
  ),
});

const pkg = (n: number) => ({
  id: `hostile-package-${n}`,
  name: n % 2 ? `Hostile package ${n}` : null,
  ...nulls('slug', 'status', 'duration', 'fee', 'description', 'meetings', 'created_at', 'updated_at'),
});

const member = (n: number) => ({
  id: `hostile-member-${n}`,
  email: n % 4 === 0 ? null : `member${n}@hostile.test`,
  ...nulls('first_name', 'last_name', 'name', 'time_zone', 'organization_role', 'active', 'created_at', 'updated_at'),
});

const booking = (n: number) => ({
  id: `hostile-booking-${n}`,
  name: n % 2 ? `Client ${n}` : null,
  ...nulls(
    'sid', 'parent_booking_id', 'email', 'host_name', 'host_email', 'multihosts', 'status', 'starts_at', 'ends_at',
    'time_zone', 'meeting_id', 'meeting', 'form_responses', 'created_at', 'cancel_reason', 'cancelled_by',
  ),
});

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

// Availabilities: hours no clock can read, ends before starts, the same range over and over, days
// that are not days, dates that are not dates, buffers of minus millions, and rows with no hours at all.
const ODD_PERIODS = [
  { id: null, wday: 'monday', start_time: '25:99 PM', end_time: '09:00 AM' },
  { id: null, wday: 'tuesday', start_time: '05:00 PM', end_time: '09:00 AM' },
  { id: null, wday: 'funday', start_time: '09:00 AM', end_time: '05:00 PM' },
  { id: null, wday: 'wednesday', start_time: '-70396469', end_time: '4294967295' },
  ...Array.from({ length: 40 }, () => ({ id: null, wday: 'thursday', start_time: '09:00 AM', end_time: '05:00 PM' })),
  { id: null, wday: 'friday', start_time: '', end_time: '' },
];
const ODD_OVERRIDES = [
  { date: '0000-00-00', periods: null },
  { date: 'not a date', periods: [{ wday: null, start_time: '13:00 PM', end_time: '99:99 AM' }] },
  { date: '275760-09-13', periods: [] },
  { date: '2026-02-30', periods: [{ wday: 'saturday', start_time: '11:00 PM', end_time: '01:00 AM' }] },
];
const availability = (id: string, email: string | null, n: number) => ({
  id,
  sid: `ha${n}`,
  name: n % 3 === 0 ? null : `Hostile hours ${n % 7}`,
  default: n % 2 === 0 ? true : null,
  periods: n % 5 === 0 ? null : ODD_PERIODS,
  overrides: n % 4 === 0 ? null : ODD_OVERRIDES,
  user: n % 6 === 0 ? null : { id: null, name: null, email },
  before_buffer_time: ABSURD.negativeSize,
  after_buffer_time: ABSURD.hugePages,
});
/** Some email sets get pages that never run out of new ids; the others the same page forever. */
const endlessFor = (emails: string[]) => [...(emails[0] ?? '')].reduce((n, ch) => n + ch.charCodeAt(0), 0) % 2 === 0;

/** The page a careless client would keep asking for: page_number as sent, or "none". */
const pageOf = (raw: string | undefined) => {
  const n = Number(raw);
  return raw === undefined || !Number.isFinite(n) ? null : n;
};
const sizeOf = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100) : 100;
};

export function createHostileApp() {
  const app = new Hono();

  // Links: negative totals and sizes; every page holds the same ids (the first twice over), forever.
  for (const version of ['v1', 'v2']) {
    app.get(`${API}/${version}/meetings`, (c) => {
      const size = sizeOf(c.req.query('page_size'));
      const ids = range(1, size);
      return c.json({
        meetings: [...ids.map(meeting), meeting(1)],
        pagination: {
          total_records: ABSURD.negativeTotal,
          total_pages: ABSURD.negativePages,
          page_size: ABSURD.negativeSize,
          current_page_number: 17_277,
        },
      });
    });
  }

  // Packages: astronomically large totals, one real page, then empty pages.
  app.get(`${API}/v1/packages`, (c) => {
    const page = pageOf(c.req.query('page_number')) ?? 1;
    const size = sizeOf(c.req.query('page_size'));
    return c.json({
      packages: page === 1 ? range(1, size).map(pkg) : [],
      pagination: { total_records: page === 1 && size === 1 ? ABSURD.negativePackages : ABSURD.hugeTotal, total_pages: ABSURD.hugePages, page_size: 0, current_page_number: null },
    });
  });

  // Team members: a believable-looking total whose pages never run out of new ids.
  app.get(`${API}/v1/team_members`, (c) => {
    const page = pageOf(c.req.query('page_number')) ?? 1;
    const size = sizeOf(c.req.query('page_size'));
    return c.json({
      team_members: range((page - 1) * size + 1, size).map(member),
      pagination: { total_records: ABSURD.endlessTotal, total_pages: null, page_size: size, current_page_number: page },
    });
  });

  // Bookings: a total smaller than the rows already sent, and pages that contradict it.
  for (const version of ['v1', 'v2']) {
    app.get(`${API}/${version}/bookings`, (c) => {
      const page = pageOf(c.req.query('page_number')) ?? 1;
      const size = sizeOf(c.req.query('page_size'));
      return c.json({
        bookings: range((page - 1) * size + 1, size).map(booking),
        pagination: { total_records: 3, total_pages: -1, page_size: null, current_page_number: -page },
      });
    });
  }

  // Availabilities, listed by emails[] and paged with `page` (openapi/availabilities.yaml): every
  // member asked for has rows on every page, ids repeat within a page, a member nobody asked for
  // comes along, and the totals are absurd. A list naming nobody is refused, as the vendor documents.
  const availabilityPage = (emails: string[], page: number, size: number) => {
    const p = endlessFor(emails) ? page : 1;
    const rows = range(0, Math.max(1, size - 2)).map((k) => availability(`hostile-availability-${p}-${k}`, emails[k % emails.length] ?? null, p * 100 + k));
    return {
      availabilities: [...rows, rows[0], availability(`hostile-availability-${p}-stranger`, 'stranger@hostile.test', 1)],
      pagination: { total_records: ABSURD.hugeTotal, total_pages: ABSURD.hugePages, page_size: ABSURD.negativeSize, current_page_number: 17_277 },
    };
  };
  app.get(`${API}/v1/availabilities`, (c) => {
    const emails = [...(c.req.queries('emails[]') ?? [])].filter(Boolean);
    if (emails.length === 0) return c.json({ error: 'Emails are required' }, 400);
    return c.json(availabilityPage(emails, pageOf(c.req.query('page')) ?? 1, sizeOf(c.req.query('page_size'))));
  });
  app.get(`${API}/v1/availabilities/team_member`, (c) => {
    const email = c.req.query('email');
    if (!email) return c.json({ error: 'Email is required' }, 400);
    return c.json(availabilityPage([email], pageOf(c.req.query('page')) ?? 1, sizeOf(c.req.query('page_size'))));
  });
  for (const version of ['v1', 'v2']) {
    // Any id is "found", with hours no clock can read and a member without a name.
    app.get(`${API}/${version}/availabilities/:id`, (c) => c.json({ availability: availability(c.req.param('id'), 'member1@hostile.test', 1) }));
  }

  app.all(`${API}/*`, (c) => c.json({ error: 'Not found' }, 404));
  return app;
}
