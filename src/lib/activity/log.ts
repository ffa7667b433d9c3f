import { z } from 'zod/mini';
import { sideStore } from '@/lib/side-store';
import { readStored, reportDropped, writeStored } from '@/lib/storage';
import { timestampSchema } from '@/lib/time/schemas';
import { nonEmpty } from './meaning';

// Every write Slotboard makes from this browser, newest first, in this browser's storage. Read
// through a schema entry by entry (another version or a hand edit may have left anything); kept in
// memory once read, so appending does not parse two thousand entries again.

export const ACTIVITY_KEY = 'slotboard.activity';
export const ACTIVITY_LIMIT = 2000;
const WHAT = 'the activity log of this browser';

export const RESOURCE_KINDS = ['team_member', 'availability', 'link_hours', 'link', 'booking'] as const;
type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const RESOURCE_WORDS: Record<ResourceKind, string> = {
  team_member: 'Team member',
  availability: 'Availability',
  link_hours: 'Link hours',
  link: 'Scheduling link',
  booking: 'Booking',
};

export const RESULTS = ['saved', 'failed', 'uncertain'] as const;
export type ActivityResult = (typeof RESULTS)[number];
export const RESULT_WORDS: Record<ActivityResult, string> = {
  saved: 'Saved',
  failed: 'Failed',
  uncertain: 'May have been saved',
};

export const activityEntrySchema = z
  .object({
    id: nonEmpty,
    at: timestampSchema,
    workspaceId: nonEmpty,
    workspaceLabel: z.string(),
    resourceKind: z.enum(RESOURCE_KINDS),
    /** Empty only for a create whose answer never named the new record. */
    resourceId: z.string(),
    action: z.enum(['create', 'update']),
    /** In words: "Weekly hours of 30-minute call". */
    what: z.string(),
    /** In words, where the value before was read: "Role: Member → Admin". */
    change: z.optional(z.string()),
    /** The values as read before writing, when they were read (for revert). */
    before: z.optional(z.unknown()),
    /** What was sent. */
    after: z.optional(z.unknown()),
    result: z.enum(RESULTS),
    /** The error's words, or how an uncertain outcome was settled. */
    detail: z.optional(z.string()),
    /** The bulk run the write belongs to. */
    runId: z.optional(nonEmpty),
  })
  .check(
    z.refine(
      (e) => e.resourceId !== '' || (e.action === 'create' && e.result !== 'saved'),
      'A saved write names its record.',
    ),
  );

export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type ActivityDraft = Omit<ActivityEntry, 'id' | 'at'>;

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

function load(): ActivityEntry[] {
  const store = storage();
  if (!store) return [];
  const raw = readStored(store, ACTIVITY_KEY, z.array(z.unknown()), { what: WHAT });
  if (!raw) return [];
  const entries = raw.flatMap((item) => {
    const parsed = activityEntrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (entries.length < raw.length) {
    writeStored(store, ACTIVITY_KEY, entries);
    const n = raw.length - entries.length;
    reportDropped({ key: ACTIVITY_KEY, what: `${n} unreadable ${n === 1 ? 'entry' : 'entries'} of ${WHAT}` });
  }
  return entries;
}

let writeQueued = false;

// Another tab of Slotboard logging its own writes shows here too.
const log = sideStore(load, {
  write: () => {
    // Many rows of a bulk run settle in the same moment: one write of the whole log for them all.
    if (writeQueued) return;
    writeQueued = true;
    queueMicrotask(() => {
      writeQueued = false;
      const store = storage();
      // Storage full: keep the newer half rather than lose the write that is being logged.
      let kept = log.get();
      while (store && !writeStored(store, ACTIVITY_KEY, kept) && kept.length > 1)
        kept = kept.slice(0, Math.ceil(kept.length / 2));
    });
  },
  sharedKey: ACTIVITY_KEY,
});
const save = (entries: ActivityEntry[]) => log.set(entries);

/** Newest first. The same array until something changes (for useSyncExternalStore). */
export const readActivity = (): ActivityEntry[] => log.get();

let counter = 0;
// Stryker disable next-line UpdateOperator,MethodExpression: an id is only ever compared whole; counting down or a longer random part is just as unique
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Logs one write; returns the entry's id, to settle it later (an uncertain outcome read back). */
export function appendActivity(draft: ActivityDraft, at: Date = new Date()): string {
  const entry: ActivityEntry = { ...draft, id: newId(), at: at.toISOString() };
  save([entry, ...readActivity()].slice(0, ACTIVITY_LIMIT));
  return entry.id;
}

/** Settles an entry (a check found the write applied); unknown ids (trimmed away) are ignored. */
export function updateActivity(
  id: string,
  patch: Partial<Pick<ActivityEntry, 'result' | 'detail' | 'before' | 'after' | 'resourceId'>>,
) {
  const entries = readActivity();
  if (!entries.some((e) => e.id === id)) return;
  save(entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
}

export const subscribeActivity = (listener: () => void): (() => void) => log.subscribe(listener);

/** For tests: forget what was read, as a reload would (after the pending write). */
export async function forgetActivityCache() {
  await Promise.resolve();
  log.forget();
}
