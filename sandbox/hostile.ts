import { Hono } from 'hono';

// A "hostile workspace" for Slotboard's own tests (docs/product.md decision 11): every answer
// is valid by the spec's schemas and absurd in what it says. Counts are negative or astronomically
// large, page sizes impossible, pages repeat the same ids forever or never run out, ids repeat
// within a page, and most optional fields are null; the durations, notices, fees and dates it does
// send are past belief (docs/product.md decision 21). It shares no code with the dashboard (src/) or
// the sandbox workspace, so it cannot agree with a mistake on either side. Any key is accepted.
// Availabilities follow the vendor's optional reads (contracts/neetocal/openapi/availabilities.yaml, docs/product.md decision 10).

export const HOSTILE_PATH = '/sandbox/hostile';
const API = '/api/external';

/** Counts a careless client would believe and print. */
const ABSURD = {
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

/**
 * Values no screen may print (docs/product.md decision 21): durations, buffers, notices and intervals
 * below zero or past a year of minutes, fees below zero or past a billion, windows of negative days,
 * dates before 2000 and after 2100. Each is its own number, so a leak says which field it came from.
 */
export const UNBELIEVABLE = {
  duration: -83_670_598,
  durationChoice: 2_147_483_647,
  leadTime: -54_376_347,
  reschedulingLeadTime: 525_601,
  cancellationLeadTime: 31_415_926,
  startTimeIncrement: 14_557_618,
  beforeBuffer: -2_718_281,
  afterBuffer: 86_400_000,
  daysAhead: '-31337',
  dateRange: '1894-03-01 to 2187-01-01',
  feeCents: -1_234_567,
  feeDecimal: 'Infinity',
  feeYen: 4_503_599_627_370_496,
  originalPrice: -73_519_004,
  packageSeconds: -61_472_953,
  packageSecondsPastAYear: 31_536_001,
  packageFeeCents: -6_180_339,
  packageFeePaise: 123_456_789_012_345,
  /** Years of the dates sent: before 2000, after 2100. */
  years: [1894, 2187, 2245, 1969],
} as const;
const U = UNBELIEVABLE;

/** Digits with any thousands or decimal separator between them: "83670598", "83,670,598", "12,345.67". */
const digitsAnyHow = (n: number | string) => [...String(n).replace(/\D/g, '')].join('[,.\\s\u00a0\u202f]?');
/** The values sent in minutes and in seconds, as whole days: how a careless "1 d 2 h" would start. */
const wholeDays = [
  ...[
    U.duration,
    U.durationChoice,
    U.leadTime,
    U.reschedulingLeadTime,
    U.cancellationLeadTime,
    U.startTimeIncrement,
    U.beforeBuffer,
    U.afterBuffer,
  ].map((m) => Math.floor(Math.abs(m) / 1440)),
  ...[U.packageSeconds, U.packageSecondsPastAYear].map((s) => Math.floor(Math.abs(s) / 86_400)),
];
/**
 * Any value of UNBELIEVABLE as a screen or a file might write it, for tests to find a leak: each
 * number in any formatting, its whole days as a duration ("10109 d"), "Infinity", and the years of the dates.
 */
export const UNBELIEVABLE_TEXT = new RegExp(
  [
    ...Object.values(U).flatMap((v) =>
      (typeof v === 'number' || typeof v === 'string') && /\d{5}/.test(String(v)) ? [digitsAnyHow(v)] : [],
    ),
    ...wholeDays.map((d) => `\\b${digitsAnyHow(d)}\\s?d\\b`),
    'Infinity',
    ...U.years.map((y) => `\\b${y}\\b`),
  ].join('|'),
);

const meeting = (n: number) => ({
  id: `hostile-meeting-${n}`,
  sid: `hm${n}`,
  name: n % 3 === 0 ? null : `Hostile link ${n}`,
  ...nulls(
    'slug',
    'description',
    'kind',
    'disabled',
    'spot',
    'spot_in_person_location',
    'spot_custom_text',
    'spot_phone_call_number',
    'is_template',
    'deleted_at',
    'hosts',
    'spots',
    'durations_possible',
    'locked_time_zone',
  ),
  duration: U.duration,
  // Odd links offer a choice of durations, one of them believable: the list is what is shown.
  durations:
    n % 2
      ? [
          { id: null, duration: 30, is_default: true },
          { id: null, duration: U.durationChoice, is_default: false },
        ]
      : null,
  lead_time: U.leadTime,
  rescheduling_lead_time: U.reschedulingLeadTime,
  cancellation_lead_time: U.cancellationLeadTime,
  start_time_increment: U.startTimeIncrement,
  before_buffer_time: U.beforeBuffer,
  after_buffer_time: U.afterBuffer,
  schedulable_range_type: n % 2 ? 'number_of_days_into_the_future' : 'date_range',
  schedulable_range_value: n % 2 ? U.daysAhead : U.dateRange,
  created_at: '1894-03-01T09:00:00Z',
  updated_at: n % 2 ? '2187-01-01T00:00:00Z' : '1969-12-31T23:59:59Z',
  fees: [
    {
      id: null,
      amount: String(U.feeCents / 100),
      currency: 'usd',
      amount_in_smallest_currency_unit: U.feeCents,
      payment_provider: 'stripe',
    },
    {
      id: null,
      amount: U.feeDecimal,
      currency: 'eur',
      amount_in_smallest_currency_unit: null,
      payment_provider: 'paypal',
    },
    { id: null, amount: null, currency: 'jpy', amount_in_smallest_currency_unit: U.feeYen, payment_provider: 'cash' },
  ],
  original_price_enabled: true,
  original_price: U.originalPrice,
});

const pkg = (n: number) => ({
  id: `hostile-package-${n}`,
  name: n % 2 ? `Hostile package ${n}` : null,
  ...nulls('slug', 'status', 'description', 'meetings', 'created_at', 'updated_at'),
  duration: n % 2 ? U.packageSeconds : U.packageSecondsPastAYear,
  fee:
    n % 2
      ? {
          amount: String(U.packageFeeCents / 100),
          currency: 'usd',
          amount_in_smallest_currency_unit: U.packageFeeCents,
        }
      : { amount: null, currency: 'inr', amount_in_smallest_currency_unit: U.packageFeePaise },
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
    'sid',
    'parent_booking_id',
    'email',
    'host_name',
    'host_email',
    'multihosts',
    'status',
    'meeting_id',
    'meeting',
    'form_responses',
    'cancel_reason',
    'cancelled_by',
  ),
  time_zone: 'Asia/Kolkata',
  // Odd bookings happen in 1894; even ones start now and end in 2245.
  ...(n % 2
    ? {
        starts_at: '1894-05-17T10:00:00Z',
        ends_at: '1894-05-17T10:30:00Z',
        starts_at_for_client: '1894-05-17T15:30:00+05:30',
        ends_at_for_client: '1894-05-17T16:00:00+05:30',
        created_at: '2187-01-01T00:00:00Z',
      }
    : {
        starts_at: '2026-03-02T10:00:00Z',
        ends_at: '2245-01-01T00:00:00Z',
        starts_at_for_client: '2026-03-02T15:30:00+05:30',
        ends_at_for_client: '2245-01-01T05:30:00+05:30',
        created_at: '1969-12-31T23:59:59Z',
      }),
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
      pagination: {
        total_records: page === 1 && size === 1 ? ABSURD.negativePackages : ABSURD.hugeTotal,
        total_pages: ABSURD.hugePages,
        page_size: 0,
        current_page_number: null,
      },
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
    const rows = range(0, Math.max(1, size - 2)).map((k) =>
      availability(`hostile-availability-${p}-${k}`, emails[k % emails.length] ?? null, p * 100 + k),
    );
    return {
      availabilities: [
        ...rows,
        rows[0],
        availability(`hostile-availability-${p}-stranger`, 'stranger@hostile.test', 1),
      ],
      pagination: {
        total_records: ABSURD.hugeTotal,
        total_pages: ABSURD.hugePages,
        page_size: ABSURD.negativeSize,
        current_page_number: 17_277,
      },
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
    app.get(`${API}/${version}/availabilities/:id`, (c) =>
      c.json({ availability: availability(c.req.param('id'), 'member1@hostile.test', 1) }),
    );
  }

  app.all(`${API}/*`, (c) => c.json({ error: 'Not found' }, 404));
  return app;
}
