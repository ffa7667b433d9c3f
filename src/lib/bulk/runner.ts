import { errorFacts, leftOpen, outcomeOf } from '@/lib/activity/outcome';
import type { ActivityDraft } from '@/lib/activity/log';
import { systemClock, type Clock } from './clock';
import { summarise, type ReportRow, type RowState, type RunReport } from './report';

// The one bulk runner (PRODUCT.md decision 13), free of React: at most `concurrency` requests at
// once, a 429 waited out by the row that got it (and by every row once `concurrency` answers in a row
// were 429s: then the limit is the workspace's, not the row's), an uncertain outcome checked by reading and
// never resent on its own, cancel, retry of the failed rows only, and a report kept in step.

export { systemClock, type Clock } from './clock';

export interface RowActions {
  /** Sends the row's one write; rejects with an ApiError. */
  run(signal: AbortSignal): Promise<unknown>;
  /** Reads back: true when the workspace shows the write applied. */
  verify?(): Promise<boolean>;
  /** How the write is logged in Activity (result and detail are filled in by the runner). */
  activity?: Omit<ActivityDraft, 'result' | 'detail' | 'runId'>;
}

export interface ActivitySink {
  append(draft: ActivityDraft): string;
  update(id: string, patch: Pick<ActivityDraft, 'result' | 'detail'>): void;
}

export interface RunnerOptions {
  report: RunReport;
  actions: (row: ReportRow) => RowActions;
  clock?: Clock;
  concurrency?: number;
  /** The longest the run waits out 429s, from the admin's last start, before a row fails instead. */
  maxWaitMs?: number;
  /** A 429 without Retry-After: wait this long, doubled each time for the same row. */
  fallbackWaitMs?: number;
  activity?: ActivitySink;
}

export const MAX_CONCURRENCY = 4;
const ABORTED = 'Cancelled while being sent: it may have been applied.';

export function createBulkRunner(options: RunnerOptions) {
  const clock = options.clock ?? systemClock;
  const concurrency = Math.min(options.concurrency ?? MAX_CONCURRENCY, MAX_CONCURRENCY);
  const maxWaitMs = options.maxWaitMs ?? 5 * 60_000;
  const fallbackWaitMs = options.fallbackWaitMs ?? 2_000;
  let report = options.report;
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  const actionsCache = new Map<string, RowActions>();
  const rateLimits = new Map<string, number>();
  let stopped = true;
  let pausedUntil = 0;
  let refusedInARow = 0; // 429s back to back: a whole-workspace limit, not one row's
  let waitTimer: unknown = null;
  let budgetEnds = 0;

  const actionsOf = (row: ReportRow) => {
    let a = actionsCache.get(row.id);
    if (!a) actionsCache.set(row.id, (a = options.actions(row)));
    return a;
  };
  const rowOf = (id: string) => report.rows.find((r) => r.id === id);
  const patch = (id: string, change: Partial<ReportRow>) => {
    report = { ...report, rows: report.rows.map((r) => (r.id === id ? { ...r, ...change } : r)) };
  };
  const setState = (id: string, state: RowState) => patch(id, { state });
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const active = () =>
    report.rows.filter((r) => r.state.status === 'running' || (r.state.status === 'uncertain' && r.state.check === 'checking')).length;

  const log = (row: ReportRow, result: { result: ActivityDraft['result']; detail?: string }) => {
    const draft = actionsOf(row).activity;
    if (!draft || !options.activity) return;
    patch(row.id, { activityId: options.activity.append({ ...draft, ...result, runId: report.id }) });
  };

  const scheduleWake = () => {
    if (waitTimer !== null) clock.clearTimeout(waitTimer);
    waitTimer = null;
    const waits = report.rows.flatMap((r) => (r.state.status === 'waiting' ? [r.state.until] : []));
    if (waits.length === 0) return;
    const next = Math.min(...waits);
    waitTimer = clock.setTimeout(
      () => {
        waitTimer = null;
        const now = clock.now();
        for (const r of report.rows) if (r.state.status === 'waiting' && r.state.until <= now) setState(r.id, { status: 'queued' });
        scheduleWake();
        pump();
        emit();
      },
      Math.max(0, next - clock.now()),
    );
  };

  // A read-back is a request too: it waits for a free slot like a write.
  const wantCheck = new Set<string>();
  const check = (id: string) => {
    const row = rowOf(id);
    if (!row || row.state.status !== 'uncertain' || row.state.check === 'checking') return;
    if (!actionsOf(row).verify) setState(id, { status: 'uncertain', message: row.state.message, check: 'cannot-check' });
    else wantCheck.add(id);
  };

  const runCheck = async (id: string, verify: () => Promise<boolean>, message: string) => {
    setState(id, { status: 'uncertain', message, check: 'checking' });
    let seen: boolean | null = null;
    try {
      seen = await verify();
    } catch {
      seen = null;
    }
    const now = rowOf(id);
    if (now?.state.status !== 'uncertain') return;
    if (seen) {
      setState(id, { status: 'done', confirmed: true });
      if (now.activityId && options.activity) options.activity.update(now.activityId, { result: 'saved', detail: 'Confirmed by reading back.' });
    } else setState(id, { status: 'uncertain', message, check: seen === null ? 'check-failed' : 'not-seen' });
    pump();
    emit();
  };

  const settle = (id: string, controller: AbortController, outcome: { ok: true } | { ok: false; error: unknown }) => {
    const aborted = controllers.get(id) !== controller;
    controllers.delete(id);
    const row = rowOf(id);
    if (!row) return;
    if (aborted) {
      // Answered despite a cancel: it was applied. (A newer send of the row settles on its own.)
      if (outcome.ok && row.state.status === 'uncertain') {
        setState(id, { status: 'done' });
        if (row.activityId && options.activity) options.activity.update(row.activityId, { result: 'saved', detail: 'The answer arrived after cancelling.' });
      }
      return;
    }
    if (outcome.ok) {
      refusedInARow = 0;
      setState(id, { status: 'done' });
      log(row, { result: 'saved' });
      return;
    }
    const { error } = outcome;
    const facts = errorFacts(error);
    if (facts?.kind === 'rate_limited') {
      const count = (rateLimits.get(id) ?? 0) + 1;
      rateLimits.set(id, count);
      const wait = facts.retryAfterMs ?? fallbackWaitMs * 2 ** (count - 1);
      const until = clock.now() + wait;
      if (until > budgetEnds) {
        setState(id, { status: 'failed', message: 'The workspace kept asking Slotboard to wait, so this was not sent. Retry the failed ones later.' });
        return;
      }
      patch(id, { sends: row.sends - 1 });
      setState(id, { status: 'waiting', until });
      // Decision 0020: only this row waits, unless every slot's worth of answers in a row was refused.
      if (++refusedInARow >= concurrency) pausedUntil = Math.max(pausedUntil, until);
      scheduleWake();
      return;
    }
    refusedInARow = 0;
    const { result, detail } = outcomeOf(error);
    log(row, { result, detail });
    if (result === 'failed') setState(id, { status: 'failed', message: detail });
    else {
      setState(id, { status: 'uncertain', message: leftOpen(error) ? `${detail} It may have been applied.` : detail, check: 'unchecked' });
      check(id);
    }
  };

  const start = (row: ReportRow) => {
    const controller = new AbortController();
    controllers.set(row.id, controller);
    // Counted when it leaves; a 429 gives it back (the workspace said it did not apply it).
    patch(row.id, { state: { status: 'running' }, sends: row.sends + 1 });
    let sending: Promise<unknown>;
    try {
      sending = actionsOf(row).run(controller.signal);
    } catch (error) {
      sending = Promise.reject(error);
    }
    sending.then(
      () => settle(row.id, controller, { ok: true }),
      (error: unknown) => settle(row.id, controller, { ok: false, error }),
    ).finally(() => {
      pump();
      emit();
    });
  };

  function pump() {
    if (clock.now() < pausedUntil) {
      if (waitTimer === null)
        waitTimer = clock.setTimeout(() => {
          waitTimer = null;
          scheduleWake();
          pump();
          emit();
        }, pausedUntil - clock.now());
      return;
    }
    let free = concurrency - active();
    for (const id of [...wantCheck]) {
      if (free <= 0) return;
      wantCheck.delete(id);
      const row = rowOf(id);
      const verify = row && actionsOf(row).verify;
      if (row?.state.status !== 'uncertain' || !verify) continue;
      void runCheck(id, verify, row.state.message);
      free--;
    }
    if (stopped) return;
    for (const row of report.rows) {
      if (free <= 0) break;
      if (row.state.status !== 'queued') continue;
      start(row);
      free--;
    }
  }

  const go = () => {
    stopped = false;
    budgetEnds = clock.now() + maxWaitMs;
    rateLimits.clear();
    refusedInARow = 0;
    pump();
    emit();
  };

  return {
    getReport: () => report,
    summary: () => summarise(report.rows),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts the queued rows (the first run, or "Resume" after a reload or a cancel). */
    start() {
      for (const row of report.rows) if (row.state.status === 'cancelled') patch(row.id, { state: { status: 'queued' }, attempts: row.attempts + 1 });
      for (const row of report.rows) if (row.state.status === 'queued' && row.attempts === 0) patch(row.id, { attempts: 1 });
      go();
    },
    /** Stops starting rows; the ones being sent are aborted and may have been applied. */
    cancel() {
      stopped = true;
      if (waitTimer !== null) clock.clearTimeout(waitTimer);
      waitTimer = null;
      pausedUntil = 0;
      const aborted: string[] = [];
      for (const row of report.rows) {
        if (row.state.status === 'queued' || row.state.status === 'waiting') setState(row.id, { status: 'cancelled' });
        if (row.state.status === 'running') {
          controllers.get(row.id)?.abort();
          controllers.delete(row.id);
          setState(row.id, { status: 'uncertain', message: ABORTED, check: 'unchecked' });
          log(row, { result: 'uncertain', detail: ABORTED });
          aborted.push(row.id);
        }
      }
      for (const id of aborted) check(id);
      pump();
      emit();
    },
    /** Sends the failed rows again, and only those. */
    retryFailed() {
      for (const row of report.rows) if (row.state.status === 'failed') patch(row.id, { state: { status: 'queued' }, attempts: row.attempts + 1 });
      go();
    },
    /** Reads back every uncertain row that is not being checked. */
    checkUncertain() {
      for (const row of report.rows) if (row.state.status === 'uncertain') check(row.id);
      pump();
      emit();
    },
    /**
     * The admin's explicit choice to send uncertain rows again: only those a read-back did not show
     * applied, or that cannot be read back at all.
     */
    resendUncertain() {
      for (const row of report.rows) {
        const { state } = row;
        if (state.status === 'uncertain' && (state.check === 'not-seen' || state.check === 'cannot-check'))
          patch(row.id, { state: { status: 'queued' }, attempts: row.attempts + 1 });
      }
      go();
    },
    /** True while something is being sent, checked or waited out. */
    busy: () => active() > 0 || wantCheck.size > 0 || report.rows.some((r) => r.state.status === 'waiting'),
    dispose() {
      stopped = true;
      if (waitTimer !== null) clock.clearTimeout(waitTimer);
      listeners.clear();
    },
  };
}

export type BulkRunner = ReturnType<typeof createBulkRunner>;
