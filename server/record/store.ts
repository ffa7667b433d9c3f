import { createHash } from 'node:crypto';
import { type Db, openPostgres, openSqlite, type Row, type Value } from './db.ts';
import { migrate } from './schema.ts';

// The shared record (decision 0031): every write the proxy forwarded, the meaning the app gives it
// (accepted only for a write that really passed), paged newest first, and deleted by the server
// itself once older than the retention setting.

export const DEFAULT_RETENTION_DAYS = 90;
/** A request body kept whole up to this; a longer one is kept as its hash only. */
export const MAX_KEPT_BODY = 64 * 1024;
/** A workspace's answer kept up to this (a write's answer or a refusal is a few KiB). */
export const MAX_KEPT_ANSWER = 16 * 1024;
/** How long after a write the app may still say what it meant. */
export const ENTRY_WINDOW_MS = 10 * 60_000;
export const MAX_PAGE = 200;

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

export interface ForwardedWrite {
  at: number;
  who: string;
  /** scheme://host[:port] of the workspace. */
  workspace: string;
  method: string;
  /** The External API path with its query. */
  path: string;
  body: Uint8Array;
  /** The workspace's status; null when it never answered (`failure` says why). */
  status: number | null;
  failure?: string;
  answer?: Uint8Array;
}

export interface EntryClaim {
  workspace: string;
  method: string;
  path: string;
  /** sha256 (hex) of the body as sent. */
  bodySha256: string;
  resourceKind: string;
  resourceId: string;
  action: string;
  what: string;
  change?: string;
  before?: unknown;
  after?: unknown;
  result: string;
  detail?: string;
  runId?: string;
}

export interface Filter {
  who?: string;
  /** A resource kind: team_member, availability, link… */
  what?: string;
  workspace?: string;
  /** Milliseconds: from (inclusive), to (exclusive). */
  from?: number;
  to?: number;
  runId?: string;
}

export interface RecordItem {
  id: number;
  at: string;
  who: string;
  workspace: string;
  method: string;
  path: string;
  status: number | null;
  failure: string | null;
  /** What the app said the write meant; null for a write no app explained (a script's). */
  meaning: {
    resourceKind: string;
    resourceId: string;
    action: string;
    what: string;
    change: string | null;
    before: unknown;
    after: unknown;
    result: string;
    detail: string | null;
    runId: string | null;
  } | null;
}

const text = (bytes: Uint8Array | undefined, max: number) =>
  bytes && bytes.length > 0 && bytes.length <= max ? new TextDecoder().decode(bytes) : null;
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : null);
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

function item(row: Row): RecordItem {
  return {
    id: Number(row.id),
    at: new Date(Number(row.at)).toISOString(),
    who: String(row.who),
    workspace: String(row.workspace),
    method: String(row.method),
    path: String(row.path),
    status: row.status === null ? null : Number(row.status),
    failure: str(row.failure),
    meaning:
      row.resource_kind === null || row.resource_kind === undefined
        ? null
        : {
            resourceKind: String(row.resource_kind),
            resourceId: String(row.resource_id),
            action: String(row.action),
            what: String(row.what),
            change: str(row.change),
            before: parsed(row.before_value),
            after: parsed(row.after_value),
            result: String(row.result),
            detail: str(row.detail),
            runId: str(row.run_id),
          },
  };
}

export class RecordStore {
  constructor(
    readonly db: Db,
    private now: () => number = Date.now,
  ) {}

  /** Records a forwarded write; returns its id. */
  async recordWrite(w: ForwardedWrite): Promise<number> {
    const [row] = await this.db.all(
      `INSERT INTO writes (at, who, workspace, method, path, body, body_hash, status, failure, answer)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        w.at,
        w.who,
        w.workspace,
        w.method,
        w.path,
        text(w.body, MAX_KEPT_BODY),
        sha256(w.body),
        w.status,
        w.failure ?? null,
        text(w.answer, MAX_KEPT_ANSWER),
      ],
    );
    return Number(row!.id);
  }

  /**
   * The app's meaning of a write, kept only for a write the proxy forwarded for the same person, to
   * the same workspace, path and method, with the same body, in the last ENTRY_WINDOW_MS, and not
   * already explained. Returns the write's id, or null: no such write (a forged or late entry).
   */
  async acceptEntry(who: string, claim: EntryClaim): Promise<number | null> {
    // Two tries: another entry may take the newest matching write between the read and the insert.
    for (let attempt = 0; attempt < 2; attempt++) {
      const [match] = await this.db.all(
        `SELECT w.id FROM writes w
         WHERE w.workspace = ? AND w.body_hash = ? AND w.at >= ? AND w.method = ? AND w.path = ? AND w.who = ?
           AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.write_id = w.id)
         ORDER BY w.id DESC LIMIT 1`,
        [claim.workspace, claim.bodySha256.toLowerCase(), this.now() - ENTRY_WINDOW_MS, claim.method, claim.path, who],
      );
      if (!match) return null;
      const writeId = Number(match.id);
      const added = await this.db.run(
        `INSERT INTO entries (write_id, resource_kind, resource_id, action, what, change, before_value, after_value, result, detail, run_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (write_id) DO NOTHING`,
        [
          writeId,
          claim.resourceKind,
          claim.resourceId,
          claim.action,
          claim.what,
          claim.change ?? null,
          json(claim.before),
          json(claim.after),
          claim.result,
          claim.detail ?? null,
          claim.runId ?? null,
        ],
      );
      if (added === 1) return writeId;
    }
    return null;
  }

  /** Newest first, `limit` at most (the API allows MAX_PAGE), older than the write `before` when given; `next` is the cursor of the page after. */
  async page(
    filter: Filter,
    options: { before?: number; limit: number },
  ): Promise<{ items: RecordItem[]; next: number | null }> {
    const limit = Math.max(1, options.limit);
    // Filtered by what the app said (a kind, a run), the page is read from the entries' index in
    // its order; otherwise from the writes', explained or not (a script's write has no entry).
    const byEntry = filter.what !== undefined || filter.runId !== undefined;
    const id = byEntry ? 'e.write_id' : 'w.id';
    const { where, params } = this.where(filter, options.before, id);
    const rows = await this.db.all(
      `SELECT w.id, w.at, w.who, w.workspace, w.method, w.path, w.status, w.failure,
              e.resource_kind, e.resource_id, e.action, e.what, e.change, e.before_value, e.after_value, e.result, e.detail, e.run_id
       FROM ${byEntry ? 'entries e JOIN writes w ON w.id = e.write_id' : 'writes w LEFT JOIN entries e ON e.write_id = w.id'}
       ${where} ORDER BY ${id} DESC LIMIT ?`,
      [...params, limit + 1],
    );
    const items = rows.slice(0, limit).map(item);
    return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
  }

  /** Every item of a filter, page by page (the CSV export): memory holds one page at a time. */
  async *each(filter: Filter, pageSize = 1000): AsyncGenerator<RecordItem> {
    let before: number | undefined;
    for (;;) {
      const { items, next } = await this.page(filter, { before, limit: pageSize });
      yield* items;
      if (next === null) return;
      before = next;
    }
  }

  private where(filter: Filter, before: number | undefined, id: string) {
    const clauses: string[] = [];
    const params: Value[] = [];
    const add = (clause: string, value: Value | undefined) => {
      if (value === undefined) return;
      clauses.push(clause);
      params.push(value);
    };
    add(`${id} < ?`, before);
    add('w.who = ?', filter.who);
    add('w.workspace = ?', filter.workspace);
    add('w.at >= ?', filter.from);
    add('w.at < ?', filter.to);
    add('e.resource_kind = ?', filter.what);
    add('e.run_id = ?', filter.runId);
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  /** Takes one row of a run for `who`; false when someone already took it. */
  async claim(runId: string, rowKey: string, who: string): Promise<boolean> {
    const added = await this.db.run(
      'INSERT INTO claims (run_id, row_key, who, at) VALUES (?, ?, ?, ?) ON CONFLICT (run_id, row_key) DO NOTHING',
      [runId, rowKey, who, this.now()],
    );
    return added === 1;
  }

  /** Who holds a run's row, or null when nobody has claimed it. */
  async claimant(runId: string, rowKey: string): Promise<string | null> {
    const [row] = await this.db.all('SELECT who FROM claims WHERE run_id = ? AND row_key = ?', [runId, rowKey]);
    return row ? String(row.who) : null;
  }

  /** Deletes everything older than `days`; how many writes went. */
  async purge(days: number): Promise<number> {
    const cutoff = this.now() - days * 24 * 3600_000;
    await this.db.run('DELETE FROM entries WHERE write_id IN (SELECT id FROM writes WHERE at < ?)', [cutoff]);
    await this.db.run('DELETE FROM claims WHERE at < ?', [cutoff]);
    return this.db.run('DELETE FROM writes WHERE at < ?', [cutoff]);
  }

  /** Whether the database answers. */
  async ping(): Promise<boolean> {
    try {
      await this.db.all('SELECT 1 AS one');
      return true;
    } catch {
      return false;
    }
  }

  close() {
    return this.db.close();
  }
}

export interface RecordConfig {
  /** PostgreSQL's connection string; else the SQLite file. */
  databaseUrl?: string;
  file?: string;
  retentionDays: number;
}

/** Opens the configured store and brings its schema up to date. */
export async function openRecord(config: RecordConfig, now: () => number = Date.now): Promise<RecordStore> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openSqlite(config.file!);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return new RecordStore(db, now);
}
