import type { ActivityResult } from './log';

// Whether a write may have been applied, for every writer: the edit kit's save, the bulk runner and
// the activity log. lib may not import src/api, so the fetch layer's ApiError is read by its shape.

interface ErrorFacts {
  kind: string;
  status: number | null;
  message: string;
  retryAfterMs?: number;
}

export function errorFacts(error: unknown): ErrorFacts | null {
  if (!(error instanceof Error)) return null;
  const e = error as Error & Partial<Record<'kind' | 'status' | 'retryAfterMs', unknown>>;
  if (typeof e.kind !== 'string') return null;
  return {
    kind: e.kind,
    status: typeof e.status === 'number' ? e.status : null,
    message: e.message,
    retryAfterMs: typeof e.retryAfterMs === 'number' ? e.retryAfterMs : undefined,
  };
}

const LEFT_OPEN = new Set(['timeout', 'network', 'server']);

/** Timeouts, lost connections and 5xx may have been applied; so was a 2xx whose body is unreadable. */
export function leftOpen(error: unknown): boolean {
  const facts = errorFacts(error);
  if (!facts) return false;
  return (
    LEFT_OPEN.has(facts.kind) || (facts.kind === 'invalid_response' && facts.status !== null && facts.status < 300)
  );
}

export function outcomeOf(error: unknown): { result: ActivityResult; detail: string } {
  const facts = errorFacts(error);
  if (leftOpen(error)) return { result: 'uncertain', detail: facts?.message ?? 'No clear answer came back.' };
  if (facts) return { result: 'failed', detail: facts.message };
  return { result: 'uncertain', detail: 'Something went wrong after the request left; it may have been applied.' };
}
