import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './schema';
import { type EntryClaim, type ForwardedWrite, type RecordStore, sha256 } from './store';
import { POSTGRES_MISSING, POSTGRES_URL, TEST_STORES } from './test-stores';

const T0 = Date.parse('2026-11-21T12:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const enc = (s: string) => new TextEncoder().encode(s);

const write = (over: Partial<ForwardedWrite> = {}): ForwardedWrite => ({
  at: T0,
  who: 'alice@example.org',
  workspace: 'https://acme.neetocal.com',
  method: 'PATCH',
  path: '/api/external/v2/team_members/m1',
  body: enc('{"role":"admin"}'),
  status: 200,
  answer: enc('{"team_member":{"id":"m1"}}'),
  ...over,
});

const entry = (over: Partial<EntryClaim> = {}): EntryClaim => ({
  workspace: 'https://acme.neetocal.com',
  method: 'PATCH',
  path: '/api/external/v2/team_members/m1',
  bodySha256: sha256('{"role":"admin"}'),
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

for (const kind of TEST_STORES) {
  const missing = kind.name === 'postgres' && !POSTGRES_URL;
  describe.skipIf(missing)(`the record on ${kind.name}${missing ? ` (skipped: ${POSTGRES_MISSING})` : ''}`, () => {
    let now = T0;
    let store: RecordStore;
    let dispose: () => Promise<void>;
    let again: () => Promise<RecordStore>;
    beforeEach(async () => {
      now = T0;
      ({ store, dispose, again } = await kind.open(() => now));
    });
    afterEach(() => dispose());

    it('migrates once: a restart on the same database keeps its rows', async () => {
      await store.recordWrite(write());
      await migrate(store.db);
      const versions = await store.db.all('SELECT version FROM record_migrations');
      expect(versions.map((v) => Number(v.version))).toEqual([1]);
      expect((await store.page({}, { limit: 10 })).items).toHaveLength(1);
    });

    it('migrates once when copies start on an empty database', async () => {
      for (const table of ['claims', 'entries', 'writes', 'record_migrations'])
        await store.db.run(`DROP TABLE ${table}`);
      // PostgreSQL's copies at once. SQLite's file is one server's; two connections of one thread
      // cannot start at once (the driver blocks the thread while it waits for the other's lock).
      const [a, b] = kind.name === 'postgres' ? await Promise.all([again(), again()]) : [await again(), await again()];
      expect((await a!.db.all('SELECT version FROM record_migrations')).map((v) => Number(v.version))).toEqual([1]);
      await b!.recordWrite(write());
      expect((await a!.page({}, { limit: 5 })).items).toHaveLength(1);
    });

    it('keeps who, when, where, the body and the answer, and pages newest first by cursor', async () => {
      for (let i = 0; i < 5; i++) await store.recordWrite(write({ at: T0 + i * MIN, path: `/api/external/v2/x/${i}` }));
      const first = await store.page({}, { limit: 2 });
      expect(first.items.map((i) => i.path)).toEqual(['/api/external/v2/x/4', '/api/external/v2/x/3']);
      expect(first.items[0]).toMatchObject({
        who: 'alice@example.org',
        at: '2026-11-21T12:04:00.000Z',
        workspace: 'https://acme.neetocal.com',
        method: 'PATCH',
        status: 200,
        meaning: null,
      });
      const second = await store.page({}, { before: first.next!, limit: 2 });
      expect(second.items.map((i) => i.path)).toEqual(['/api/external/v2/x/2', '/api/external/v2/x/1']);
      const last = await store.page({}, { before: second.next!, limit: 2 });
      expect(last.items.map((i) => i.path)).toEqual(['/api/external/v2/x/0']);
      expect(last.next).toBeNull();
      const [row] = await store.db.all('SELECT body, answer FROM writes ORDER BY id LIMIT 1');
      expect(row).toEqual({ body: '{"role":"admin"}', answer: '{"team_member":{"id":"m1"}}' });
    });

    it('keeps a long body as its hash only', async () => {
      const long = enc(`{"x":"${'a'.repeat(70 * 1024)}"}`);
      await store.recordWrite(write({ body: long }));
      const [row] = await store.db.all('SELECT body, body_hash FROM writes');
      expect(row).toEqual({ body: null, body_hash: sha256(long) });
    });

    it('filters by who, what, workspace and date', async () => {
      await store.recordWrite(write({ who: 'bob@example.org', at: T0 - DAY }));
      await store.recordWrite(write());
      expect(await store.acceptEntry('alice@example.org', entry())).not.toBeNull();
      await store.recordWrite(write({ workspace: 'https://other.neetocal.com', at: T0 + MIN }));
      const paths = async (filter: Parameters<RecordStore['page']>[0]) =>
        (await store.page(filter, { limit: 50 })).items.map((i) => `${i.who} ${i.workspace} ${i.at}`);
      expect(await paths({ who: 'bob@example.org' })).toEqual([
        'bob@example.org https://acme.neetocal.com 2026-11-20T12:00:00.000Z',
      ]);
      expect(await paths({ what: 'team_member' })).toEqual([
        'alice@example.org https://acme.neetocal.com 2026-11-21T12:00:00.000Z',
      ]);
      expect(await paths({ what: 'availability' })).toEqual([]);
      expect(await paths({ workspace: 'https://other.neetocal.com' })).toHaveLength(1);
      expect(await paths({ from: T0, to: T0 + MIN })).toEqual([
        'alice@example.org https://acme.neetocal.com 2026-11-21T12:00:00.000Z',
      ]);
    });

    it('accepts the meaning of a write that passed, with its before and after', async () => {
      const id = await store.recordWrite(write());
      now = T0 + 5 * MIN;
      expect(await store.acceptEntry('alice@example.org', entry({ runId: 'run-1' }))).toBe(id);
      const [item] = (await store.page({}, { limit: 1 })).items;
      expect(item!.meaning).toEqual({
        resourceKind: 'team_member',
        resourceId: 'm1',
        action: 'update',
        what: 'Oliver Smith',
        change: 'Role: Member → Admin',
        before: { role: 'member' },
        after: { role: 'admin' },
        result: 'saved',
        detail: null,
        runId: 'run-1',
      });
      expect((await store.page({ runId: 'run-1' }, { limit: 5 })).items).toHaveLength(1);
    });

    it('refuses an entry for a write the proxy never forwarded', async () => {
      await store.recordWrite(write());
      const alice = 'alice@example.org';
      expect(await store.acceptEntry(alice, entry({ bodySha256: sha256('{"role":"owner"}') }))).toBeNull();
      expect(await store.acceptEntry(alice, entry({ path: '/api/external/v2/team_members/m2' }))).toBeNull();
      expect(await store.acceptEntry(alice, entry({ method: 'POST' }))).toBeNull();
      expect(await store.acceptEntry(alice, entry({ workspace: 'https://other.neetocal.com' }))).toBeNull();
      // Someone else's write is not theirs to explain.
      expect(await store.acceptEntry('mallory@example.org', entry())).toBeNull();
      // One write, one meaning.
      expect(await store.acceptEntry(alice, entry())).not.toBeNull();
      expect(await store.acceptEntry(alice, entry({ what: 'Something else' }))).toBeNull();
    });

    it('refuses an entry that comes too late', async () => {
      await store.recordWrite(write());
      now = T0 + 10 * MIN + 1;
      expect(await store.acceptEntry('alice@example.org', entry())).toBeNull();
      now = T0 + 10 * MIN;
      expect(await store.acceptEntry('alice@example.org', entry())).not.toBeNull();
    });

    it('gives a run row to one claimant only, however many ask at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => store.claim('run-1', 'member:m1', `browser-${i}`)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store.claim('run-1', 'member:m2', 'browser-0')).toBe(true);
      expect(await store.claim('run-2', 'member:m1', 'browser-0')).toBe(true);
    });

    it('deletes what is older than the retention setting, and only that', async () => {
      await store.recordWrite(write({ at: T0 - 91 * DAY }));
      now = T0 - 91 * DAY + MIN;
      expect(await store.acceptEntry('alice@example.org', entry())).not.toBeNull();
      await store.claim('run-1', 'row', 'alice@example.org');
      await store.recordWrite(write({ at: T0 - 90 * DAY }));
      await store.recordWrite(write({ at: T0 - 89 * DAY }));
      now = T0;
      expect(await store.purge(90)).toBe(1);
      const left = (await store.page({}, { limit: 10 })).items.map((i) => i.at);
      expect(left).toEqual(['2026-08-24T12:00:00.000Z', '2026-08-23T12:00:00.000Z']);
      expect(await store.db.all('SELECT * FROM entries')).toEqual([]);
      expect(await store.db.all('SELECT * FROM claims')).toEqual([]);
    });

    it('says whether the database answers', async () => {
      expect(await store.ping()).toBe(true);
    });
  });
}
