import { z } from 'zod/mini';
import { availabilitySchema, type Availability, type AvailabilityCreateBody } from '@/api/availabilities/schemas';
import { readStored, reportDropped, writeStored } from '@/lib/storage';
import { WEEKDAYS } from '@/lib/time/periods';
import { dateSchema, periodTimesSchema, timestampSchema, weeklyPeriodSchema } from '@/lib/time/schemas';
import { isKnownZone } from '@/lib/time/zones';

// The spec has no way to list availabilities: the ones created from this browser are kept here,
// per workspace, with what was sent and what the service returned. Read through a schema, entry by
// entry: one entry another version or a hand edit left unreadable is dropped, the rest stay.

export interface CreatedEntry {
  at: string;
  version: 'v1' | 'v2';
  request: AvailabilityCreateBody;
  response: Availability;
}

// Read for what it means, not only its shape: the times the API was sent, real dates, a known zone.
const filled = z.string().check(z.trim(), z.minLength(1));

const requestSchema = z.object({
  email: filled,
  name: filled,
  time_zone: z.optional(z.string().check(z.refine(isKnownZone))),
  periods: z.optional(z.array(weeklyPeriodSchema)),
  overrides: z.optional(
    z.array(
      z.object({
        date: dateSchema,
        periods: z.optional(z.array(z.extend(periodTimesSchema, { wday: z.optional(z.enum(WEEKDAYS)) }))),
      }),
    ),
  ),
});

const entrySchema = z.object({
  at: timestampSchema,
  version: z.enum(['v1', 'v2']),
  request: requestSchema,
  // The service's answer is read as leniently as when it came, but the id it is opened by must be there.
  response: availabilitySchema.check(z.refine((a) => a.id.trim() !== '')),
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
    reportDropped({
      key: key(workspaceId),
      what: `${raw.length - entries.length} unreadable ${raw.length - entries.length === 1 ? 'entry' : 'entries'} of ${WHAT}`,
    });
  }
  return entries;
}

export function addCreated(workspaceId: string, entry: CreatedEntry) {
  // Storage full: the availability exists in the workspace; only this browser's list misses it.
  writeStored(window.localStorage, key(workspaceId), [entry, ...readCreated(workspaceId)].slice(0, 200));
}
