import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';
import type { ApiClient } from './client';
import { isApiError } from './errors';

// Which of the vendor's optional endpoints a workspace answers (PRODUCT.md decision 10), per
// workspace and API version. Known answers live in the query cache and, for a day, in this
// browser's storage, so a screen knows at once whether to read or to fall back.
//
// This file holds what needs no React: the app's start reads a stored answer before React is
// evaluated (the team board's reads, decision 0014). The hooks are in capabilities.ts.

export type CapabilityName = 'availabilityReads' | 'linkHoursTimeZone' | 'bookingFilters';
export type CapabilityVersion = 'v1' | 'v2';
export type CapabilityAnswer = 'yes' | 'no' | 'unknown';

/** A known answer is trusted for a day; a workspace may be upgraded (or moved) meanwhile. */
export const CAPABILITY_TTL_MS = 24 * 60 * 60 * 1000;

export const capabilityKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'capabilities'] as const,
  one: (workspaceId: string, name: CapabilityName, version: CapabilityVersion) =>
    [...capabilityKeys.all(workspaceId), name, version] as const,
};

const storedSchema = z.object({
  entries: z.record(z.string(), z.object({ answer: z.enum(['yes', 'no']), at: z.number() })),
});
const storageKey = (workspaceId: string) => `slotboard.capabilities.${workspaceId}`;
const entryKey = (name: CapabilityName, version: CapabilityVersion) => `${name}@${version}`;

function readAll(storage: Storage | null, workspaceId: string) {
  if (!storage) return {};
  return readStored(storage, storageKey(workspaceId), storedSchema, { what: "what Slotboard learned about this workspace's features" })?.entries ?? {};
}

/** The stored answer, when there is one younger than a day. */
export function readKnownCapability(
  storage: Storage | null,
  workspaceId: string,
  name: CapabilityName,
  version: CapabilityVersion,
  now = Date.now(),
): { answer: 'yes' | 'no'; at: number } | null {
  const entry = readAll(storage, workspaceId)[entryKey(name, version)];
  return entry && now - entry.at < CAPABILITY_TTL_MS && entry.at <= now ? entry : null;
}

/** Keeps a known answer for a day; expired entries are dropped on every write, so the entry cannot grow. */
export function storeCapability(
  storage: Storage | null,
  target: { workspaceId: string; name: CapabilityName; version: CapabilityVersion; answer: CapabilityAnswer },
  now = Date.now(),
) {
  const { workspaceId, name, version, answer } = target;
  if (answer === 'unknown' || !storage) return;
  const kept = Object.fromEntries(Object.entries(readAll(storage, workspaceId)).filter(([, e]) => now - e.at < CAPABILITY_TTL_MS));
  writeStored(storage, storageKey(workspaceId), { entries: { ...kept, [entryKey(name, version)]: { answer, at: now } } });
}

/** Puts an answer in the cache (every screen asking sees it at once) and, when it is known, in storage. */
export function rememberCapability(
  queryClient: QueryClient,
  storage: Storage | null,
  target: { workspaceId: string; name: CapabilityName; version: CapabilityVersion; answer: CapabilityAnswer },
  now = Date.now(),
) {
  queryClient.setQueryData(capabilityKeys.one(target.workspaceId, target.name, target.version), target.answer, { updatedAt: now });
  storeCapability(storage, target, now);
}

/**
 * What a failed call says about the route. 404, 405 and 501 say it is missing, but a 404 only when
 * it cannot be about a record: a list, or a record known to exist (a link the list just returned);
 * a refusal of the request (400, 422) says the route is there; anything else says nothing.
 */
export function capabilityFromError(
  error: unknown,
  // Two spellings of one flag, both in use: true when a 404 cannot be about a record.
  options: { notFoundIsRoute: boolean } | { recordKnownToExist: boolean },
): CapabilityAnswer {
  const notFoundIsRoute = 'notFoundIsRoute' in options ? options.notFoundIsRoute : options.recordKnownToExist;
  if (!isApiError(error) || error.status === null) return 'unknown';
  if (error.status === 405 || error.status === 501) return 'no';
  if (error.status === 404) return notFoundIsRoute ? 'no' : 'unknown';
  if (error.status === 400 || error.status === 422) return 'yes';
  return 'unknown';
}

/**
 * Asks the workspace. Availability reads, v1: one row of a list naming no member, where a 404 can
 * only mean the route. v2: a v1-listed availability read through v2, so the record is known to exist.
 * The link hours with a zone and the booking filters have no call that asks without writing or
 * guessing, so they are learned from use (rememberCapability) and 'unknown' until then.
 */
export async function probeCapability(
  client: ApiClient,
  name: CapabilityName,
  version: CapabilityVersion,
  signal?: AbortSignal,
): Promise<CapabilityAnswer> {
  if (name !== 'availabilityReads') return 'unknown';
  let v1: CapabilityAnswer = 'yes';
  try {
    await client.availabilities.probe({ signal });
  } catch (error) {
    // A list names no record: its 404 can only be about the route.
    v1 = capabilityFromError(error, { notFoundIsRoute: true });
  }
  if (version === 'v1') return v1;
  // Without the v1 list there is no availability known to exist, so v2 cannot be asked.
  if (v1 !== 'yes') return 'unknown';
  try {
    const members = await client.teamMembers.list({ page_number: 1, page_size: 5 }, { signal });
    const emails = members.team_members.flatMap((m) => (m.email ? [m.email] : []));
    if (emails.length === 0) return 'unknown';
    const { availabilities } = await client.availabilities.list({ emails, page: 1, page_size: 1 }, { signal });
    const known = availabilities[0];
    if (!known) return 'unknown';
    await client.availabilities.get(known.id, { version: 'v2', signal });
    return 'yes';
  } catch (error) {
    return capabilityFromError(error, { recordKnownToExist: isApiError(error) && Boolean(error.endpoint?.startsWith('GET /v2/')) });
  }
}
