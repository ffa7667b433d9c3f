export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid_response'
  /** 405 or 501: this workspace does not offer the endpoint at all (docs/product.md decision 10). */
  | 'unsupported';

export type FieldErrors = Record<string, string[]>;

interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number | null;
  message: string;
  fieldErrors?: FieldErrors;
  /** What the service itself said, when it said something readable. */
  serviceMessage?: string;
  /** Machine-readable code, from the Slotboard server's own refusals ("upstream_not_allowed"). */
  code?: string;
  /** Why, beside the code, when the Slotboard server says (`sign_in_required`: "expired", "signed_out"). */
  reason?: string;
  retryAfterMs?: number;
  /** Method and path of the call (never the key, never the workspace address). */
  endpoint?: string;
}

/** Every failure of the fetch layer, whatever the service or the network did. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly fieldErrors: FieldErrors;
  readonly serviceMessage?: string;
  readonly code?: string;
  readonly reason?: string;
  readonly retryAfterMs?: number;
  readonly endpoint?: string;
  /** How long the failed call took, set by the fetch layer: a slow failure is not retried unseen. */
  elapsedMs?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.serviceMessage = init.serviceMessage;
    this.code = init.code;
    this.reason = init.reason;
    this.retryAfterMs = init.retryAfterMs;
    this.endpoint = init.endpoint;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 405 || status === 501) return 'unsupported';
  if (status === 504 || status === 408) return 'timeout';
  if (status >= 500) return 'server';
  return 'validation';
}

export const DEFAULT_MESSAGES: Record<ApiErrorKind, string> = {
  unauthorized: 'The workspace did not accept the API key. Check the key in Settings.',
  forbidden: 'The workspace refused this action for this API key.',
  not_found: 'The workspace has no such record, or no such address.',
  validation: 'The workspace could not accept what was sent.',
  rate_limited: 'The workspace is receiving too many requests. Wait a moment and try again.',
  server: 'The workspace had a problem answering. Try again in a moment.',
  network: 'Could not reach the workspace. Check the connection and the workspace address.',
  timeout: 'The workspace took too long to answer. Try again.',
  invalid_response: 'The workspace sent an answer Slotboard cannot read.',
  unsupported: 'This workspace does not offer this action. Nothing was changed.',
};

const asStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
};

/** "periods[0].end_time" and "periods.0.end_time" name the same field. */
export const normaliseFieldPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/**
 * Reads the bodies seen in the wild: {error}, {message}, {notice}, {errors: [..]},
 * {errors: {field: [..]}}, and keeps anything else (an HTML page, plain text) out of the message.
 */
export function readErrorBody(body: unknown): {
  message?: string;
  fieldErrors: FieldErrors;
  code?: string;
  reason?: string;
} {
  const fieldErrors: FieldErrors = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { fieldErrors, message: Array.isArray(body) ? asStrings(body).join(' ') || undefined : undefined };
  }
  const b = body as Record<string, unknown>;
  const messages: string[] = [];
  for (const key of ['error', 'message', 'notice'] as const) messages.push(...asStrings(b[key]));
  const errors = b.errors;
  if (Array.isArray(errors)) messages.push(...asStrings(errors));
  else if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) {
      const list = asStrings(value);
      if (list.length) fieldErrors[normaliseFieldPath(field)] = list;
    }
    if (!messages.length) messages.push(...Object.values(fieldErrors).flat());
  }
  const unique = [...new Set(messages.map((m) => m.trim()).filter(Boolean))];
  return {
    message: unique.length ? unique.join(' ') : undefined,
    fieldErrors,
    code: typeof b.code === 'string' ? b.code : undefined,
    reason: typeof b.reason === 'string' ? b.reason : undefined,
  };
}

/** A day: a longer wait is read as a day, and shown as a countdown rather than waited out unseen. */
const MAX_RETRY_AFTER_MS = 86_400_000;

export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}

/**
 * Words for a failed read (a list, a record). A read changes nothing, so it never says "what was
 * sent" or "nothing was changed"; an endpoint the workspace does not offer says where to look.
 */
export function readFailureWords(error: unknown): { title: string; message: string } {
  if (!isApiError(error))
    return { title: 'Could not load this list', message: 'Something went wrong while loading. Try again.' };
  switch (error.kind) {
    case 'unsupported':
      return {
        title: 'Not offered by this workspace',
        message:
          'This workspace does not offer this list. An older workspace may need “Compatibility mode” under Workspace features in Settings.',
      };
    case 'rate_limited':
      return { title: 'The workspace asked Slotboard to wait', message: 'It is receiving too many requests.' };
    case 'validation':
      return {
        title: 'Could not load this list',
        message: error.serviceMessage ?? 'The workspace refused to list these records.',
      };
    default:
      return { title: 'Could not load this list', message: error.message };
  }
}

export function errorFromResponse(status: number, bodyText: string, headers: Headers, endpoint: string): ApiError {
  const kind = kindForStatus(status);
  let parsed: unknown;
  const isJson = /json/i.test(headers.get('content-type') ?? '') || /^\s*[[{]/.test(bodyText);
  if (isJson) {
    try {
      parsed = JSON.parse(bodyText);
    } catch {
      parsed = undefined;
    }
  }
  const { message, fieldErrors, code, reason } = readErrorBody(parsed);
  // The service's words are shown for refusals of what was sent; for the rest ours say what to do.
  const useService = kind === 'validation' || kind === 'not_found' || kind === 'forbidden' || code !== undefined;
  return new ApiError({
    kind,
    status,
    message: (useService && message) || DEFAULT_MESSAGES[kind],
    serviceMessage: message,
    fieldErrors,
    code,
    reason,
    retryAfterMs: parseRetryAfter(headers.get('retry-after')),
    endpoint,
  });
}
