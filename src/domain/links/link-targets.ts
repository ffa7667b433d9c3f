import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';
import type { BulkLink } from './link-filter';

// The links picked on the links list for one change to all of them (new weekly hours), handed to the
// screen that makes it: kept in this browser per workspace, so a reload finds the same pick. Apart
// from link-filter.ts so that the list's first screen does not carry these schemas.

const linkSchema: z.ZodMiniType<BulkLink> = z.object({
  sid: z.string().check(z.minLength(1)),
  name: z.string(),
  search: z.string(),
  hosts: z.array(z.string()),
  updatedAt: z.nullable(z.string()),
});

// Stryker disable next-line StringLiteral: zod throws at import (an option without the discriminator), so no test of the file runs and Stryker counts it survived; a real run fails loudly
export const targetSchema = z.discriminatedUnion('kind', [
  /** Rows ticked one by one, as they were read on the list. */
  // Stryker disable next-line ObjectLiteral: zod throws at import (an option without the discriminator), so no test of the file runs and Stryker counts it survived; a real run fails loudly
  z.object({ kind: z.literal('rows'), links: z.array(linkSchema) }),
  /** "Every matching link": read again in full on the screen, and each row checked against the filter. */
  // Stryker disable next-line ObjectLiteral: zod throws at import (an option without the discriminator), so no test of the file runs and Stryker counts it survived; a real run fails loudly
  z.object({ kind: z.literal('all'), hosts: z.array(z.string()), q: z.string() }),
]);
export type BulkTarget = z.infer<typeof targetSchema>;

const targetKey = (workspaceId: string) => `slotboard.bulk-hours.${workspaceId}.target`;

export const readTarget = (workspaceId: string): BulkTarget | null =>
  readStored(window.localStorage, targetKey(workspaceId), targetSchema, {
    what: 'the links picked for new weekly hours',
  });
export const writeTarget = (workspaceId: string, target: BulkTarget) =>
  writeStored(window.localStorage, targetKey(workspaceId), target);
