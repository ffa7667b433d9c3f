import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';
import { epochMsSchema } from '@/lib/time/schemas';

// Which of the vendor's optional endpoints a workspace answers (docs/product.md decision 10), per
// workspace and API version. Known answers live in the query cache and, for a day, in this
// browser's storage, so a screen knows at once whether to read or to fall back.
//
// This file holds what needs no React: the app's start reads a stored answer before React is
// evaluated (the team board's reads, decision 0014). The hooks are in capabilities.ts, the check
// that asks the workspace in capability-check.ts.

export type CapabilityName =
  | 'availabilityReads'
  | 'linkHoursTimeZone'
  | 'bookingFilters'
  | 'slots'
  | 'bookingReschedule'
  | 'bookingCancel'
  | 'linkSettings'
  | 'linkDurations'
  | 'linkPlaces'
  | 'addMembers'
  | 'linkCreate'
  | 'linkTemplates'
  | 'oneOffLinks';
export type CapabilityVersion = 'v1' | 'v2';
export type CapabilityAnswer = 'yes' | 'no' | 'unknown';

/** A known answer is trusted for a day; a workspace may be upgraded (or moved) meanwhile. */
export const CAPABILITY_TTL_MS = 24 * 60 * 60 * 1000;

export const capabilityKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'capabilities'] as const,
  one: (workspaceId: string, name: CapabilityName, version: CapabilityVersion) =>
    [...capabilityKeys.all(workspaceId), name, version] as const,
};

const CAPABILITY_NAMES: Record<CapabilityName, true> = {
  availabilityReads: true,
  linkHoursTimeZone: true,
  bookingFilters: true,
  slots: true,
  bookingReschedule: true,
  bookingCancel: true,
  linkSettings: true,
  linkDurations: true,
  linkPlaces: true,
  addMembers: true,
  linkCreate: true,
  linkTemplates: true,
  oneOffLinks: true,
};
const CAPABILITY_ENTRIES = Object.keys(CAPABILITY_NAMES).flatMap((name) => [`${name}@v1`, `${name}@v2`]);
// Read for what it means: only the answers this app asks about, each with a real time; anything else
// would let a stale or made-up answer switch a screen's fallback on or off.
const storedSchema = z.object({
  entries: z
    .record(z.string(), z.object({ answer: z.enum(['yes', 'no']), at: epochMsSchema }))
    .check(z.refine((entries) => Object.keys(entries).every((k) => CAPABILITY_ENTRIES.includes(k)))),
});
const storageKey = (workspaceId: string) => `slotboard.capabilities.${workspaceId}`;
const entryKey = (name: CapabilityName, version: CapabilityVersion) => `${name}@${version}`;

function readAll(storage: Storage | null, workspaceId: string) {
  if (!storage) return {};
  return (
    readStored(storage, storageKey(workspaceId), storedSchema, {
      what: "what Slotboard learned about this workspace's features",
    })?.entries ?? {}
  );
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
  const kept = Object.fromEntries(
    Object.entries(readAll(storage, workspaceId)).filter(([, e]) => now - e.at < CAPABILITY_TTL_MS),
  );
  writeStored(storage, storageKey(workspaceId), {
    entries: { ...kept, [entryKey(name, version)]: { answer, at: now } },
  });
}

/** Puts an answer in the cache (every screen asking sees it at once) and, when it is known, in storage. */
export function rememberCapability(
  queryClient: QueryClient,
  storage: Storage | null,
  target: { workspaceId: string; name: CapabilityName; version: CapabilityVersion; answer: CapabilityAnswer },
  now = Date.now(),
) {
  queryClient.setQueryData(capabilityKeys.one(target.workspaceId, target.name, target.version), target.answer, {
    updatedAt: now,
  });
  storeCapability(storage, target, now);
}
