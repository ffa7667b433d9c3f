import type { Context, Next } from 'hono';

export interface Fault {
  /** Path below the workspace address ("/api/external/v2/meetings"); a trailing * matches a prefix. */
  path: string;
  method?: string;
  /** Query parameters the request must carry with these values ({"page_size": "50"}); others may be there too. */
  query?: Record<string, string>;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
  latencyMs?: number;
  status?: number;
  body?: unknown;
  retryAfter?: number;
  malformed?: boolean;
  drop?: boolean;
  /**
   * Held until `POST /__sandbox/faults/release` (or for at most two minutes), then served as the
   * rest of the fault says. A test then knows that a write has not been applied yet, whatever the
   * machine's speed, where a latency only makes it likely. A reset or `DELETE /__sandbox/faults`
   * answers held requests 503 without applying them.
   */
  hold?: boolean;
  /** The share of matching requests it applies to (0 to 1); the others pass untouched and do not count against `times`. */
  rate?: number;
  /** Which requests `rate` picks: the same seed picks the same ones, run after run (0 when absent). */
  seed?: number;
}

/** More would only be a test's mistake, and each is checked against every request. */
export const MAX_FAULTS = 50;

/** The longest a fault keeps a request waiting (a latency, a hold), so no request of a test run hangs on. */
const WAIT_MAX_MS = 120_000;

/** Requests whose connection a `drop` fault closed: nothing was answered, so the log gives no status. */
export const droppedRequests = new WeakSet<Request>();

interface Held {
  settle: (go: boolean) => void;
  finished: Promise<void>;
}

/**
 * The requests a `hold` fault keeps waiting. They are let go together, and the release answers only
 * once each is answered, so a test that goes on after it knows the held writes are applied.
 */
export class Gate {
  private waiting = new Set<Held>();
  get held() {
    return this.waiting.size;
  }
  /** Waits to be let go, then runs the rest of the request (`go`), or answers with `dropped()`. */
  async pass(go: () => Promise<Response | void>, dropped: () => Response): Promise<Response | void> {
    let markFinished!: () => void;
    const finished = new Promise<void>((r) => (markFinished = r));
    const goOn = await new Promise<boolean>((resolve) => {
      const held: Held = {
        settle: (value) => {
          clearTimeout(timer);
          this.waiting.delete(held);
          resolve(value);
        },
        finished,
      };
      const timer = setTimeout(() => held.settle(true), WAIT_MAX_MS);
      this.waiting.add(held);
    });
    try {
      return goOn ? await go() : dropped();
    } finally {
      markFinished();
    }
  }
  /** Lets every held request go on, and resolves once each is answered (a write then is applied). */
  async release(): Promise<number> {
    const all = [...this.waiting];
    for (const held of all) held.settle(true);
    await Promise.all(all.map((h) => h.finished));
    return all.length;
  }
  /** Answers every held request without applying it (the workspace they were sent to is gone). */
  drop() {
    for (const held of [...this.waiting]) held.settle(false);
  }
}

const FIELDS = [
  'path',
  'method',
  'query',
  'times',
  'latencyMs',
  'status',
  'body',
  'retryAfter',
  'malformed',
  'drop',
  'hold',
  'rate',
  'seed',
];

type FaultCheck = { fault: Fault } | { status: 400 | 422; error: string; unknown?: string[] };

/** A fault as sent to `POST /__sandbox/faults`, checked field by field: unknown fields are named, never ignored. */
export function parseFault(v: unknown): FaultCheck {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return { status: 422, error: 'Send a fault as a JSON object.' };
  const f = v as Record<string, unknown>;
  const unknown = Object.keys(f).filter((k) => !FIELDS.includes(k));
  if (unknown.length) {
    return {
      status: 400,
      error: `Unknown fault field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. A fault takes ${FIELDS.join(', ')}.`,
      unknown,
    };
  }
  const wrong = (error: string): FaultCheck => ({ status: 422, error });
  const int = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
  const flag = (x: unknown) => x === undefined || typeof x === 'boolean';
  if (typeof f.path !== 'string' || !f.path.startsWith('/')) return wrong('path must be a path starting with /.');
  if (f.method !== undefined && (typeof f.method !== 'string' || !/^[A-Za-z]+$/.test(f.method)))
    return wrong('method must be an HTTP method, like "PATCH".');
  if (
    f.query !== undefined &&
    (typeof f.query !== 'object' ||
      f.query === null ||
      Array.isArray(f.query) ||
      !Object.values(f.query).every((q) => typeof q === 'string'))
  ) {
    return wrong('query must be an object of strings, like {"page_size": "50"}.');
  }
  if (f.times !== undefined && !(int(f.times) && (f.times as number) >= 1))
    return wrong('times must be a whole number of 1 or more.');
  if (f.latencyMs !== undefined && !(typeof f.latencyMs === 'number' && f.latencyMs >= 0 && f.latencyMs <= WAIT_MAX_MS))
    return wrong(`latencyMs must be from 0 to ${WAIT_MAX_MS}.`);
  if (f.status !== undefined && !(int(f.status) && (f.status as number) >= 200 && (f.status as number) <= 599))
    return wrong('status must be a whole number from 200 to 599.');
  if (f.retryAfter !== undefined && !(typeof f.retryAfter === 'number' && f.retryAfter >= 0))
    return wrong('retryAfter must be a number of seconds, 0 or more.');
  for (const name of ['malformed', 'drop', 'hold'] as const)
    if (!flag(f[name])) return wrong(`${name} must be true or false.`);
  if (f.rate !== undefined && !(typeof f.rate === 'number' && f.rate >= 0 && f.rate <= 1))
    return wrong('rate must be a number from 0 to 1 (0.3: three requests in ten).');
  if (f.seed !== undefined && !(int(f.seed) && Math.abs(f.seed as number) <= 2 ** 31))
    return wrong('seed must be a whole number.');
  return { fault: f as unknown as Fault };
}

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
function draws(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each fault's own sequence of draws, started on its first matching request. */
const sequences = new WeakMap<Fault, () => number>();
const applies = (fault: Fault) => {
  if (fault.rate === undefined) return true;
  let next = sequences.get(fault);
  if (!next) sequences.set(fault, (next = draws(fault.seed ?? 0)));
  return next() < fault.rate;
};

const matches = (fault: Fault, method: string, path: string, params: URLSearchParams) =>
  (!fault.method || fault.method.toUpperCase() === method) &&
  (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path) &&
  Object.entries(fault.query ?? {}).every(([name, value]) => params.get(name) === value);

interface NodeEnv {
  incoming?: { socket?: { destroy: () => void } };
}

export function faultMiddleware(faults: Fault[], gate: Gate, relativePath: (c: Context) => string) {
  return async (c: Context, next: Next) => {
    const path = relativePath(c);
    const params = new URL(c.req.url).searchParams;
    const index = faults.findIndex((f) => matches(f, c.req.method, path, params) && applies(f));
    if (index === -1) return next();
    const fault = faults[index]!;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) faults.splice(index, 1);
    }
    if (!fault.hold) return serve(fault, c, next);
    return gate.pass(
      () => serve(fault, c, next),
      () =>
        c.json(
          {
            error:
              'The sandbox let this held request go without applying it (a reset, or its faults cleared); it changed nothing.',
          },
          503,
        ),
    );
  };
}

/** A matched request, served as its fault says (after any hold). */
async function serve(fault: Fault, c: Context, next: Next) {
  if (fault.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
  if (fault.drop) {
    const socket = (c.env as NodeEnv | undefined)?.incoming?.socket;
    if (socket) {
      droppedRequests.add(c.req.raw);
      socket.destroy();
      return c.body(null, 500);
    }
    throw new Error('sandbox fault: connection dropped');
  }
  if (fault.malformed) {
    return c.body('{"meetings": [{"id": "1", "name": "trunc' as string, (fault.status ?? 200) as 200, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  if (fault.status) {
    const headers: Record<string, string> = {};
    if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
    // Never text/html: an injected body must not become a page on the app's origin.
    if (typeof fault.body === 'string') {
      return c.body(fault.body, fault.status as 500, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    }
    return c.json(fault.body ?? { error: `Injected failure (${fault.status})` }, fault.status as 500, headers);
  }
  return next();
}
