import { type Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod/mini';
import { isCrossSite, jsonBodiesOnly } from '../../http-guards/guards.ts';
import { whoOf } from '../auth.ts';
import type { SharedRecord } from './shared-record.ts';
import { type Filter, MAX_PAGE, type RecordItem, type RecordStore } from './store.ts';

// The record's API for Activity, below /api/slotboard/record: a page of writes newest first (a
// cursor to the next), the same filtered view as CSV, the app's meaning of a write it made, and a
// run's row claimed by one browser only.

export const RECORD_PATH = '/api/slotboard/record';
const DEFAULT_PAGE = 50;

const text = z.string().check(z.minLength(1), z.maxLength(2000));
const entrySchema = z.object({
  workspace: text,
  method: z.enum(['POST', 'PATCH', 'PUT', 'DELETE']),
  path: text,
  bodySha256: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  resourceKind: text,
  resourceId: z.string().check(z.maxLength(2000)),
  action: text,
  what: z.string().check(z.maxLength(2000)),
  change: z.optional(z.string().check(z.maxLength(20_000))),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  result: z.enum(['saved', 'failed', 'uncertain']),
  detail: z.optional(z.string().check(z.maxLength(20_000))),
  runId: z.optional(text),
});
const claimSchema = z.object({ runId: text, rowKey: text });

const unreachable = (c: Context) =>
  c.json({ error: 'The shared record cannot be reached right now.', code: 'record_unreachable' }, 503);
const badRequest = (c: Context, error: string) => c.json({ error, code: 'bad_request' }, 400);

/** An instant with its offset, or a date (its start in UTC). */
const instant = (value: string | undefined): number | undefined | null => {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)) return null;
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isFinite(ms) ? ms : null;
};

function readFilter(c: Context): Filter | string {
  const q = (name: string) => c.req.query(name)?.trim() || undefined;
  const from = instant(q('from'));
  const to = instant(q('to'));
  if (from === null || to === null) return 'from and to are a date (2026-11-21) or an instant with its offset.';
  return { who: q('who'), what: q('what'), workspace: q('workspace'), runId: q('run'), from, to };
}

/**
 * A spreadsheet cell: RFC 4180 quoting, a cell a spreadsheet would run as a formula defused with a
 * quote, and text it would read as a number, a date or a truth value ("0012", "12/03", "TRUE") kept
 * as text with the same quote, unless the column holds values (decision 0031). The app's own export
 * (src/lib/csv.ts) follows the same rule; the server may not import it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const VALUE_LIKE =
  /^\s*(true|false|\(?[$€£¥]?\s*[\d.,]*\d[\d.,]*(e[-+]?\d+)?\s*%?\)?|\d{1,4}([/.:-]\d{1,4}){1,2}(\s+\d{1,2}(:\d{1,2}){1,2})?(\s*[ap]\.?m\.?)?)\s*$/i;
export function csvCell(value: string | number | null | undefined, kind: 'text' | 'value' = 'text'): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (typeof value === 'string' && (FORMULA_START.test(cell) || (kind === 'text' && VALUE_LIKE.test(cell))))
    cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

const asJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const CSV_COLUMNS: [string, (i: RecordItem) => string | number | null, ('text' | 'value')?][] = [
  // A wall time a spreadsheet reads as a date (the app's exports do the same), its zone in the header.
  ['When (UTC)', (i) => i.at.slice(0, 19).replace('T', ' '), 'value'],
  ['Who', (i) => i.who],
  ['Workspace', (i) => i.workspace],
  ['Kind', (i) => i.meaning?.resourceKind ?? ''],
  ['What', (i) => i.meaning?.what ?? ''],
  ['Change', (i) => i.meaning?.change ?? ''],
  ['Result', (i) => i.meaning?.result ?? ''],
  ['Details', (i) => i.meaning?.detail ?? i.failure],
  ['Sent', (i) => asJson(i.meaning?.after)],
  ['Before', (i) => asJson(i.meaning?.before)],
  ['Method', (i) => i.method],
  ['Path', (i) => i.path],
  ['Status', (i) => i.status],
];
const csvLine = (cells: (string | number | null)[], kinds: ('text' | 'value' | undefined)[] = []) =>
  `${cells.map((cell, n) => csvCell(cell, kinds[n])).join(',')}\r\n`;

export function recordRoutes(record: SharedRecord): Hono {
  const app = new Hono();
  const withStore = async (c: Context, answer: (store: RecordStore) => Promise<Response>) => {
    const store = record.current;
    if (!store) return unreachable(c);
    try {
      return await answer(store);
    } catch {
      return unreachable(c);
    }
  };

  app.get('/activity', (c) => {
    const filter = readFilter(c);
    if (typeof filter === 'string') return badRequest(c, filter);
    const cursor = c.req.query('cursor');
    if (cursor !== undefined && !/^[1-9]\d{0,15}$/.test(cursor))
      return badRequest(c, 'That cursor is not one this server gave.');
    const limit = Number(c.req.query('limit') ?? DEFAULT_PAGE);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
      return badRequest(c, `limit is a whole number from 1 to ${MAX_PAGE}.`);
    return withStore(c, async (store) => {
      const page = await store.page(filter, { before: cursor ? Number(cursor) : undefined, limit });
      return c.json(
        { items: page.items, next: page.next === null ? null : String(page.next), retentionDays: record.retentionDays },
        200,
        { 'Cache-Control': 'no-store' },
      );
    });
  });

  app.get('/activity.csv', (c) => {
    const filter = readFilter(c);
    if (typeof filter === 'string') return badRequest(c, filter);
    return withStore(c, async (store) => {
      // The first page is read before the answer starts, so a record that is down is a 503, not a broken file.
      const items = store.each(filter);
      const first = await items.next();
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="slotboard-activity.csv"');
      c.header('Cache-Control', 'no-store');
      const line = (item: RecordItem) =>
        csvLine(
          CSV_COLUMNS.map(([, value]) => value(item)),
          CSV_COLUMNS.map(([, , kind]) => kind),
        );
      return stream(c, async (out) => {
        // Lines go out some 64 KiB at a time: one write each would be 100,000 waits for 100,000 rows.
        let part = `\uFEFF${csvLine(CSV_COLUMNS.map(([header]) => header))}`;
        if (!first.done) part += line(first.value);
        for await (const item of items) {
          part += line(item);
          if (part.length < 64 * 1024) continue;
          await out.write(part);
          part = '';
        }
        await out.write(part);
      });
    });
  });

  app.use('*', jsonBodiesOnly());
  app.post('/entries', async (c) => {
    if (isCrossSite(c)) return c.json({ error: 'Send entries from Slotboard itself.', code: 'cross_site' }, 403);
    const parsed = entrySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return badRequest(c, 'That is not an activity entry.');
    return withStore(c, async (store) => {
      const writeId = await store.acceptEntry(whoOf(c), parsed.data);
      if (writeId === null)
        return c.json(
          {
            error: 'No such write passed through this server for you in the last minutes: the entry was not kept.',
            code: 'no_such_write',
          },
          409,
        );
      return c.json({ writeId: String(writeId) }, 201);
    });
  });

  app.post('/claims', async (c) => {
    if (isCrossSite(c)) return c.json({ error: 'Claim rows from Slotboard itself.', code: 'cross_site' }, 403);
    const parsed = claimSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return badRequest(c, 'A claim names a run and a row.');
    const { runId, rowKey } = parsed.data;
    return withStore(c, async (store) => {
      if (await store.claim(runId, rowKey, whoOf(c))) return c.json({ claimed: true });
      // Who holds it, so the app can say whose revert is writing this row.
      return c.json({ claimed: false, by: (await store.claimant(runId, rowKey)) ?? 'another admin' });
    });
  });

  app.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return app;
}
