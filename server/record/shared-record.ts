import type { ProxiedWrite } from '../proxy.ts';
import { openRecord, type RecordConfig, type RecordStore } from './store.ts';

// The record as the running server holds it: the store once it is open, writes kept within a short
// wait, and the retention applied by the server itself. A record that is down never stops a write:
// the write goes through, its answer says `not-kept`, and /healthz says the record is not reachable.

/** How long a forwarded write's answer may wait for the record; past it the write is not kept. */
export const KEEP_WAIT_MS = 2000;
/** How often what is past the retention is deleted (and once at start). */
export const PURGE_EVERY_MS = 3600_000;
/** How often a record that could not be opened (PostgreSQL down at start) is tried again. */
export const RETRY_OPEN_MS = 15_000;

export const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

export type RecordState = 'kept' | 'not_reachable';

export class SharedRecord {
  private warned = false;
  private timers: ReturnType<typeof setTimeout>[] = [];
  constructor(
    private store: RecordStore | null,
    readonly retentionDays: number,
    private now: () => number = Date.now,
    private log: (line: string) => void = console.warn,
  ) {}

  /** The open store, or null while it cannot be opened. */
  get current(): RecordStore | null {
    return this.store;
  }

  /** Keeps a forwarded write for `who`; what the write's answer says about it. */
  async keep(who: string, write: ProxiedWrite): Promise<'kept' | 'not-kept'> {
    const store = this.store;
    if (!store) return 'not-kept';
    try {
      await within(store.recordWrite({ ...write, who, at: this.now() }), KEEP_WAIT_MS);
      this.warned = false;
      return 'kept';
    } catch (error) {
      if (!this.warned) this.log(`The shared record did not keep a write: ${(error as Error).message}`);
      this.warned = true;
      return 'not-kept';
    }
  }

  async state(): Promise<RecordState> {
    const store = this.store;
    if (!store) return 'not_reachable';
    return (await within(store.ping(), KEEP_WAIT_MS).catch(() => false)) ? 'kept' : 'not_reachable';
  }

  /** Deletes what is past the retention now and every PURGE_EVERY_MS; a failure waits for the next turn. */
  keepRetention(everyMs = PURGE_EVERY_MS) {
    const turn = async () => {
      try {
        const gone = await this.store?.purge(this.retentionDays);
        if (gone) console.log(`The shared record deleted ${gone} writes older than ${this.retentionDays} days.`);
      } catch (error) {
        this.log(`The shared record could not delete what is past its retention: ${(error as Error).message}`);
      }
    };
    void turn();
    const timer = setInterval(() => void turn(), everyMs);
    timer.unref();
    this.timers.push(timer);
  }

  async close() {
    this.timers.forEach(clearInterval);
    await this.store?.close();
  }

  /**
   * Opens the configured record. An SQLite file that cannot be opened stops the start (the setting
   * is wrong); a PostgreSQL that does not answer yet is tried again in the background meanwhile.
   */
  static async open(config: RecordConfig, log: (line: string) => void = console.warn): Promise<SharedRecord> {
    if (!config.databaseUrl) return new SharedRecord(await openRecord(config), config.retentionDays);
    const record = new SharedRecord(null, config.retentionDays);
    const attempt = async (): Promise<void> => {
      try {
        record.store = await openRecord(config);
      } catch (error) {
        log(
          `The shared record's PostgreSQL cannot be used yet (${(error as Error).message}); trying again in ${RETRY_OPEN_MS / 1000} s.`,
        );
        const timer = setTimeout(() => void attempt(), RETRY_OPEN_MS);
        timer.unref();
        record.timers.push(timer);
      }
    };
    await attempt();
    return record;
  }
}
