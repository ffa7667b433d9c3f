// The workspace's answer as the proxy passes it on: read up to a cap and held whole, or, for a long
// list, the part held and then the rest streamed on under byte, idle and total-time limits.

export class TooLarge extends Error {}

const join = (chunks: Uint8Array[], size: number) => {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/** Part of an answer read, and the rest still to come, for an answer that may be streamed on. */
interface Overflow {
  held: Uint8Array[];
  size: number;
  reader: ReadableStreamDefaultReader<Uint8Array>;
}

/**
 * Reads the answer chunk by chunk and gives up past the cap, so a huge answer is never held whole.
 * An answer that `mayStream` goes past the cap as an Overflow instead: what was read, and its reader.
 */
export async function readCapped(
  res: Response,
  max: number,
  mayStream: boolean,
): Promise<Uint8Array<ArrayBuffer> | Overflow> {
  if (!mayStream && Number(res.headers.get('content-length') ?? 0) > max) {
    void res.body?.cancel().catch(() => {});
    throw new TooLarge();
  }
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    chunks.push(value);
    if (size > max) {
      if (mayStream) return { held: chunks, size, reader };
      void reader.cancel().catch(() => {});
      throw new TooLarge();
    }
  }
  return join(chunks, size);
}

/**
 * The held part and then the rest, as it comes. Cut (the client sees the answer end in error) past
 * `limits.bytes`, when no byte came for `limits.idleMs`, or `limits.totalMs` after it started; a
 * client that goes away cancels the upstream answer.
 */
export function streamOn(
  { held, size, reader }: Overflow,
  limits: { bytes: number; idleMs: number; totalMs: number },
): ReadableStream<Uint8Array> {
  let sent = size;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const end = () => {
    over = true;
    clearTimeout(idle);
    clearTimeout(deadline);
  };
  const stop = (controller: ReadableStreamDefaultController<Uint8Array>, why: string) => {
    if (over) return;
    end();
    void reader.cancel(why).catch(() => {});
    controller.error(new Error(why));
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of held) controller.enqueue(chunk);
      deadline = setTimeout(() => stop(controller, 'The workspace took too long to send its answer.'), limits.totalMs);
    },
    async pull(controller) {
      clearTimeout(idle);
      idle = setTimeout(() => stop(controller, 'The workspace stopped sending its answer.'), limits.idleMs);
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        if (!over) controller.error(new Error('The workspace broke off its answer.'));
        return end();
      }
      clearTimeout(idle);
      if (over) return;
      if (next.done) {
        end();
        return controller.close();
      }
      sent += next.value.length;
      if (sent > limits.bytes) return stop(controller, 'The answer grew past what the Slotboard server passes on.');
      controller.enqueue(next.value);
    },
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  });
}
