import { sliceClock } from '@/lib/sliced';
import { ListStreamError, scanSession, type ScanInput, type ScanOutput, type ScannedEnd } from './list-scanner';

// One list answer read as it arrives (list-scanner.ts says how it is cut). Decoding and scanning
// the text cost about as much as parsing it, so they run in a worker where the browser has one;
// the page's thread parses each run, reads it by the schema and shows it (decision 0020, sixth
// pass). Without a worker (Node, tests, a worker that did not start) the same scan runs on the
// page's thread, giving it back to the browser between runs that took their time.

// The scanner's own names, for client.ts: it loads this file only with the first streamed call,
// and takes them from here rather than load the scanner with the first screen.
export { envelopeOf, ListStreamError, type ScannedEnd } from './list-scanner';

/** The worker stopped or could not be reached: Slotboard's failure, not the workspace's. */
export class ReaderFailure extends Error {
  override name = 'ReaderFailure';
}

export interface ListStreamOptions {
  listKey: string;
  /**
   * Each run of whole elements as it arrives, parsed, with its text (for a fresh parse) and the
   * index of its first element in the list. Returning false stops the reading: the rest is not wanted.
   */
  onItems: (items: unknown[], text: string, offset: number) => boolean | void;
  /** Bytes arrived (an inactivity timer starts again). */
  onBytes?: () => void;
  /** Cancels the reading (the request's own signal: a caller's abort or its timeout). */
  signal?: AbortSignal;
  maxTokenChars?: number;
  /** The most of the answer read (MAX_ANSWER_BYTES unless told). */
  maxBytes?: number;
  /** Makes the scanning worker; null reads on this thread. By default the bundled worker, where there are workers. */
  worker?: () => Worker | null;
}

export interface ListStreamResult {
  /** The answer without its list, or null when the reading stopped before its end. */
  end: ScannedEnd | null;
  count: number;
  /** Why it stopped before the end: onItems said so, or the answer grew past MAX_ANSWER_BYTES. */
  stoppedBy?: 'caller' | 'size';
}

/** How long a worker may take to start before the answer is read on this thread instead. */
const WORKER_START_MS = 3000;
/** Bytes handed to the worker and not yet scanned and shown: the reading waits beyond this. */
const MAX_IN_FLIGHT = 16 * 1024 * 1024;
/**
 * The most of one answer read: 100,000 real links are ~250 MB. Past it the reading stops, as at
 * the link ceiling, and says that not every link is shown.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024 * 1024;

const bundledWorker = () =>
  typeof Worker === 'function' ? new Worker(new URL('./list-stream.worker.ts', import.meta.url), { type: 'module', name: 'list-stream' }) : null;

function parseRun(text: string, listKey: string): unknown[] {
  try {
    return JSON.parse(text) as unknown[];
  } catch {
    throw new ListStreamError(`an element of "${listKey}" is not JSON`);
  }
}

/**
 * What the scan's outputs mean for the reading, the same on either thread: a run is parsed and
 * handed on; the answer's end, or the caller having enough, ends the reading; a refusal or a run
 * that is not JSON throws.
 */
function runsFor(options: ListStreamOptions) {
  let shown = 0;
  return {
    /** The reading's result when it ends with this output; undefined to read on. */
    take(out: ScanOutput): ListStreamResult | undefined {
      if ('refused' in out) throw new ListStreamError(out.refused);
      if ('end' in out) return { end: out.end, count: out.count };
      const items = parseRun(out.batch, options.listKey);
      shown = out.offset + items.length;
      return options.onItems(items, out.batch, out.offset) === false ? { end: null, count: shown, stoppedBy: 'caller' } : undefined;
    },
    /** Whether `bytes` read in all are past the most one answer may be. */
    tooLarge: (bytes: number) => bytes > (options.maxBytes ?? MAX_ANSWER_BYTES),
    /** The reading's result when it stops there. */
    stoppedForSize: (): ListStreamResult => ({ end: null, count: shown, stoppedBy: 'size' }),
  };
}

const aborted = (signal?: AbortSignal) => signal?.reason ?? new DOMException('The reading was cancelled.', 'AbortError');

/** A worker that has said it is ready, or null (none, or it failed or took too long to start). */
async function startWorker(options: ListStreamOptions): Promise<Worker | null> {
  let worker: Worker | null;
  try {
    worker = (options.worker ?? bundledWorker)();
  } catch {
    return null;
  }
  if (!worker) return null;
  const started = worker;
  const { signal } = options;
  const ready = await new Promise<boolean>((resolve, reject) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(ok);
    };
    const onAbort = () => {
      clearTimeout(timer);
      started.terminate();
      reject(aborted(signal));
    };
    const timer = setTimeout(() => done(false), WORKER_START_MS);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    started.onmessage = (e: MessageEvent) => done(e.data === 'ready');
    started.onerror = () => done(false);
    started.postMessage({ listKey: options.listKey, maxTokenChars: options.maxTokenChars });
  });
  if (ready) return started;
  started.terminate();
  return null;
}

/**
 * The body's bytes go to the worker as they arrive (moved, not copied); its runs come back as
 * messages. The reading waits while MAX_IN_FLIGHT bytes are with the worker or its runs are not
 * yet shown, so neither side piles up a large part of the answer.
 */
function viaWorker(reader: ReadableStreamDefaultReader<Uint8Array>, worker: Worker, options: ListStreamOptions): Promise<ListStreamResult> {
  const { signal } = options;
  return new Promise<ListStreamResult>((resolve, reject) => {
    let settled = false;
    const runs = runsFor(options);
    let posted = 0;
    let acked = 0;
    let wake: (() => void) | null = null;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      wake?.();
      done();
    };
    const onAbort = () => settle(() => reject(aborted(signal)));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (e: MessageEvent<ScanOutput | { ack: number }>) => {
      if (settled) return;
      const out = e.data;
      try {
        if ('ack' in out) {
          // Every run of these bytes came before this message and has been shown.
          acked += out.ack;
          if (wake && posted - acked <= MAX_IN_FLIGHT) wake();
          return;
        }
        const result = runs.take(out);
        if (result) settle(() => resolve(result));
      } catch (error) {
        settle(() => reject(error));
      }
    };
    const failed = () => settle(() => reject(new ReaderFailure('The list reader stopped.')));
    worker.onerror = failed;
    worker.onmessageerror = failed;
    const send = (input: ScanInput, transfer: Transferable[] = []) => worker.postMessage(input, transfer);
    void (async () => {
      try {
        for (;;) {
          if (posted - acked > MAX_IN_FLIGHT) await new Promise<void>((r) => (wake = r));
          wake = null;
          if (settled) return;
          const { done, value } = await reader.read();
          if (settled) return;
          options.onBytes?.();
          if (done) return send({ end: true });
          if (runs.tooLarge(posted + value.byteLength)) {
            settle(() => resolve(runs.stoppedForSize()));
            return;
          }
          // A chunk that is a view of a larger buffer is copied: moving the buffer would take the rest too.
          const bytes = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? value : value.slice();
          posted += bytes.byteLength;
          send({ bytes }, [bytes.buffer]);
        }
      } catch (error) {
        settle(() => reject(error));
      }
    })();
  });
}

async function inThread(reader: ReadableStreamDefaultReader<Uint8Array>, options: ListStreamOptions): Promise<ListStreamResult> {
  const session = scanSession(options.listKey, options.maxTokenChars);
  const clock = sliceClock(undefined, options.signal);
  const runs = runsFor(options);
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    options.signal?.throwIfAborted();
    options.onBytes?.();
    if (!done && runs.tooLarge((read += value.byteLength))) return runs.stoppedForSize();
    let result: ListStreamResult | undefined;
    let failure: { error: unknown } | null = null;
    session.take(done ? { end: true } : { bytes: value }, (out) => {
      if (result || failure) return;
      try {
        result = runs.take(out);
      } catch (error) {
        failure = { error };
      }
    });
    if (failure) throw (failure as { error: unknown }).error;
    if (result) return result;
    if (clock.due()) await clock.next();
  }
}

/**
 * Reads a JSON answer's body as it arrives, handing the list's elements out in runs. An answer
 * left unread (stopped, refused, failed, cancelled) is cancelled, so its connection is not kept busy.
 */
export async function readListStream(body: ReadableStream<Uint8Array>, options: ListStreamOptions): Promise<ListStreamResult> {
  const reader = body.getReader();
  let readToEnd = false;
  let worker: Worker | null = null;
  try {
    worker = await startWorker(options);
    const result = worker ? await viaWorker(reader, worker, options) : await inThread(reader, options);
    readToEnd = result.end !== null;
    return result;
  } finally {
    worker?.terminate();
    if (!readToEnd) await reader.cancel().catch(() => undefined);
  }
}
