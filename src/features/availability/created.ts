import { z } from 'zod/mini';
import { availabilitySchema, type Availability, type AvailabilityCreateBody } from '@/api/availabilities/schemas';
import { readStored, reportDropped, writeStored } from '@/lib/storage';

// The spec has no way to list availabilities: the ones created from this browser are kept here,
// per workspace, with what was sent and what the service returned. Read through a schema, entry by
// entry: one entry another version or a hand edit left unreadable is dropped, the rest stay.

export interface CreatedEntry {
  at: string;
  version: 'v1' | 'v2';
  request: AvailabilityCreateBody;
  response: Availability;
}

const requestSchema = z.object({
  email: z.string(),
  name: z.string(),
  time_zone: z.optional(z.string()),
  periods: z.optional(z.array(z.object({ wday: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']), start_time: z.string(), end_time: z.string() }))),
  overrides: z.optional(
    z.array(z.object({ date: z.string(), periods: z.optional(z.array(z.object({ start_time: z.string(), end_time: z.string(), wday: z.optional(z.string()) }))) })),
  ),
});

const entrySchema = z.object({
  at: z.string(),
  version: z.enum(['v1', 'v2']),
  request: requestSchema,
  response: availabilitySchema,
});

const key = (workspaceId: string) => `slotboard.availabilities.${workspaceId}`;
const WHAT = 'the list of availabilities created from this browser';

export function readCreated(workspaceId: string): CreatedEntry[] {
  const raw = readStored(window.localStorage, key(workspaceId), z.array(z.unknown()), { what: WHAT });
  if (!raw) return [];
  const entries = raw.flatMap((item) => {
    const parsed = entrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (entries.length < raw.length) {
    writeStored(window.localStorage, key(workspaceId), entries);
    reportDropped({ key: key(workspaceId), what: `${raw.length - entries.length} unreadable ${raw.length - entries.length === 1 ? 'entry' : 'entries'} of ${WHAT}` });
  }
  return entries;
}

export function addCreated(workspaceId: string, entry: CreatedEntry) {
  // Storage full: the availability exists in the workspace; only this browser's list misses it.
  writeStored(window.localStorage, key(workspaceId), [entry, ...readCreated(workspaceId)].slice(0, 200));
}
