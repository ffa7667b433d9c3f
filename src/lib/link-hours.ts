import { z } from 'zod/mini';
import { readStored, writeStored } from './storage';
import type { Week } from './time/periods';
import { weekSchema } from './time/schemas';
import { isKnownZone } from './time/zones';

// What this browser last sent as a link's weekly hours, by a single save or a bulk run: the spec
// cannot read them back (§4.3), so this is the only "current hours" a link's page can start from,
// and what a revert of a later run puts back. Kept with the zone the hours were sent in (null: the
// hosts' own, as §4.3 reads them).

const sentSchema = z.object({ week: weekSchema, timeZone: z.nullable(z.string().check(z.refine(isKnownZone))) });
// Versions before the zone was kept stored the week alone, sent in the hosts' zone.
const storedSchema = z.union([
  sentSchema,
  z.pipe(
    weekSchema,
    z.transform((week) => ({ week, timeZone: null })),
  ),
]);

export interface LinkHoursSent {
  week: Week;
  timeZone: string | null;
}

const key = (workspaceId: string, sid: string) => `slotboard.link-periods.${workspaceId}.${sid}`;

// Outside a browser (the bulk bench runs the same row actions in Node) there is nothing to keep.
const local = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export function readLastSent(
  workspaceId: string,
  sid: string,
  storage: Storage | null = local(),
): LinkHoursSent | null {
  return (
    storage &&
    readStored(storage, key(workspaceId, sid), storedSchema, { what: 'the hours last saved for a scheduling link' })
  );
}

export function writeLastSent(
  workspaceId: string,
  sid: string,
  sent: LinkHoursSent,
  storage: Storage | null = local(),
): boolean {
  return storage ? writeStored(storage, key(workspaceId, sid), sent) : false;
}
