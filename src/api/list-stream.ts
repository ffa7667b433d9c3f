import { sliceClock } from '@/lib/sliced';
import { ListStreamError, scanSession, type ScanOutput, type ScannedEnd } from './list-scanner';
import type { FromWorker } from './list-worker';

// One list answer read as it arrives (list-scanner.ts says how it is cut). Where the browser has
// workers, a worker asks for the answer itself and decodes and scans its body (list-worker.ts):
// the bytes never reach the page's thread, which only parses each run, reads it by the schema and
// shows it (decision 0020). Without a worker (Node, tests, a worker that
// did not start) the page asks, and the same scan runs on its thread, giving it back to the
// browser between runs that took their time.

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
async function startWorker(options: ListRequestOptions): Promise<Worker | null> {
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
    const timer = setTimeout(() => done(false), options.startMs ?? WORKER_START_MS);
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
 * Reads a JSON answer's body as it arrives, on the page's thread, handing the list's elements out
 * in runs. An answer left unread (stopped, refused, failed, cancelled) is cancelled, so its
 * connection is not kept busy.
 */
export async function readListStream(body: ReadableStream<Uint8Array>, options: ListStreamOptions): Promise<ListStreamResult> {
  const reader = body.getReader();
  let readToEnd = false;
  try {
    const result = await inThread(reader, options);
    readToEnd = result.end !== null;
    return result;
  } finally {
    if (!readToEnd) await reader.cancel().catch(() => undefined);
  }
}

export interface ListRequestOptions {
  listKey: string;
  maxTokenChars?: number;
  /** The most of the answer read (MAX_ANSWER_BYTES unless told). */
  maxBytes?: number;
  /** Cancels starting the worker. */
  signal?: AbortSignal;
  /** Makes the worker; null for none. By default the bundled worker, where there are workers. */
  worker?: () => Worker | null;
  /** How long the worker may take to say it is ready (WORKER_START_MS unless told). */
  startMs?: number;
}

/** One list request made and read by the worker: `fetch`, then `read` of its good answer, then `close`. */
export interface ListRequest {
  /**
   * Asks for the answer from the worker. It resolves to the answer's status and headers, with the
   * text of an answer that is not a success and no body otherwise (`read` reads that one); it
   * rejects as fetch does (a TypeError for a network failure, the signal's reason for an abort),
   * or with a ReaderFailure when the worker stops.
   */
  fetch(url: string, init: { headers: Record<string, string>; signal: AbortSignal }): Promise<Response>;
  /** Reads the good answer `fetch` resolved to, as readListStream reads a body. */
  read(response: Response, options: Pick<ListStreamOptions, 'onItems' | 'onBytes' | 'signal'>): Promise<ListStreamResult>;
  /** Ends the worker, and with it the request and its reading, wherever they are. */
  close(): void;
}

/** What the worker said, or 'stopped' when it failed. */
type Heard = Exclude<FromWorker, 'ready'> | 'stopped';
/** What the worker said of the answer: its head, its runs and bytes, its end. */
type Said = Exclude<Heard, 'stopped' | { failed: string } | { broke: string }>;
type Settle<T> = { ok: (value: T) => void; fail: (error: unknown) => void };

/** A worker ready to ask for one list answer and read it, or null where there is none (see ListRequest). */
export async function openListRequest(options: ListRequestOptions): Promise<ListRequest | null> {
  const worker = await startWorker(options);
  if (!worker) return null;
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  // What the worker says is heard by one listener at a time; what comes between two is kept for the next.
  const heard: Heard[] = [];
  let listener: ((message: Heard) => void) | null = null;
  const hear = (message: Heard) => (listener ? listener(message) : heard.push(message));
  const listen = (next: ((message: Heard) => void) | null) => {
    listener = next;
    while (listener && listener === next && heard.length > 0) next(heard.shift()!);
  };
  worker.onmessage = (e: MessageEvent<FromWorker>) => e.data !== 'ready' && hear(e.data);
  worker.onerror = worker.onmessageerror = () => hear('stopped');
  const stopped = () => new ReaderFailure('The list reader stopped.');
  /**
   * Hears the worker, after `start`, until `settle` is called. An abort of the signal settles it
   * too, and ends the worker. What `hearing` throws fails it.
   */
  const hearUntil = <T>(signal: AbortSignal | undefined, start: () => void, hearing: (message: Said, settle: Settle<T>) => void) =>
    new Promise<T>((resolve, reject) => {
      let over = false;
      const end = (then: () => void) => {
        if (over) return;
        over = true;
        signal?.removeEventListener('abort', onAbort);
        listen(null);
        then();
      };
      const settle: Settle<T> = { ok: (value) => end(() => resolve(value)), fail: (error) => end(() => reject(error)) };
      const onAbort = () => {
        worker.terminate();
        settle.fail(aborted(signal));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      start();
      listen((message) => {
        try {
          if (message === 'stopped' || 'broke' in message) return settle.fail(stopped());
          if ('failed' in message) return settle.fail(new TypeError(message.failed));
          hearing(message, settle);
        } catch (error) {
          settle.fail(error);
        }
      });
    });
  let answer: Response | null = null;
  /** The answer was a success with no body: there is nothing to read. */
  let empty = false;

  return {
    fetch: (url, init) =>
      hearUntil<Response>(
        init.signal,
        () => worker.postMessage({ fetch: { url: new URL(url, globalThis.location?.href).href, headers: init.headers, maxBytes } }),
        (message, settle) => {
          if (!('head' in message)) return;
          const { head, text } = message;
          empty = message.empty === true;
          try {
            answer = new Response(text ?? null, { status: head.status, statusText: head.statusText, headers: head.headers });
          } catch (error) {
            return settle.fail(new TypeError(String(error)));
          }
          settle.ok(answer);
        },
      ),
    read(response, readOptions) {
      if (response !== answer) return Promise.reject(new Error('Only the answer this request fetched can be read.'));
      if (empty) return Promise.reject(new ListStreamError('the answer has no body'));
      const runs = runsFor({ listKey: options.listKey, onItems: readOptions.onItems });
      return hearUntil<ListStreamResult>(
        readOptions.signal,
        () => undefined,
        (message, settle) => {
          if ('got' in message) return readOptions.onBytes?.();
          if ('tooLarge' in message) return settle.ok(runs.stoppedForSize());
          if ('head' in message) return;
          const result = runs.take(message);
          if ('batch' in message) worker.postMessage({ shown: message.batch.length });
          if (result) settle.ok(result);
        },
      );
    },
    close: () => worker.terminate(),
  };
}
