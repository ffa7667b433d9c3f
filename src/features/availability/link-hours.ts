import type { Week } from '@/lib/time/periods';
import { readStored, writeStored } from '@/lib/storage';
import { weekSchema } from './new-availability-schema';

// What this browser last sent as a link's weekly hours: the spec cannot read them back (§4.3), so
// this is the only "current hours" the screen can start from.

const key = (workspaceId: string, sid: string) => `slotboard.link-periods.${workspaceId}.${sid}`;

export const readLastSaved = (workspaceId: string, sid: string): Week | null =>
  readStored(window.localStorage, key(workspaceId, sid), weekSchema, { what: 'the hours last saved for a scheduling link' });

export const writeLastSaved = (workspaceId: string, sid: string, week: Week) => writeStored(window.localStorage, key(workspaceId, sid), week);
