import { array as zArray, type z } from 'zod/mini';
import { moduleLoader } from '@/lib/module-loader';
import { ApiError, DEFAULT_MESSAGES, errorFromResponse } from './errors';
import { readAnswer } from './fast-read';
import type { availabilitiesRequests } from './availabilities/requests';
import type { bookingsRequests } from './bookings/requests';
import { meetingsRequests } from './meetings/requests';
import type { packagesRequests } from './packages/requests';
import type { slotsRequests } from './slots/requests';
import { teamMembersRequests } from './team-members/requests';

export interface ApiClientOptions {
  /** The workspace address ("https://acme.neetocal.com"), or the Slotboard server's proxy for it. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Makes the worker that asks for a whole list and reads it as it arrives (list-stream.ts), with
   * its own fetch, not `fetch` above; null for none: the list is then asked for with `fetch` and
   * read on the page's thread. By default the bundled worker, where the browser has workers.
   */
  listWorker?: () => Worker | null;
}

export type QueryValue = string | number | readonly string[] | undefined;

export interface RequestArgs<S extends z.ZodMiniType> {
  method: 'GET' | 'POST' | 'PATCH';
  /** Below /api/external, for example "/v2/meetings". */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
}

export type Requester = <S extends z.ZodMiniType>(args: RequestArgs<S>) => Promise<z.output<S>>;

/**
 * Arrays go out as key[]=a&key[]=b, except a single host email, which goes out as host_email=a
 * (docs/product.md decision 2). Empty values are left out.
 */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      const items = (value as readonly string[]).filter((v) => v !== '');
      // A key that names its brackets ("emails[]") always goes out bracketed, however many values.
      if (key.endsWith('[]')) for (const item of items) params.append(key, item);
      else if (items.length === 1) params.append(key, items[0]!);
      else for (const item of items) params.append(`${key}[]`, item);
    } else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const describeIssue = (issue: z.core.$ZodIssue) => {
  const path = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`))
    .join('');
  const detail = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
  return `${path || 'the body'}: ${detail}`;
};

export interface StreamArgs<S extends z.ZodMiniType, I extends z.ZodMiniType> {
  /** Below /api/external; always a GET. */
  path: string;
  query?: Record<string, QueryValue>;
  /** The whole answer's schema, with the list's array (its elements are read by `itemSchema`). */
  schema: S;
  listKey: string;
  itemSchema: I;
  /** Each run of elements as it arrives, read by `itemSchema`; false stops the reading. */
  onItems: (items: z.output<I>[]) => boolean | void;
  signal?: AbortSignal;
}

export interface StreamedAnswer<S extends z.ZodMiniType> {
  /** The answer with its list empty (the elements went to onItems), or null when it was not read to its end. */
  envelope: z.output<S> | null;
  /** Elements read. */
  count: number;
  /** Why it was not read to its end: onItems said so, or it grew past the most one answer may be. */
  stoppedBy?: 'caller' | 'size';
}

// Slotboard's own failures while reading a streamed answer: said as such, not blamed on the workspace.
const READER_MISSING = "Slotboard's code for reading long lists did not arrive. Reload the page to try again.";
const READER_FAILED = "Slotboard stopped reading the workspace's answer part way: its own reader failed. Nothing was changed; try again.";

export type Streamer = <S extends z.ZodMiniType, I extends z.ZodMiniType>(args: StreamArgs<S, I>) => Promise<StreamedAnswer<S>>;

/** A requester that can also read one list answer as it arrives (list-stream.ts). */
export type StreamingRequester = Requester & { stream: Streamer };

/** The streamed reading's code, fetched with the first streamed call (the All view's), not with the first screen. */
const listStream = moduleLoader(() => import('./list-stream'));

/** An error of the caller's own, carried through the fetch layer's error mapping untouched. */
class CallerError {
  constructor(readonly error: unknown) {}
}

/** The array schema of a list's elements, made once per element schema (fast-read compiles per schema). */
const arraySchemas = new WeakMap<object, z.ZodMiniType>();
const arrayOf = (item: z.ZodMiniType): z.ZodMiniType => {
  let schema = arraySchemas.get(item);
  if (!schema) arraySchemas.set(item, (schema = zArray(item)));
  return schema;
};

const invalidAnswer = (status: number, endpoint: string, issue: z.core.$ZodIssue | undefined, path: PropertyKey[] = []) => {
  const full = issue ? { ...issue, path: [...path, ...issue.path] } : undefined;
  return new ApiError({
    kind: 'invalid_response',
    status,
    message: `${DEFAULT_MESSAGES.invalid_response} (${full ? describeIssue(full) : 'unexpected shape'})`,
    fieldErrors: full ? { [full.path.join('.')]: [full.message] } : {},
    endpoint,
  });
};
const notJson = (status: number, endpoint: string) =>
  new ApiError({ kind: 'invalid_response', status, message: `${DEFAULT_MESSAGES.invalid_response} It is not JSON.`, endpoint });

export function createRequester(options: ApiClientOptions): StreamingRequester {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const base = options.baseUrl.replace(/\/+$/, '');

  const timed =
    <A, R>(run: (args: A) => Promise<R>) =>
    async (args: A): Promise<R> => {
      const started = Date.now();
      try {
        return await run(args);
      } catch (error) {
        if (error instanceof ApiError) error.elapsedMs = Date.now() - started;
        throw error;
      }
    };

  /**
   * One call: the request, the answer's status, then `read` of its body. The timer covers the whole
   * call for an ordinary answer; a streamed one restarts it whenever bytes arrive (`touch`), so a
   * long answer that keeps coming is not cut, and one that stops is.
   */
  async function exchange<R>(
    args: { method: 'GET' | 'POST' | 'PATCH'; path: string; query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal },
    read: (response: Response, touch: () => void, signal: AbortSignal) => Promise<R>,
    /** Sends a GET another way (the list reader's worker) than `fetch`. */
    send?: (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>,
  ): Promise<R> {
    // A call cancelled while its family's code was still loading sends nothing at all.
    args.signal?.throwIfAborted();
    const endpoint = `${args.method} ${args.path}`;
    const url = `${base}/api/external${args.path}${toQueryString(args.query)}`;
    const headers: Record<string, string> = { 'X-Api-Key': options.apiKey, Accept: 'application/json' };
    if (args.body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const onTimeout = () => {
      timedOut = true;
      controller.abort();
    };
    let timer = setTimeout(onTimeout, timeoutMs);
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(onTimeout, timeoutMs);
    };
    const onAbort = () => controller.abort(args.signal?.reason);
    if (args.signal?.aborted) controller.abort(args.signal.reason);
    args.signal?.addEventListener('abort', onAbort, { once: true });

    let response: Response;
    let failed: ApiError | null = null;
    try {
      response = send
        ? await send(url, { headers, signal: controller.signal })
        : await doFetch(url, {
            method: args.method,
            headers,
            body: args.body === undefined ? undefined : JSON.stringify(args.body),
            signal: controller.signal,
            // A shared server's sign-in cookie goes to this origin only; a workspace called directly gets none.
            credentials: 'same-origin',
            redirect: 'error',
          });
      if (!response.ok) {
        failed = errorFromResponse(response.status, await response.text(), response.headers, endpoint);
        if (failed.code === 'sign_in_required') toSignIn(url);
      }
      else return await read(response, touch, controller.signal);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (cause instanceof CallerError) throw cause.error;
      if (timedOut) {
        throw new ApiError({ kind: 'timeout', status: null, message: DEFAULT_MESSAGES.timeout, endpoint });
      }
      // A cancelled query is not a failure: let the caller see its own abort.
      if (args.signal?.aborted) throw args.signal.reason ?? cause;
      throw new ApiError({ kind: 'network', status: null, message: DEFAULT_MESSAGES.network, endpoint });
    } finally {
      clearTimeout(timer);
      args.signal?.removeEventListener('abort', onAbort);
    }
    throw failed;
  }

  const request = timed(async <S extends z.ZodMiniType>(args: RequestArgs<S>): Promise<z.output<S>> => {
    const endpoint = `${args.method} ${args.path}`;
    const { text, status } = await exchange(args, async (response) => ({ text: await response.text(), status: response.status }));
    const parseText = (): unknown => (text.trim() === '' ? null : JSON.parse(text));
    let json: unknown;
    try {
      json = parseText();
    } catch {
      throw notJson(status, endpoint);
    }
    const parsed = readAnswer(args.schema, json, parseText);
    if (!parsed.success) throw invalidAnswer(status, endpoint, parsed.error.issues[0]);
    return parsed.data;
  }) as Requester;

  /**
   * One list answer read as it arrives (list-stream.ts): each run of elements is read by the
   * element schema and handed on before the next arrives; the rest of the answer is read by the
   * whole answer's schema (with its list empty) at the end. An answer that is not one JSON object,
   * or breaks its schema anywhere, is refused as an ordinary answer would be.
   */
  const stream = timed(async <S extends z.ZodMiniType, I extends z.ZodMiniType>(args: StreamArgs<S, I>): Promise<StreamedAnswer<S>> => {
    const endpoint = `GET ${args.path}`;
    const items = arrayOf(args.itemSchema);
    const code = listStream.load();
    code.catch(() => undefined);
    // The worker asks for the answer and reads it, so its bytes never reach the page's thread. With
    // no worker (or its code missing) the page asks and reads; the code comes meanwhile.
    const worker = await code.then(
      ({ openListRequest }) => openListRequest({ listKey: args.listKey, signal: args.signal, worker: options.listWorker }),
      () => null,
    );
    // The reader's own failure, whenever it comes, is said as Slotboard's, never as the workspace's.
    const asReaderFailure = (error: unknown) =>
      error instanceof Error && error.name === 'ReaderFailure' ? new ApiError({ kind: 'network', status: null, message: READER_FAILED, endpoint }) : error;
    const send = worker
      ? (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) =>
          worker.fetch(url, init).catch((error: unknown) => {
            throw asReaderFailure(error);
          })
      : undefined;
    try {
      return await exchange({ ...args, method: 'GET' }, read, send);
    } finally {
      worker?.close();
    }

    async function read(response: Response, touch: () => void, signal: AbortSignal) {
      const { status } = response;
      if (!worker && !response.body) throw notJson(status, endpoint);
      const { readListStream, ListStreamError, envelopeOf } = await code.catch(() => {
        throw new ApiError({ kind: 'network', status: null, message: READER_MISSING, endpoint });
      });
      let result;
      try {
        const reading = {
          listKey: args.listKey,
          signal,
          onBytes: touch,
          onItems: (values: unknown[], text: string, offset: number) => {
            const parsed = readAnswer(items, values, () => JSON.parse(text));
            if (!parsed.success) {
              // The issue's path counts from the run's first element; the message counts from the list's.
              const issue = parsed.error.issues[0];
              const [index, ...rest] = issue?.path ?? [];
              const path = typeof index === 'number' ? [args.listKey, offset + index, ...rest] : [args.listKey];
              throw invalidAnswer(status, endpoint, issue && { ...issue, path: [] }, path);
            }
            try {
              return args.onItems(parsed.data as z.output<I>[]);
            } catch (error) {
              throw new CallerError(error);
            }
          },
        };
        result = worker ? await worker.read(response, reading) : await readListStream(response.body!, reading);
      } catch (error) {
        if (error instanceof ListStreamError) throw notJson(status, endpoint);
        throw asReaderFailure(error);
      }
      if (!result.end) return { envelope: null, count: result.count, stoppedBy: result.stoppedBy };
      const end = result.end;
      const envelope = () => envelopeOf(end, args.listKey);
      const parsed = readAnswer(args.schema, envelope(), envelope);
      if (!parsed.success) throw invalidAnswer(status, endpoint, parsed.error.issues[0]);
      return { envelope: parsed.data as z.output<S>, count: result.count };
    }
  }) as Streamer;

  return Object.assign(request, { stream });
}

type Family = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A resource family whose code (requests and schemas) is fetched on its first call rather than with
 * the first screen, which reads only links and members. Every call already returns a promise, so
 * callers see no difference; a failed fetch of the code is tried again on the next call. `preload`
 * fetches the code ahead of a call that is known to come: the call then goes out in the task that
 * makes it, not after the code's promise has settled in a later one.
 */
function lazyFamily<F extends Family>(load: () => Promise<F>, keys: { [K in keyof F]: true }): F & { preload: () => Promise<void> } {
  const family = moduleLoader(load);
  const calls = Object.keys(keys).map((key) => [key, async (...args: never[]) => (await family.load())[key]!(...args)]);
  return Object.assign(Object.fromEntries(calls) as F, { preload: () => family.load().then(() => undefined) });
}

export function createApiClient(options: ApiClientOptions) {
  const request = createRequester(options);
  return {
    meetings: meetingsRequests(request),
    packages: lazyFamily<ReturnType<typeof packagesRequests>>(
      () => import('./packages/requests').then((m) => m.packagesRequests(request)),
      { list: true },
    ),
    availabilities: lazyFamily<ReturnType<typeof availabilitiesRequests>>(
      () => import('./availabilities/requests').then((m) => m.availabilitiesRequests(request)),
      { create: true, list: true, listAll: true, listForMember: true, get: true, update: true, probe: true },
    ),
    teamMembers: teamMembersRequests(request),
    bookings: lazyFamily<ReturnType<typeof bookingsRequests>>(
      () => import('./bookings/requests').then((m) => m.bookingsRequests(request)),
      { list: true },
    ),
    slots: lazyFamily<ReturnType<typeof slotsRequests>>(() => import('./slots/requests').then((m) => m.slotsRequests(request)), { month: true }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A client and the workspace it talks to: every query factory takes this (the connection is one). */
export interface WorkspaceClient {
  client: ApiClient;
  /** Part of every query key: data of one workspace never shows in another. */
  workspaceId: string;
}

/**
 * A shared Slotboard server whose sign-in has lapsed answers its own calls 401 `sign_in_required`:
 * the page goes to its sign-in, which comes back here. A workspace's answer never leads there.
 */
function toSignIn(url: string) {
  if (typeof window === 'undefined' || new URL(url, window.location.href).origin !== window.location.origin) return;
  window.location.assign(`/sign-in?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

/**
 * In direct mode a browser reports a CORS refusal exactly like an unreachable host. An opaque
 * no-cors request tells them apart: it succeeds when the host answered at all.
 */
export async function isHostAnswering(baseUrl: string, doFetch: typeof fetch = globalThis.fetch.bind(globalThis)) {
  try {
    await doFetch(`${baseUrl.replace(/\/+$/, '')}/api/external/v1/team_members?page_size=1`, {
      mode: 'no-cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(10_000),
    });
    return true;
  } catch {
    return false;
  }
}
