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
}

export function isFault(v: unknown): v is Fault {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return (
    typeof f.path === 'string' &&
    f.path.startsWith('/') &&
    (f.method === undefined || typeof f.method === 'string') &&
    (f.query === undefined ||
      (typeof f.query === 'object' &&
        f.query !== null &&
        !Array.isArray(f.query) &&
        Object.values(f.query).every((q) => typeof q === 'string'))) &&
    (f.times === undefined || (typeof f.times === 'number' && f.times > 0)) &&
    (f.latencyMs === undefined || (typeof f.latencyMs === 'number' && f.latencyMs >= 0 && f.latencyMs <= 120_000)) &&
    (f.status === undefined || (typeof f.status === 'number' && f.status >= 100 && f.status <= 599)) &&
    (f.retryAfter === undefined || typeof f.retryAfter === 'number')
  );
}

const matches = (fault: Fault, method: string, path: string, params: URLSearchParams) =>
  (!fault.method || fault.method.toUpperCase() === method) &&
  (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path) &&
  Object.entries(fault.query ?? {}).every(([name, value]) => params.get(name) === value);

interface NodeEnv {
  incoming?: { socket?: { destroy: () => void } };
}

export function faultMiddleware(faults: Fault[], relativePath: (c: Context) => string) {
  return async (c: Context, next: Next) => {
    const path = relativePath(c);
    const params = new URL(c.req.url).searchParams;
    const index = faults.findIndex((f) => matches(f, c.req.method, path, params));
    if (index === -1) return next();
    const fault = faults[index]!;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) faults.splice(index, 1);
    }
    if (fault.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
    if (fault.drop) {
      const socket = (c.env as NodeEnv | undefined)?.incoming?.socket;
      if (socket) {
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
  };
}
