// At most a few reads at once: a preview over many links queues its reads rather than sending them
// all together, so the workspace (and its rate limit) sees a steady trickle.

interface Limiter {
  run<T>(read: () => Promise<T>): Promise<T>;
  /** Reads running now (for tests and the waiting words). */
  running(): number;
}

export function createLimiter(max: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(read) {
      if (running >= max) await new Promise<void>((go) => waiting.push(go));
      running += 1;
      try {
        return await read();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    running: () => running,
  };
}

/** The same query options, their read waiting its turn. */
export function bounded<T extends { queryFn?: unknown }>(options: T, limiter: Limiter): T {
  const read = options.queryFn as (context: unknown) => Promise<unknown>;
  return { ...options, queryFn: (context: unknown) => limiter.run(() => read(context)) };
}
