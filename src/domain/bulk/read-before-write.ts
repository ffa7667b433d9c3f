import { isApiError } from '@/api/errors';
import type { RowActions } from '@/lib/bulk/runner';

/** Read as facts by the bulk runner: a failure of this row, with nothing sent. */
export class NotSent extends Error {
  readonly kind = 'not_sent';
  readonly status = null;
}

/**
 * A row's record read just before its write. A 429 on the read is waited out like one on the write;
 * any other failure means nothing was sent, said in `words(reason)`.
 */
export async function readBeforeWrite<T>(read: () => Promise<T>, words: (reason: string) => string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.kind === 'rate_limited') throw error;
    throw new NotSent(words(isApiError(error) ? error.message : 'no answer'));
  }
}

/** A row whose stored payload does not read: it fails as not sent, whenever it is run. */
export const unreadableRow = (): RowActions => ({
  run: () =>
    Promise.reject(
      new NotSent(
        'This line of the report could not be read back, so it was not sent. Close the report and start again.',
      ),
    ),
});
