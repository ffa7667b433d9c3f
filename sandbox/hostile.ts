import { Hono } from 'hono';

// A "hostile workspace" for Slotboard's own tests (issue 9, PRODUCT.md decision 11): every answer
// is valid by the spec's schemas and absurd in what it says. Counts are negative or astronomically
// large, page sizes impossible, pages repeat the same ids forever or never run out, ids repeat
// within a page, and every optional field is null. It shares no code with the dashboard (src/) or
// the sandbox workspace, so it cannot agree with a mistake on either side. Any key is accepted.

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

  app.all(`${API}/*`, (c) => c.json({ error: 'Not found' }, 404));
  return app;
}
