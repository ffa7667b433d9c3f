import { isApiError } from '@/api/errors';
import type { ClaimAnswer } from '@/api/record/requests';
import { NotSent } from '@/domain/bulk/read-before-write';
import type { ActivityEntry } from '@/lib/activity/log';
import type { RowActions } from '@/lib/bulk/runner';

// A "Revert run" on a server that keeps a shared record (decision 0032): each row of the run is
// taken in the record before it is written, so two admins reverting one run at once write it once.

export interface Claims {
  /** Takes the row for this browser, or says who holds it. */
  take: (claim: { runId: string; rowKey: string }) => Promise<ClaimAnswer>;
  /** Rows this page has taken: sent again (a retry) without asking the record a second time. */
  held: Set<string>;
}

/** A run's row, the same from every browser: the record's entries and this browser's log name it alike. */
export const claimKey = (entry: ActivityEntry) => `${entry.resourceKind}:${entry.resourceId}`;

/**
 * Each row taken in the shared record just before its read and write, so two admins reverting one
 * run at once write it once: a row another browser holds is not sent, and said (still being put back
 * there, or back already as the re-read shows).
 */
export function claimed(claims: Claims | undefined, entry: ActivityEntry, actions: RowActions): RowActions {
  const runId = entry.runId;
  if (!claims || !runId) return actions;
  const { take, held } = claims;
  const rowKey = claimKey(entry);
  const key = `${runId}\n${rowKey}`;
  return {
    ...actions,
    async run(signal) {
      if (!held.has(key)) {
        let answer: ClaimAnswer;
        try {
          answer = await take({ runId, rowKey });
        } catch (error) {
          throw new NotSent(
            isApiError(error) ? error.message : 'The server’s record did not answer; nothing was sent.',
          );
        }
        if (!answer.claimed) {
          const back = await (actions.verify?.() ?? Promise.resolve(false)).catch(() => false);
          throw new NotSent(
            back
              ? 'Already reverted from another browser; nothing was sent from this one.'
              : `Being reverted by ${answer.by} from another browser; nothing was sent from this one.`,
          );
        }
        held.add(key);
      }
      return actions.run(signal);
    },
  };
}
