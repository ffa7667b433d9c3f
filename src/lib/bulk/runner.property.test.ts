import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createBulkRunner } from './runner';
import { reportOf } from '@/testing/bulk-runs';

// A fake workspace that applies a write when it receives it (an answer lost afterwards does not undo
// it), answers after a random latency, and reads back faithfully. Whatever the answers and whenever
// the admin cancels, resumes, retries or resends, no row is applied twice, no row is sent more often
// than the admin asked, at most 4 requests are out at once, and the summary adds up.

type Answer = 'ok' | 'refused' | 'lost' | 'gateway' | 'rate';
const answer = fc.constantFrom<Answer>('ok', 'ok', 'refused', 'lost', 'gateway', 'rate');
const action = fc.constantFrom('cancel', 'start', 'retryFailed', 'check', 'resend', 'wait');

afterEach(() => {
  vi.useRealTimers();
});

describe('bulk runner, any answers and any admin actions', () => {
  it('applies nothing twice, sends no more than asked, stays within 4, and the summary adds up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(
          fc.record({
            answer,
            latency: fc.integer({ min: 0, max: 400 }),
            retryAfter: fc.option(fc.integer({ min: 0, max: 3000 })),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.array(fc.record({ action, after: fc.integer({ min: 0, max: 1500 }) }), { maxLength: 8 }),
        async (n, script, actions) => {
          vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
          const applied = new Map<string, number>();
          const sends = new Map<string, number>();
          let step = 0;
          let out = 0;
          let maxOut = 0;
          const request = <T>(
            latency: number,
            signal: AbortSignal | null,
            settle: (resolve: (v: T) => void, reject: (e: unknown) => void) => void,
          ) =>
            new Promise<T>((resolve, reject) => {
              out++;
              maxOut = Math.max(maxOut, out);
              let over = false;
              const end = () => {
                if (!over) out--;
                over = true;
              };
              const timer = setTimeout(() => {
                end();
                settle(resolve, reject);
              }, latency);
              signal?.addEventListener('abort', () => {
                clearTimeout(timer);
                end();
                reject(new DOMException('Aborted', 'AbortError'));
              });
            });
          const runner = createBulkRunner({
            report: reportOf(n),
            maxWaitMs: 20_000,
            actions: (row) => ({
              run: (signal) => {
                const s = script[step++ % script.length]!;
                if (s.answer !== 'rate') sends.set(row.id, (sends.get(row.id) ?? 0) + 1);
                if (s.answer === 'ok' || s.answer === 'lost') applied.set(row.id, (applied.get(row.id) ?? 0) + 1);
                return request<void>(s.latency, signal, (resolve, reject) => {
                  if (s.answer === 'ok') resolve();
                  else if (s.answer === 'refused')
                    reject(new ApiError({ kind: 'validation', status: 422, message: 'Refused.' }));
                  else if (s.answer === 'lost')
                    reject(new ApiError({ kind: 'timeout', status: null, message: 'Too long.' }));
                  else if (s.answer === 'gateway')
                    reject(new ApiError({ kind: 'server', status: 502, message: 'Gateway.' }));
                  else
                    reject(
                      new ApiError({
                        kind: 'rate_limited',
                        status: 429,
                        message: 'Wait.',
                        retryAfterMs: s.retryAfter ?? undefined,
                      }),
                    );
                });
              },
              verify: () => request<boolean>(50, null, (resolve) => resolve((applied.get(row.id) ?? 0) > 0)),
            }),
          });
          runner.start();
          for (const a of actions) {
            await vi.advanceTimersByTimeAsync(a.after);
            if (a.action === 'cancel') runner.cancel();
            else if (a.action === 'start') runner.start();
            else if (a.action === 'retryFailed') runner.retryFailed();
            else if (a.action === 'check') runner.checkUncertain();
            else if (a.action === 'resend') runner.resendUncertain();
          }
          await vi.advanceTimersByTimeAsync(60_000);
          const report = runner.getReport();
          for (const row of report.rows) {
            expect(applied.get(row.id) ?? 0).toBeLessThanOrEqual(1);
            expect(sends.get(row.id) ?? 0).toBeLessThanOrEqual(row.attempts);
            // The runner counts an aborted request as sent: it cannot know what the answer was.
            expect(row.sends).toBeGreaterThanOrEqual(sends.get(row.id) ?? 0);
            expect(row.sends).toBeLessThanOrEqual(row.attempts);
            if (row.state.status === 'done') expect(applied.get(row.id)).toBe(1);
          }
          expect(maxOut).toBeLessThanOrEqual(4);
          const s = runner.summary();
          expect(s.done + s.failed + s.uncertain + s.notRun + s.inProgress).toBe(n);
          expect(s.inProgress).toBe(0);
          runner.dispose();
          vi.useRealTimers();
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  }, 60_000);
});
