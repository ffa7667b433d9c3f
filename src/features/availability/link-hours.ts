import type { Week } from '@/lib/time/periods';
import { readStored, writeStored } from '@/lib/storage';
import { weekSchema } from './new-availability-schema';

// What this browser last sent as a link's weekly hours: the spec cannot read them back (§4.3), so
// this is the only "current hours" the screen can start from.

const key = (scope: string, sid: string) => `slotboard.link-periods.${scope}.${sid}`;

export const readLastSaved = (scope: string, sid: string): Week | null =>
  readStored(window.localStorage, key(scope, sid), weekSchema, { what: 'the hours last saved for a scheduling link' });

export const writeLastSaved = (scope: string, sid: string, week: Week) => writeStored(window.localStorage, key(scope, sid), week);
