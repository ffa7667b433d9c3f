import { Hono } from 'hono';
import { ABSURD } from './hostile-values.ts';
import { hostileLinkRoutes } from './hostile-links.ts';
import { availability, booking, meeting, member, pkg, vendorMeeting } from './hostile-records.ts';

// A "hostile workspace" for Slotboard's own tests (docs/product.md decision 11): every answer
// is valid by the spec's schemas and absurd in what it says. Counts are negative or astronomically
// large, page sizes impossible, pages repeat the same ids forever or never run out, ids repeat
// within a page, and most optional fields are null; the durations, notices, fees and dates it does
// send are past belief (docs/product.md decision 21). It shares no code with the dashboard (src/) or
// the sandbox workspace, so it cannot agree with a mistake on either side. Any key is accepted.
// Availabilities follow the vendor's optional reads (contracts/neetocal/openapi/availabilities.yaml, docs/product.md decision 10).

export const HOSTILE_PATH = '/sandbox/hostile';
const API = '/api/external';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

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
  // Every fourth is shaped as the vendor's schema has it, without `hosts`.
  for (const version of ['v1', 'v2']) {
    app.get(`${API}/${version}/meetings`, (c) => {
      const size = sizeOf(c.req.query('page_size'));
      const ids = range(1, size);
      return c.json({
        meetings: [...ids.map((n) => (n % 4 === 0 ? vendorMeeting(n) : meeting(n))), meeting(1)],
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

  hostileLinkRoutes(app, API);
  app.all(`${API}/*`, (c) => c.json({ error: 'Not found' }, 404));
  return app;
}
