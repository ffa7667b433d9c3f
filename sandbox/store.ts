import type { Context } from 'hono';
import type { SandboxClock } from './clock.ts';
import { type Fault, Gate } from './faults.ts';
import {
  DEFAULT_CAPABILITIES,
  type AvailabilityRecord,
  type SandboxCapabilities,
  type Seed,
  type SeedOptions,
} from './records.ts';
import { createSeed, Random } from './seed.ts';
import { seedAvailabilities } from './seed-members.ts';
import { isObject } from './validate.ts';

export const API = '/api/external';

export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
  /** Why the body was not kept: the key was refused, or it was larger than the log keeps. */
  bodyOmitted?: 'refused' | 'too large';
  at: string;
  /** The answer's status; absent until it is answered (a held or slow request), and when a fault dropped the connection. */
  status?: number;
}

export interface SandboxState {
  seed: Seed;
  seedOptions: SeedOptions;
  availabilities: AvailabilityRecord[];
  capabilities: SandboxCapabilities;
  faults: Fault[];
  requests: LoggedRequest[];
  rng: Random;
}

function freshState(seedOptions: SeedOptions, now: number): SandboxState {
  const seed = createSeed(seedOptions, now);
  const sized = seedOptions.members !== undefined;
  return {
    seed,
    seedOptions,
    availabilities: seedAvailabilities(seed.members, {
      perMember: seedOptions.availabilitiesPerMember ?? (sized ? 3 : undefined),
      seed: (seedOptions.seed ?? 20261121) + 2,
      today: new Date(now).toISOString().slice(0, 10),
    }),
    capabilities: { ...DEFAULT_CAPABILITIES, ...seedOptions.capabilities },
    faults: [],
    requests: [],
    rng: new Random(7),
  };
}

/** What every route module shares: the one mutable workspace and the options it was made with. */
export interface Store {
  readonly state: SandboxState;
  /**
   * A new workspace from seedOptions, around `at` or, without it, the clock's starting instant again;
   * its reading of an absent page_number is the server's unless given.
   */
  reset(seedOptions: SeedOptions, paginationMode?: 'all' | 'page-one', at?: number): void;
  /** Requests held by a `hold` fault; a reset drops them. */
  readonly gate: Gate;
  apiKey: string;
  paginationMode: 'all' | 'page-one';
  now: () => number;
  readonly clock: SandboxClock;
  baseSeed: SeedOptions;
}

export function createStore(options: {
  apiKey: string;
  paginationMode: 'all' | 'page-one';
  clock: SandboxClock;
  seed: SeedOptions;
}): Store {
  const { clock } = options;
  let state = freshState(options.seed, clock.now());
  let paginationMode = options.paginationMode;
  const gate = new Gate();
  return {
    get state() {
      return state;
    },
    reset(seedOptions, mode, at) {
      gate.drop();
      if (at === undefined) clock.restart();
      else clock.set(at);
      state = freshState(seedOptions, clock.now());
      paginationMode = mode ?? options.paginationMode;
    },
    gate,
    apiKey: options.apiKey,
    get paginationMode() {
      return paginationMode;
    },
    now: () => clock.now(),
    clock,
    baseSeed: options.seed,
  };
}

export const counts = (state: SandboxState) => ({
  members: state.seed.members.length,
  meetings: state.seed.meetings.length,
  packages: state.seed.packages.length,
  bookings: state.seed.bookings.length,
  availabilities: state.availabilities.length,
});

/** The app may be mounted below a prefix (/sandbox/demo); paths are matched below it. */
export function relativePath(c: Context): string {
  const full = new URL(c.req.url).pathname;
  const at = full.indexOf('/__sandbox');
  const api = full.indexOf(API);
  return at >= 0 ? full.slice(at) : api >= 0 ? full.slice(api) : full;
}

export async function readJson(c: Context): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false }> {
  try {
    const body: unknown = await c.req.json();
    return isObject(body) ? { ok: true, body } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export const badJson = (c: Context) => c.json({ error: 'The request body must be a JSON object' }, 400);

export function paginate<T>(c: Context, items: T[], mode: 'all' | 'page-one') {
  const sizeRaw = Number(c.req.query('page_size'));
  const pageSize = Number.isInteger(sizeRaw) && sizeRaw > 0 ? sizeRaw : 30;
  const pageRaw = c.req.query('page_number');
  const total = items.length;
  if (pageRaw === undefined && mode === 'all') {
    return { items, pagination: { total_records: total, page_size: pageSize } };
  }
  const pageNum = Number(pageRaw ?? 1);
  const page = Number.isInteger(pageNum) && pageNum > 0 ? pageNum : 1;
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: {
      total_records: total,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
      current_page_number: page,
      page_size: pageSize,
    },
  };
}

/**
 * The vendor's paging for availabilities: `page` (not `page_number`), 30 a page by default, and the
 * full pagination object on every answer.
 */
export function paginateByPage<T>(c: Context, items: T[]) {
  const sizeRaw = Number(c.req.query('page_size'));
  const pageSize = Number.isInteger(sizeRaw) && sizeRaw > 0 ? sizeRaw : 30;
  const pageRaw = Number(c.req.query('page') ?? 1);
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: {
      total_records: items.length,
      total_pages: Math.max(1, Math.ceil(items.length / pageSize)),
      current_page_number: page,
      page_size: pageSize,
    },
  };
}

/** The answer of a route the workspace does not have, the same as for any unknown path. */
export const routeNotFound = (c: Context) => c.json({ error: 'Not found' }, 404);
