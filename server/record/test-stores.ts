import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openRecord, type RecordStore } from './store.ts';

// The stores the record's tests run against: an SQLite file always, and PostgreSQL when
// TEST_DATABASE_URL names one (.ci/run starts a throwaway cluster and sets it; CI=true without it
// is a failure, not a skip). Each store gets a schema of its own, so test files running at once on
// one database never see each other's rows.

export interface TestStore {
  name: 'sqlite' | 'postgres';
  /** A fresh database; `again` opens another connection to it, as a second server copy would. */
  open: (
    now: () => number,
  ) => Promise<{ store: RecordStore; again: () => Promise<RecordStore>; dispose: () => Promise<void> }>;
}

export const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const POSTGRES_MISSING =
  'TEST_DATABASE_URL is not set: the PostgreSQL half of the record tests needs a database (bash .ci/run starts one).';

if (process.env.CI && !POSTGRES_URL)
  throw new Error(`In CI the record must be tested on PostgreSQL too. ${POSTGRES_MISSING}`);

const sqlite: TestStore = {
  name: 'sqlite',
  open: async (now) => {
    const dir = mkdtempSync(join(tmpdir(), 'slotboard-record-'));
    const config = { file: join(dir, 'record.sqlite'), retentionDays: 90 };
    const opened: RecordStore[] = [await openRecord(config, now)];
    return {
      store: opened[0]!,
      again: async () => opened[opened.push(await openRecord(config, now)) - 1]!,
      dispose: async () => {
        await Promise.all(opened.map((s) => s.close().catch(() => {})));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** A connection string to the same database whose tables go in `schema`. */
export function inSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

const postgres: TestStore = {
  name: 'postgres',
  open: async (now) => {
    const { default: pg } = await import('pg');
    const schema = `record_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const config = { databaseUrl: inSchema(POSTGRES_URL!, schema), retentionDays: 90 };
    const opened: RecordStore[] = [await openRecord(config, now)];
    return {
      store: opened[0]!,
      again: async () => opened[opened.push(await openRecord(config, now)) - 1]!,
      dispose: async () => {
        await Promise.all(opened.map((s) => s.close().catch(() => {})));
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  },
};

export const TEST_STORES: TestStore[] = [sqlite, postgres];
