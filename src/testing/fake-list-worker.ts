import { listWorker, type FromWorker, type ToWorker } from '@/api/list-worker';

/**
 * A stand-in for list-stream.worker.ts for tests: the real worker's code (list-worker.ts) behind
 * the Worker interface, its messages delivered later as a worker's are, with the fetch it is given.
 * The real worker runs in the browser journeys. Modes: `fails` never starts; `slow` never says it
 * is ready; `dies` fails once asked for the answer; `deaf` never hears that runs were shown.
 */
export class FakeListWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onmessageerror: ((e: Event) => void) | null = null;
  terminated = false;
  /** What the worker was asked to fetch, and with which headers. */
  asked: { url: string; headers: Record<string, string> }[] = [];
  /** Aborted when the worker ends: a real worker's requests end with it. */
  private readonly ended = new AbortController();
  private readonly take: (message: ToWorker) => void;

  constructor(
    doFetch: (url: string, init: RequestInit) => Promise<Response>,
    private readonly mode: 'works' | 'fails' | 'dies' | 'deaf' | 'slow' = 'works',
  ) {
    const post = (data: FromWorker) => setTimeout(() => !this.terminated && this.onmessage?.(new MessageEvent('message', { data })));
    this.take = listWorker(post, ((url: string, init: RequestInit) => doFetch(url, { ...init, signal: this.ended.signal })) as typeof fetch);
  }

  postMessage(message: ToWorker) {
    setTimeout(() => {
      if (this.terminated) return;
      if (this.mode === 'fails' || (this.mode === 'dies' && 'fetch' in message)) return this.onerror?.(new Event('error'));
      if (this.mode === 'slow' && 'listKey' in message) return; // never says it is ready
      if ('fetch' in message) this.asked.push({ url: message.fetch.url, headers: message.fetch.headers });
      if (this.mode === 'deaf' && 'shown' in message) return;
      this.take(message);
    });
  }

  terminate() {
    this.terminated = true;
    this.ended.abort(new DOMException('The worker ended.', 'AbortError'));
  }
}

/** A fetch answering `body` (bytes in pieces, or a stream) with `status` and `headers`; the body is cancelled when the request is aborted. */
export function answering(body: ReadableStream<Uint8Array> | string, init: ResponseInit = {}) {
  return async (_url: string, request: RequestInit) => {
    let stream: ReadableStream<Uint8Array> | string = body;
    if (typeof body !== 'string') {
      const reader = body.getReader();
      stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      request.signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    }
    return new Response(stream, init);
  };
}
