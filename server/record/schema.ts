import type { Db, Dialect } from './db.ts';

// The shared record's one schema, the same on SQLite and PostgreSQL but for how an id counts up.
// Migrations are numbered and only ever appended: each runs once, at start, in one transaction
// (decision 0031). Times are milliseconds since 1970 in a BIGINT, JSON is TEXT: both stores read
// them alike.

const id = (dialect: Dialect) =>
  dialect === 'sqlite' ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY';

const MIGRATIONS: ((dialect: Dialect) => string[])[] = [
  (dialect) => [
    // Every write the proxy forwarded: who, when, where, what was sent and what came back. Never a
    // header: the API key and the sign-in token are not in it.
    `CREATE TABLE writes (
      id ${id(dialect)},
      at BIGINT NOT NULL,
      who TEXT NOT NULL,
      workspace TEXT NOT NULL,
      method TEXT NOT NULL,
      path TEXT NOT NULL,
      body TEXT,
      body_hash TEXT NOT NULL,
      status INTEGER,
      failure TEXT,
      answer TEXT
    )`,
    'CREATE INDEX writes_at ON writes (at)',
    'CREATE INDEX writes_who ON writes (who, id)',
    'CREATE INDEX writes_workspace ON writes (workspace, id)',
    'CREATE INDEX writes_match ON writes (workspace, body_hash, at)',
    // What the app says a write meant, accepted only for a write above (one entry per write).
    `CREATE TABLE entries (
      write_id BIGINT PRIMARY KEY REFERENCES writes (id) ON DELETE CASCADE,
      resource_kind TEXT NOT NULL,
      resource_id TEXT NOT NULL,
      action TEXT NOT NULL,
      what TEXT NOT NULL,
      change TEXT,
      before_value TEXT,
      after_value TEXT,
      result TEXT NOT NULL,
      detail TEXT,
      run_id TEXT
    )`,
    'CREATE INDEX entries_kind ON entries (resource_kind, write_id)',
    'CREATE INDEX entries_run ON entries (run_id)',
    // A row of a run taken by one browser: a second revert of the same run writes it no more.
    `CREATE TABLE claims (
      run_id TEXT NOT NULL,
      row_key TEXT NOT NULL,
      who TEXT NOT NULL,
      at BIGINT NOT NULL,
      PRIMARY KEY (run_id, row_key)
    )`,
    'CREATE INDEX claims_at ON claims (at)',
  ],
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the database to SCHEMA_VERSION; a database from a newer server is refused rather than misread. */
export async function migrate(db: Db): Promise<void> {
  await db.exclusive(async (tx) => {
    await tx.run('CREATE TABLE IF NOT EXISTS record_migrations (version INTEGER PRIMARY KEY, at BIGINT NOT NULL)');
    const [row] = await tx.all('SELECT MAX(version) AS version FROM record_migrations');
    const current = Number(row?.version ?? 0);
    if (current > SCHEMA_VERSION)
      throw new Error(
        `The record was made by a newer Slotboard server (schema ${current}; this one knows up to ${SCHEMA_VERSION}).`,
      );
    for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
      for (const statement of MIGRATIONS[version - 1]!(tx.dialect)) await tx.run(statement);
      await tx.run('INSERT INTO record_migrations (version, at) VALUES (?, ?)', [version, Date.now()]);
    }
  });
}
