import { z } from 'zod/mini';
import { weekSchema } from '@/lib/time/schemas';
import { isKnownZone } from '@/lib/time/zones';

// The hours being painted for the picked links, kept per workspace so a reload loses nothing.
export const draftSchema = z.object({ week: weekSchema, timeZone: z.string().check(z.refine(isKnownZone)) });

export const draftKey = (workspaceId: string) => `bulk-hours.${workspaceId}`;
