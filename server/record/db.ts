import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { Pool } from 'pg';

// The shared record's one connection to its database: an SQLite file (better-sqlite3) or
// PostgreSQL (pg), behind the three calls the store needs. SQL is written once, with `?` for each
// value; PostgreSQL is given `$1, $2…` in their place. Both drivers are loaded only when a record is
// configured, so a server without one starts as before, without them (decision 0031).

export type Dialect = 'sqlite' | 'postgres';
export type Value = string | number | null;
export type Row = Record<string, unknown>;

export interface Db {
  dialect: Dialect;
  /** Rows of a SELECT (or of a statement with RETURNING). */
  all(sql: string, params?: Value[]): Promise<Row[]>;
  /** A statement without rows to read; how many rows it changed. */
  run(sql: string, params?: Value[]): Promise<number>;
  /** Several statements in one transaction, one such at a time across copies (PostgreSQL: under an advisory lock), as migrations need. */
  exclusive(steps: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** `?` to `$n`, outside quoted text (the store's SQL has no `?` in its literals, but a check costs nothing). */
export function numbered(sql: string): string {
  let n = 0;
  let quoted = false;
  let out = '';
  for (const ch of sql) {
    if (ch === "'") quoted = !quoted;
    out += ch === '?' && !quoted ? `$${++n}` : ch;
  }
  return out;
}

export async function openSqlite(file: string): Promise<Db> {
  const { default: Database } = await import('better-sqlite3');
  const db: SqliteDatabase = new Database(file);
  // Readers do not wait for the writer, and a write is on disk when it returns.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const self: Db = {
    dialect: 'sqlite',
    all: async (sql, params = []) => db.prepare(sql).all(...params) as Row[],
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    exclusive: async (steps) => {
      db.exec('BEGIN IMMEDIATE');
      try {
        await steps(self);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    close: async () => {
      db.close();
    },
  };
  return self;
}

/** An arbitrary number every copy agrees on: the lock of `exclusive`. */
const MIGRATION_LOCK = 4_343_001;

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // BIGINT (a time in milliseconds, an id) read as a number: both stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool: Pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 3000 });
  // An idle connection the database closed must not take the server down with it.
  pool.on('error', () => {});
  const self: Db = {
    dialect: 'postgres',
    all: async (sql, params = []) => (await pool.query(numbered(sql), params)).rows as Row[],
    run: async (sql, params = []) => (await pool.query(numbered(sql), params)).rowCount ?? 0,
    exclusive: async (steps) => {
      const client = await pool.connect();
      const inTransaction: Db = {
        ...self,
        all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows as Row[],
        run: async (sql, params = []) => (await client.query(numbered(sql), params)).rowCount ?? 0,
      };
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await steps(inTransaction);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return self;
}
