import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { weekSchema } from '@/lib/time/schemas';
import { isKnownZone } from '@/lib/time/zones';

// What the admin picked on the links list, and the hours being painted: both kept in this browser
// per workspace, so a reload of the weekly-hours screen finds them (nothing typed is lost).

const linkSchema = z.object({ sid: z.string().check(z.minLength(1)), name: z.string(), search: z.string(), hosts: z.array(z.string()), updatedAt: z.nullable(z.string()) });

export const targetSchema = z.discriminatedUnion('kind', [
  /** Rows ticked one by one, as they were read on the list. */
  z.object({ kind: z.literal('rows'), links: z.array(linkSchema) }),
  /** "Every matching link": read again in full on the screen, and each row checked against the filter. */
  z.object({ kind: z.literal('all'), hosts: z.array(z.string()), q: z.string() }),
]);
export type BulkTarget = z.infer<typeof targetSchema>;

export const draftSchema = z.object({ week: weekSchema, timeZone: z.string().check(z.refine(isKnownZone)) });
export type BulkHoursDraft = z.infer<typeof draftSchema>;

const targetKey = (workspaceId: string) => `slotboard.bulk-hours.${workspaceId}.target`;
export const draftKey = (workspaceId: string) => `bulk-hours.${workspaceId}`;

export const readTarget = (workspaceId: string): BulkTarget | null =>
  readStored(window.localStorage, targetKey(workspaceId), targetSchema, { what: 'the links picked for new weekly hours' });
export const writeTarget = (workspaceId: string, target: BulkTarget) => writeStored(window.localStorage, targetKey(workspaceId), target);
export const removeTarget = (workspaceId: string) => removeStored(window.localStorage, targetKey(workspaceId));
