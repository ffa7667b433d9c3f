import { scanSession, type ScanOutput } from './list-scanner';

// What the list reader's worker does (list-stream.worker.ts wires it to the worker's own scope; the
// tests run it as it is). The first message names the list and is answered "ready". The second
// asks for the answer: the worker makes the request itself and tells the answer's status and
// headers (and, for a refusal, its text). A good answer's body never reaches the page's thread:
// reading it there cost the page ~0.4 s at 100,000 links (decision 0020). The worker
// reads, decodes and scans it, and sends the runs of elements, a note of the bytes as they arrive,
// and the end. The page acknowledges each run once shown, and the worker reads no further while
// more than MAX_UNSHOWN_CHARS of runs wait to be shown.

export type WorkerConfig = { listKey: string; maxTokenChars?: number };
export type FetchOrder = { fetch: { url: string; headers: Record<string, string>; maxBytes: number } };
export type ToWorker = WorkerConfig | FetchOrder | { shown: number };
export type AnswerHead = { status: number; statusText: string; headers: [string, string][] };
export type FromWorker =
  | 'ready'
  | ScanOutput
  /**
   * The answer's status and headers; `text` is the body of an answer that is not a success, and
   * `empty` says a success came with no body at all (a 204).
   */
  | { head: AnswerHead; text?: string; empty?: true }
  /** The request or its body failed as a network failure does (fetch's TypeError). */
  | { failed: string }
  /** The worker's own reading failed (not the workspace's answer, not the network). */
  | { broke: string }
  /** Bytes of the body arrived. */
  | { got: number }
  /** The answer grew past the most one answer may be: its reading stopped there. */
  | { tooLarge: true };

/** Runs' text sent and not yet shown by the page: the worker reads on once fewer wait. */
export const MAX_UNSHOWN_CHARS = 16 * 1024 * 1024;

export function listWorker(post: (message: FromWorker) => void, doFetch: typeof fetch) {
  let session: ReturnType<typeof scanSession> | null = null;
  let sent = 0;
  let shown = 0;
  let wake: (() => void) | null = null;
  /** The scan ended or refused the answer: nothing more is read. */
  let over = false;

  const out = (output: ScanOutput) => {
    if ('batch' in output) sent += output.batch.length;
    else over = true;
    post(output);
  };

  async function fetchAndScan({ url, headers, maxBytes }: FetchOrder['fetch']) {
    let response: Response;
    try {
      response = await doFetch(url, { method: 'GET', headers, credentials: 'same-origin', redirect: 'error' });
    } catch (error) {
      return post({ failed: String(error) });
    }
    const head: AnswerHead = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
    if (!response.ok) {
      let text = '';
      try {
        text = await response.text();
      } catch (error) {
        return post({ failed: String(error) });
      }
      return post({ head, text });
    }
    if (!response.body) return post({ head, empty: true });
    post({ head });
    const reader = response.body.getReader();
    const stop = () => void reader.cancel().catch(() => undefined);
    let read = 0;
    try {
      for (;;) {
        while (sent - shown > MAX_UNSHOWN_CHARS) await new Promise<void>((resolve) => (wake = resolve));
        let piece: ReadableStreamReadResult<Uint8Array>;
        try {
          piece = await reader.read();
        } catch (error) {
          // The body broke off: the network's failure, as fetch says it.
          return post({ failed: String(error) });
        }
        if (piece.done) return session!.take({ end: true }, out);
        read += piece.value.byteLength;
        if (read > maxBytes) {
          post({ tooLarge: true });
          return stop();
        }
        post({ got: piece.value.byteLength });
        session!.take({ bytes: piece.value }, out);
        if (over) return stop();
      }
    } catch (error) {
      // The scan itself failed: Slotboard's own failure, said as such.
      post({ broke: String(error) });
      stop();
    }
  }

  return (message: ToWorker) => {
    if ('listKey' in message) {
      session = scanSession(message.listKey, message.maxTokenChars);
      return post('ready');
    }
    if ('fetch' in message) return void fetchAndScan(message.fetch);
    if ('shown' in message) {
      shown += message.shown;
      if (wake && sent - shown <= MAX_UNSHOWN_CHARS) {
        wake();
        wake = null;
      }
    }
  };
}
