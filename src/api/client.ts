import type { z } from 'zod/mini';
import { moduleLoader } from '@/lib/module-loader';
import { canonicalZone } from '@/lib/time/zone-names';
import { ApiError, DEFAULT_MESSAGES, errorFromResponse } from './errors';
import { signInEnded } from './sign-in-ended';
import type { availabilitiesRequests } from './availabilities/requests';
import type { bookingsRequests } from './bookings/requests';
import { meetingsRequests } from './meetings/requests';
import type { packagesRequests } from './packages/requests';
import type { slotsRequests } from './slots/requests';
import { teamMembersRequests } from './team-members/requests';

interface ApiClientOptions {
  /** The workspace address ("https://acme.neetocal.com"), or the Slotboard server's proxy for it. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The Slotboard server that delivered the app (its origin); by default this page's. */
  serverOrigin?: string;
}

export type QueryValue = string | number | readonly string[] | undefined;

export interface RequestArgs<S extends z.ZodMiniType> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
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
    if (key === 'time_zone' && typeof value === 'string') {
      params.append(key, canonicalZone(value));
      continue;
    }
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

/**
 * Every zone the app sends, in a body (`time_zone` at any depth) or a query, goes out by its current
 * IANA name: a browser may name its own zone by an old one ("Asia/Calcutta"), which the service's
 * examples never use.
 */
const zonesByCurrentName = (key: string, value: unknown) =>
  key === 'time_zone' && typeof value === 'string' ? canonicalZone(value) : value;

const describeIssue = (issue: z.core.$ZodIssue) => {
  const path = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
  const detail = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
  return `${path || 'the body'}: ${detail}`;
};

const invalidAnswer = (status: number, endpoint: string, issue: z.core.$ZodIssue | undefined) =>
  new ApiError({
    kind: 'invalid_response',
    status,
    message: `${DEFAULT_MESSAGES.invalid_response} (${issue ? describeIssue(issue) : 'unexpected shape'})`,
    fieldErrors: issue ? { [issue.path.join('.')]: [issue.message] } : {},
    endpoint,
  });
const notJson = (status: number, endpoint: string) =>
  new ApiError({
    kind: 'invalid_response',
    status,
    message: `${DEFAULT_MESSAGES.invalid_response} It is not JSON.`,
    endpoint,
  });

export function createRequester(options: ApiClientOptions): Requester {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const base = options.baseUrl.replace(/\/+$/, '');

  /**
   * One call: the request, its status, its body read as JSON and by the schema. The timer covers
   * the whole call; every failure comes out as an ApiError, a caller's abort as the caller's own.
   */
  return async <S extends z.ZodMiniType>(args: RequestArgs<S>): Promise<z.output<S>> => {
    // A call cancelled while its family's code was still loading sends nothing at all.
    args.signal?.throwIfAborted();
    const started = Date.now();
    const endpoint = `${args.method} ${args.path}`;
    const url = `${base}/api/external${args.path}${toQueryString(args.query)}`;
    const headers: Record<string, string> = { 'X-Api-Key': options.apiKey, Accept: 'application/json' };
    if (args.body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(args.signal?.reason);
    args.signal?.addEventListener('abort', onAbort, { once: true });

    let status = 0;
    let text: string;
    try {
      const response = await doFetch(url, {
        method: args.method,
        headers,
        body: args.body === undefined ? undefined : JSON.stringify(args.body, zonesByCurrentName),
        signal: controller.signal,
        // A shared server's sign-in cookie goes to this origin only; a workspace called directly gets none.
        credentials: 'same-origin',
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
      if (!response.ok) {
        let failed = errorFromResponse(status, text, response.headers, endpoint);
        if (failed.code === 'sign_in_required') {
          if (isServerSignIn(url, response.headers, options.serverOrigin))
            signInEnded.report({ reason: failed.reason ?? '', unsent: args.method !== 'GET' });
          // A workspace answering in the server's words is still the workspace refusing: past this
          // point `sign_in_required` means the request never left the Slotboard server.
          else failed = errorFromResponse(status, '', response.headers, endpoint);
        }
        throw failed;
      }
    } catch (cause) {
      const error =
        cause instanceof ApiError
          ? cause
          : timedOut
            ? new ApiError({ kind: 'timeout', status: null, message: DEFAULT_MESSAGES.timeout, endpoint })
            : null;
      // A cancelled query is not a failure: let the caller see its own abort.
      if (!error && args.signal?.aborted) throw args.signal.reason ?? cause;
      const failed =
        error ?? new ApiError({ kind: 'network', status: null, message: DEFAULT_MESSAGES.network, endpoint });
      failed.elapsedMs = Date.now() - started;
      throw failed;
    } finally {
      clearTimeout(timer);
      args.signal?.removeEventListener('abort', onAbort);
    }
    let json: unknown;
    try {
      json = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      throw notJson(status, endpoint);
    }
    const parsed = args.schema.safeParse(json);
    if (!parsed.success) throw invalidAnswer(status, endpoint, parsed.error.issues[0]);
    return parsed.data;
  };
}

type Family = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A resource family whose code (requests and schemas) is fetched on its first call rather than with
 * the first screen, which reads only links and members. Every call already returns a promise, so
 * callers see no difference; a failed fetch of the code is tried again on the next call. `preload`
 * fetches the code ahead of a call that is known to come: the call then goes out in the task that
 * makes it, not after the code's promise has settled in a later one.
 */
function lazyFamily<F extends Family>(
  load: () => Promise<F>,
  keys: { [K in keyof F]: true },
): F & { preload: () => Promise<void> } {
  const family = moduleLoader(load);
  const calls = Object.keys(keys).map((key) => [key, async (...args: never[]) => (await family.load())[key]!(...args)]);
  return Object.assign(Object.fromEntries(calls) as F, { preload: () => family.load().then(() => undefined) });
}

// Each family's code, kept once for every client: a second client (the app's start makes one, the
// connection another) asking for code already in would otherwise wait a task for import() to settle
// (long-list/loader.ts says why), and its first read would go out after whatever render is queued.
const packagesCode = moduleLoader(() => import('./packages/requests'));
const availabilitiesCode = moduleLoader(() => import('./availabilities/requests'));
const bookingsCode = moduleLoader(() => import('./bookings/requests'));
const slotsCode = moduleLoader(() => import('./slots/requests'));

export function createApiClient(options: ApiClientOptions) {
  const request = createRequester(options);
  return {
    /** The plumbing itself, for a family whose code loads with the one screen that calls it. */
    request,
    meetings: meetingsRequests(request),
    packages: lazyFamily<ReturnType<typeof packagesRequests>>(
      () => packagesCode.load().then((m) => m.packagesRequests(request)),
      // Stryker disable next-line BooleanLiteral: only the keys are read (Object.keys); the type asks every call be named
      { list: true },
    ),
    availabilities: lazyFamily<ReturnType<typeof availabilitiesRequests>>(
      () => availabilitiesCode.load().then((m) => m.availabilitiesRequests(request)),
      // Stryker disable next-line BooleanLiteral: only the keys are read (Object.keys); the type asks every call be named
      { create: true, list: true, listAll: true, listForMember: true, get: true, update: true, probe: true },
    ),
    teamMembers: teamMembersRequests(request),
    bookings: lazyFamily<ReturnType<typeof bookingsRequests>>(
      () => bookingsCode.load().then((m) => m.bookingsRequests(request)),
      // Stryker disable next-line BooleanLiteral: only the keys are read (Object.keys); the type asks every call be named
      { list: true, get: true, reschedule: true, cancel: true },
    ),
    slots: lazyFamily<ReturnType<typeof slotsRequests>>(() => slotsCode.load().then((m) => m.slotsRequests(request)), {
      // Stryker disable next-line BooleanLiteral: only the keys are read (Object.keys); the type asks every call be named
      month: true,
    }),
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
 * A shared Slotboard server whose sign-in has lapsed answers its own calls 401 `sign_in_required`
 * with `WWW-Authenticate: Bearer realm="Slotboard"`, before it calls any workspace. A workspace's
 * answer never passes for it: one called directly is another origin, and the server's proxy passes
 * on no workspace's WWW-Authenticate, whatever its body says.
 */
function isServerSignIn(url: string, headers: Headers, serverOrigin: string | undefined) {
  const origin = serverOrigin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  if (origin === undefined || new URL(url, origin).origin !== origin) return false;
  return /\brealm="Slotboard"/.test(headers.get('WWW-Authenticate') ?? '');
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
