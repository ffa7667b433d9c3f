import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../app';
import { PROXY_SECRET_HEADER } from '../proxy-trust';
import { RECORD_HEADER } from '../proxy';
import { csvCell } from './routes';
import { SharedRecord } from './shared-record';
import { sha256, type RecordStore } from './store';
import { POSTGRES_MISSING, POSTGRES_URL, TEST_STORES } from './test-stores';

// The record as the server keeps it: every write the proxy forwards, with who sent it; the app's
// meaning accepted only for such a write; Activity's pages and CSV; and a record that is down, which
// stops no write.

const T0 = Date.parse('2026-11-21T12:00:00Z');
const BASE = 'http://localhost';
const SECRET = 'Vq3kP0dXz8LmT2rY6wN4bH1sJ9cF5gA7eU-iO_pQxZ';
const KEY = 'key-that-must-never-be-kept-9f8e7d';
const MEMBER = '/api/external/v2/team_members/m1';
const PROXIED = `${BASE}/proxy/https/acme.neetocal.com${MEMBER}`;
const BODY = '{"role":"admin"}';

for (const kind of TEST_STORES) {
  const missing = kind.name === 'postgres' && !POSTGRES_URL;
  describe.skipIf(missing)(
    `the server's record on ${kind.name}${missing ? ` (skipped: ${POSTGRES_MISSING})` : ''}`,
    () => {
      let now = T0;
      let store: RecordStore;
      let dispose: () => Promise<void>;
      let again: () => Promise<RecordStore>;
      let forwarded: string[];
      let app: ReturnType<typeof createServerApp>;
      let record: SharedRecord;
      beforeEach(async () => {
        now = T0;
        forwarded = [];
        ({ store, dispose, again } = await kind.open(() => now));
        record = quiet(store);
        app = copy(record);
      });
      afterEach(() => dispose());

      const quiet = (on: RecordStore) =>
        new SharedRecord(
          on,
          90,
          () => now,
          () => {},
        );
      /** A server copy on `shared`: several behind a load balancer share one record. */
      const copy = (shared: SharedRecord) =>
        createServerApp({
          upstreams: '*.neetocal.com',
          fetch: async (input, init) => {
            forwarded.push(`${init?.method} ${String(input)}`);
            if (String(input).endsWith('/m404')) return Response.json({ error: 'Not found' }, { status: 404 });
            return Response.json({ team_member: { id: 'm1', role: 'admin' } });
          },
          auth: { userHeader: 'X-Forwarded-User' },
          proxySecret: SECRET,
          record: shared,
        });

      const as = (who: string, init: RequestInit = {}) => ({
        ...init,
        headers: {
          'X-Forwarded-User': who,
          [PROXY_SECRET_HEADER]: SECRET,
          ...(init.headers as Record<string, string>),
        },
      });
      const patch = (who: string, body = BODY, url = PROXIED) =>
        app.request(
          url,
          as(who, { method: 'PATCH', body, headers: { 'Content-Type': 'application/json', 'X-Api-Key': KEY } }),
        );
      const postEntry = (who: string, entry: Record<string, unknown>) =>
        app.request(
          `${BASE}/api/slotboard/record/entries`,
          as(who, { method: 'POST', body: JSON.stringify(entry), headers: { 'Content-Type': 'application/json' } }),
        );
      const entry = (over: Record<string, unknown> = {}) => ({
        workspace: 'https://acme.neetocal.com',
        method: 'PATCH',
        path: MEMBER,
        bodySha256: sha256(BODY),
        resourceKind: 'team_member',
        resourceId: 'm1',
        action: 'update',
        what: 'Oliver Smith',
        change: 'Role: Member → Admin',
        before: { role: 'member' },
        after: { role: 'admin' },
        result: 'saved',
        ...over,
      });
      const activity = async (who: string, query = '') => {
        const res = await app.request(`${BASE}/api/slotboard/record/activity${query}`, as(who));
        expect(res.status).toBe(200);
        return (await res.json()) as {
          items: { who: string; meaning: { what: string } | null }[];
          next: string | null;
        };
      };

      it('keeps every write it forwards with who sent it, and never the key', async () => {
        const res = await patch('ada@example.org');
        expect(res.status).toBe(200);
        expect(res.headers.get(RECORD_HEADER)).toBe('kept');
        // A read is not a change: not kept.
        await app.request(PROXIED, as('ada@example.org', { headers: { 'X-Api-Key': KEY } }));
        const refused = await patch(
          'ada@example.org',
          BODY,
          `${BASE}/proxy/https/acme.neetocal.com/api/external/v2/team_members/m404`,
        );
        expect(refused.status).toBe(404);
        const { items } = await activity('grace@example.org');
        expect(items).toMatchObject([
          { who: 'ada@example.org', method: 'PATCH', status: 404, path: '/api/external/v2/team_members/m404' },
          { who: 'ada@example.org', method: 'PATCH', status: 200, path: MEMBER, at: '2026-11-21T12:00:00.000Z' },
        ]);
        const kept = await store.db.all('SELECT * FROM writes ORDER BY id');
        const rows = JSON.stringify(kept);
        expect(kept[0]).toMatchObject({ body: BODY, answer: '{"team_member":{"id":"m1","role":"admin"}}' });
        expect(rows).not.toContain(KEY);
        expect(rows).not.toContain(SECRET);
      });

      it('accepts the meaning of a write that passed, for whoever sent it', async () => {
        await patch('ada@example.org');
        const res = await postEntry('ada@example.org', entry());
        expect(res.status).toBe(201);
        const { items } = await activity('grace@example.org', '?what=team_member');
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({
          who: 'ada@example.org',
          meaning: { what: 'Oliver Smith', before: { role: 'member' } },
        });
      });

      it('refuses a forged entry: a write the proxy never forwarded, or another person’s', async () => {
        const forged = await postEntry('ada@example.org', entry());
        expect(forged.status).toBe(409);
        expect(await forged.json()).toMatchObject({ code: 'no_such_write' });
        await patch('ada@example.org');
        expect((await postEntry('mallory@example.org', entry())).status).toBe(409);
        expect((await postEntry('ada@example.org', entry({ bodySha256: sha256('{"role":"owner"}') }))).status).toBe(
          409,
        );
        expect((await postEntry('ada@example.org', entry({ resourceKind: '' }))).status).toBe(400);
        expect((await activity('grace@example.org', '?what=team_member')).items).toEqual([]);
        expect(forwarded).toHaveLength(1);
      });

      it('pages by cursor and filters by who, and exports the filtered view as CSV', async () => {
        for (let i = 0; i < 3; i++) await patch('ada@example.org', `{"n":${i}}`);
        await patch('grace@example.org', '{"n":"=HYPERLINK(1)"}');
        const first = await activity('ada@example.org', '?who=ada%40example.org&limit=2');
        expect(first.items).toHaveLength(2);
        const rest = await activity('ada@example.org', `?who=ada%40example.org&limit=2&cursor=${first.next}`);
        expect(rest.items).toHaveLength(1);
        expect(rest.next).toBeNull();
        const csv = await app.request(
          `${BASE}/api/slotboard/record/activity.csv?who=grace%40example.org`,
          as('ada@example.org'),
        );
        expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
        const bytes = new Uint8Array(await csv.arrayBuffer());
        // A BOM first, so that a spreadsheet reads UTF-8.
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = new TextDecoder().decode(bytes).split('\r\n');
        expect(lines[0]).toBe(
          'When (UTC),Who,Workspace,Kind,What,Change,Result,Details,Sent,Before,Method,Path,Status',
        );
        expect(lines.slice(1)).toEqual([
          `2026-11-21 12:00:00,grace@example.org,https://acme.neetocal.com,,,,,,,,PATCH,${MEMBER},200`,
          '',
        ]);
        expect(
          (await app.request(`${BASE}/api/slotboard/record/activity?from=yesterday`, as('ada@example.org'))).status,
        ).toBe(400);
      });

      it('shares one record between two server copies: a write through one is seen and explained through the other', async () => {
        const other = copy(quiet(await again()));
        await patch('ada@example.org');
        const explain = (server: typeof app) =>
          server.request(
            `${BASE}/api/slotboard/record/entries`,
            as('ada@example.org', {
              method: 'POST',
              body: JSON.stringify(entry()),
              headers: { 'Content-Type': 'application/json' },
            }),
          );
        // Her next request lands on the other copy: it knows the write, and explains it once only.
        expect((await explain(other)).status).toBe(201);
        expect((await explain(app)).status).toBe(409);
        const seen = await other.request(`${BASE}/api/slotboard/record/activity`, as('grace@example.org'));
        expect(((await seen.json()) as { items: unknown[] }).items).toMatchObject([
          { who: 'ada@example.org', path: MEMBER, meaning: { what: 'Oliver Smith', before: { role: 'member' } } },
        ]);
        const claim = (server: typeof app, who: string) =>
          server.request(
            `${BASE}/api/slotboard/record/claims`,
            as(who, {
              method: 'POST',
              body: JSON.stringify({ runId: 'run-9', rowKey: 'member:m1' }),
              headers: { 'Content-Type': 'application/json' },
            }),
          );
        const answers = await Promise.all([claim(app, 'ada@example.org'), claim(other, 'grace@example.org')]);
        const claimed = await Promise.all(answers.map(async (r) => ((await r.json()) as { claimed: boolean }).claimed));
        expect(claimed.sort()).toEqual([false, true]);
      });

      it('gives a run’s row to one browser only', async () => {
        const claim = (who: string) =>
          app.request(
            `${BASE}/api/slotboard/record/claims`,
            as(who, {
              method: 'POST',
              body: JSON.stringify({ runId: 'run-1', rowKey: 'link:1' }),
              headers: { 'Content-Type': 'application/json' },
            }),
          );
        const answers = await Promise.all([claim('ada@example.org'), claim('grace@example.org')]);
        const said = await Promise.all(answers.map(async (r) => (await r.json()) as { claimed: boolean; by?: string }));
        expect(said.map((s) => s.claimed).sort()).toEqual([false, true]);
        // The one refused is told who holds the row.
        const holder = said[0]!.claimed ? 'ada' : 'grace';
        expect(said.find((s) => !s.claimed)?.by).toBe(`${holder}@example.org`);
        expect(await (await claim('ada@example.org')).json()).toEqual({ claimed: false, by: `${holder}@example.org` });
      });

      it('tells the app where the record is, and /healthz that it is kept', async () => {
        const config = await app.request(`${BASE}/api/slotboard/config`, as('ada@example.org'));
        expect(await config.json()).toMatchObject({ record: '/api/slotboard/record' });
        const health = await app.request(`${BASE}/healthz`);
        expect(await health.json()).toEqual({ ok: true, record: 'kept' });
      });

      it('lets writes through when the record is down, and says it did not keep them', async () => {
        await dispose();
        dispose = async () => {};
        const res = await patch('ada@example.org');
        expect(res.status).toBe(200);
        expect(res.headers.get(RECORD_HEADER)).toBe('not-kept');
        expect(forwarded).toHaveLength(1);
        const health = await app.request(`${BASE}/healthz`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ ok: true, record: 'not_reachable' });
        const page = await app.request(`${BASE}/api/slotboard/record/activity`, as('ada@example.org'));
        expect(page.status).toBe(503);
      });
    },
  );
}

describe('a server without a record', () => {
  it('tells the app Activity is each browser’s own, and /healthz that there is none', async () => {
    const app = createServerApp({ upstreams: '*.neetocal.com', fetch: async () => Response.json({}) });
    expect(await (await app.request(`${BASE}/api/slotboard/config`)).json()).toMatchObject({ record: null });
    expect(await (await app.request(`${BASE}/healthz`)).json()).toEqual({ ok: true, record: 'off' });
    expect((await app.request(`${BASE}/api/slotboard/record/activity`)).status).toBe(404);
    const write = await app.request(`${BASE}/proxy/https/acme.neetocal.com${MEMBER}`, {
      method: 'PATCH',
      body: BODY,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(write.headers.get(RECORD_HEADER)).toBeNull();
  });
});

describe('the record’s CSV cells', () => {
  it('keeps text a spreadsheet would read as a value as text, with the formula guard’s quote', () => {
    expect(['0012', '60', '12/03', 'TRUE', '=1', 'grace@example.org'].map((v) => csvCell(v))).toEqual([
      "'0012",
      "'60",
      "'12/03",
      "'TRUE",
      "'=1",
      'grace@example.org',
    ]);
  });

  it('writes a value column and a number as they are', () => {
    expect(csvCell('2026-11-21 12:00:00', 'value')).toBe('2026-11-21 12:00:00');
    expect(csvCell(200)).toBe('200');
  });
});
