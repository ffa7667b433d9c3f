import { sliceClock } from '@/lib/sliced';
import { ListStreamError, scanSession, type ScanInput, type ScanOutput, type ScannedEnd } from './list-scanner';

// One list answer read as it arrives (list-scanner.ts says how it is cut). Decoding and scanning
// the text cost about as much as parsing it, so they run in a worker where the browser has one;
// the page's thread parses each run, reads it by the schema and shows it (decision 0020, sixth
// pass). Without a worker (Node, tests, a worker that did not start) the same scan runs on the
// page's thread, giving it back to the browser between runs that took their time.

export { envelopeOf, ListStreamError, type ScannedEnd } from './list-scanner';

export interface ListStreamOptions {
  listKey: string;
  /**
   * Each run of whole elements as it arrives, parsed, with its text (for a fresh parse) and the
   * index of its first element in the list. Returning false stops the reading: the rest is not wanted.
   */
  onItems: (items: unknown[], text: string, offset: number) => boolean | void;
  /** Bytes arrived (an inactivity timer starts again). */
  onBytes?: () => void;
  maxTokenChars?: number;
  /** Makes the scanning worker; null reads on this thread. By default the bundled worker, where there are workers. */
  worker?: () => Worker | null;
}

export interface ListStreamResult {
  /** The answer without its list, or null when onItems stopped the reading. */
  end: ScannedEnd | null;
  count: number;
}

/** How long a worker may take to start before the answer is read on this thread instead. */
const WORKER_START_MS = 3000;

const bundledWorker = () =>
  typeof Worker === 'function' ? new Worker(new URL('./list-stream.worker.ts', import.meta.url), { type: 'module', name: 'list-stream' }) : null;

function parseRun(text: string, listKey: string): unknown[] {
  try {
    return JSON.parse(text) as unknown[];
  } catch {
    throw new ListStreamError(`an element of "${listKey}" is not JSON`);
  }
}

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
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), WORKER_START_MS);
    started.onmessage = (e: MessageEvent) => {
      clearTimeout(timer);
      resolve(e.data === 'ready');
    };
    started.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    started.postMessage({ listKey: options.listKey, maxTokenChars: options.maxTokenChars });
  });
  if (ready) return started;
  started.terminate();
  return null;
}

/** The body's bytes go to the worker as they arrive (moved, not copied); its runs come back as messages. */
function viaWorker(reader: ReadableStreamDefaultReader<Uint8Array>, worker: Worker, options: ListStreamOptions): Promise<ListStreamResult> {
  return new Promise<ListStreamResult>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
    };
    worker.onmessage = (e: MessageEvent<ScanOutput>) => {
      if (settled) return;
      const out = e.data;
      try {
        if ('refused' in out) throw new ListStreamError(out.refused);
        if ('end' in out) {
          settle(() => resolve({ end: out.end, count: out.count }));
          return;
        }
        const items = parseRun(out.batch, options.listKey);
        if (options.onItems(items, out.batch, out.offset) === false) settle(() => resolve({ end: null, count: out.offset + items.length }));
      } catch (error) {
        settle(() => reject(error));
      }
    };
    worker.onerror = () => settle(() => reject(new ListStreamError('the reader stopped')));
    const send = (input: ScanInput, transfer: Transferable[] = []) => worker.postMessage(input, transfer);
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (settled) return;
          options.onBytes?.();
          if (done) return send({ end: true });
          // A chunk that is a view of a larger buffer is copied: moving the buffer would take the rest too.
          const bytes = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? value : value.slice();
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
  const clock = sliceClock();
  for (;;) {
    const { done, value } = await reader.read();
    options.onBytes?.();
    let result: ListStreamResult | null = null;
    let failure: { error: unknown } | null = null;
    session.take(done ? { end: true } : { bytes: value }, (out) => {
      if (result || failure) return;
      try {
        if ('refused' in out) throw new ListStreamError(out.refused);
        if ('end' in out) result = { end: out.end, count: out.count };
        else {
          const items = parseRun(out.batch, options.listKey);
          if (options.onItems(items, out.batch, out.offset) === false) result = { end: null, count: out.offset + items.length };
        }
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
 * left unread (stopped, refused, failed) is cancelled, so its connection is not kept busy.
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
