import { errorFacts, leftOpen, outcomeOf } from '@/lib/activity/outcome';
import type { ActivityDraft } from '@/lib/activity/log';
import { systemClock } from './clock';
import { createRateLimitWaits } from './rate-limit-waits';
import { runActivity, type Logged } from './run-activity';
import { MAX_CONCURRENCY, type RowActions, type RunnerOptions } from './runner-types';
import { summarise, type ReportRow, type RowState } from './report';

// The one bulk runner (docs/product.md decision 13), free of React: at most `concurrency` requests at
// once, a 429 waited out by the row that got it (and by every row once `concurrency` answers in a row
// were 429s: how long, in rate-limit-waits.ts), an uncertain outcome checked by reading and never
// resent on its own, cancel, retry of the failed rows only, and a report kept in step.

export { type Clock } from './clock';
export { MAX_CONCURRENCY, type ActivitySink, type RowActions } from './runner-types';

const ABORTED = 'Cancelled while being sent: it may have been applied.';

export function createBulkRunner(options: RunnerOptions) {
  const clock = options.clock ?? systemClock;
  const concurrency = Math.min(options.concurrency ?? MAX_CONCURRENCY, MAX_CONCURRENCY);
  const waits = createRateLimitWaits(clock, {
    concurrency,
    maxWaitMs: options.maxWaitMs ?? 5 * 60_000,
    fallbackWaitMs: options.fallbackWaitMs ?? 1_000,
  });
  let report = options.report;
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  const actionsCache = new Map<string, RowActions>();
  let stopped = true;

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
    report.rows.filter(
      (r) => r.state.status === 'running' || (r.state.status === 'uncertain' && r.state.check === 'checking'),
    ).length;

  const activity = runActivity(options.activity, actionsOf);
  const log = (row: ReportRow, logged: Logged, extra?: Partial<ActivityDraft> | void) => {
    const activityId = activity.sent(row, report.id, logged, extra);
    if (activityId !== undefined) patch(row.id, { activityId });
  };
  const { confirmApplied } = activity;

  /** Wakes the runner when the earliest waiting row's wait ends, to queue the rows then due. */
  const scheduleWake = () => {
    const ends = report.rows.flatMap((r) => (r.state.status === 'waiting' ? [r.state.until] : []));
    waits.wakeAt(ends.length ? Math.min(...ends) : null, () => {
      const now = clock.now();
      for (const r of report.rows)
        if (r.state.status === 'waiting' && r.state.until <= now) setState(r.id, { status: 'queued' });
      scheduleWake();
      pump();
      emit();
    });
  };

  // A read-back is a request too: it waits for a free slot like a write.
  const wantCheck = new Set<string>();
  const check = (id: string) => {
    const row = rowOf(id);
    if (!row || row.state.status !== 'uncertain' || row.state.check === 'checking') return;
    if (!actionsOf(row).verify)
      setState(id, { status: 'uncertain', message: row.state.message, check: 'cannot-check' });
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
      confirmApplied(now, 'Confirmed by reading back.');
    } else setState(id, { status: 'uncertain', message, check: seen === null ? 'check-failed' : 'not-seen' });
    pump();
    emit();
  };

  const settle = (
    id: string,
    controller: AbortController,
    outcome: { ok: true; answer: unknown } | { ok: false; error: unknown },
  ) => {
    const aborted = controllers.get(id) !== controller;
    controllers.delete(id);
    const row = rowOf(id);
    if (!row) return;
    if (aborted) {
      // Answered despite a cancel: it was applied. (A newer send of the row settles on its own.)
      if (outcome.ok && row.state.status === 'uncertain') {
        setState(id, { status: 'done' });
        confirmApplied(row, 'The answer arrived after cancelling.');
      }
      return;
    }
    if (outcome.ok) {
      waits.answered();
      setState(id, { status: 'done' });
      log(row, { result: 'saved' }, actionsOf(row).applied?.(outcome.answer));
      return;
    }
    const { error } = outcome;
    const facts = errorFacts(error);
    if (facts?.kind === 'rate_limited') {
      const wait = waits.refused(id, facts.retryAfterMs);
      if (!wait) {
        setState(id, {
          status: 'failed',
          message: 'The workspace kept asking Slotboard to wait, so this was not sent. Retry the failed ones later.',
        });
        return;
      }
      patch(id, { sends: row.sends - 1 });
      setState(id, { status: 'waiting', until: wait.until });
      // Decision 0020: only this row waits, unless every slot's worth of answers in a row was refused:
      // every waiting row then goes no sooner than the pause ends, and its countdown says so.
      const { pausedUntil } = wait;
      if (pausedUntil !== null)
        for (const r of report.rows)
          if (r.state.status === 'waiting' && r.state.until < pausedUntil)
            setState(r.id, { status: 'waiting', until: pausedUntil });
      scheduleWake();
      return;
    }
    waits.answered();
    const { result, detail } = outcomeOf(error);
    log(row, { result, detail });
    if (result === 'failed') setState(id, { status: 'failed', message: detail });
    else {
      setState(id, {
        status: 'uncertain',
        message: leftOpen(error) ? `${detail} It may have been applied.` : detail,
        check: 'unchecked',
      });
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
    sending
      .then(
        (answer) => settle(row.id, controller, { ok: true, answer }),
        (error: unknown) => settle(row.id, controller, { ok: false, error }),
      )
      .finally(() => {
        pump();
        emit();
      });
  };

  function pump() {
    // A pause always has a row waiting until its end, whose wake (scheduleWake) pumps again.
    if (waits.paused()) return;
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
    waits.restart();
    pump();
    emit();
  };

  return {
    getReport: () => report,
    /** The runner's time: what a countdown of its waits is read against. */
    now: () => clock.now(),
    clock,
    summary: () => summarise(report.rows),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts the queued rows (the first run, or "Resume" after a reload or a cancel). */
    start() {
      activity.begin(report);
      for (const row of report.rows)
        if (row.state.status === 'cancelled')
          patch(row.id, { state: { status: 'queued' }, attempts: row.attempts + 1 });
      for (const row of report.rows)
        if (row.state.status === 'queued' && row.attempts === 0) patch(row.id, { attempts: 1 });
      go();
    },
    /** Stops starting rows; the ones being sent are aborted and may have been applied. */
    cancel() {
      // Stryker disable next-line BooleanLiteral: every queued and waiting row is cancelled just below, and only start or a retry (which start again anyway) queue rows
      stopped = true;
      waits.cancel();
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
      for (const row of report.rows)
        if (row.state.status === 'failed') patch(row.id, { state: { status: 'queued' }, attempts: row.attempts + 1 });
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
      waits.stopWaking();
      listeners.clear();
    },
  };
}

export type BulkRunner = ReturnType<typeof createBulkRunner>;
