import { moduleLoader } from '@/lib/module-loader';
import { appendActivity, readActivity, updateActivity, type ActivityDraft, type ActivityResult } from './log';
import { outcomeOf } from './outcome';
import { recordKept } from './record-kept';
import { sentWrites, type SentWrite } from './sent-writes';

// The one way a write is logged: the mutation hooks (src/api/*/mutations.ts) wrap their request in
// trackWrite, the bulk runner logs each row's outcome in the same words. The entry of an uncertain
// write is found again by the variables object the kit passes to both send and verify.

const entries = new WeakMap<object, string>();

const sharing = moduleLoader(() => import('./share-entry'));

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

// Writes are only ever added (a taken one is marked), so a position counted from the first write
// of the page stays put; the oldest are let go past a few dozen.
const KEPT = 64;
let dropped = 0;
const taken = new WeakSet<SentWrite>();
const position = () => {
  const extra = sentWrites.length - KEPT;
  if (extra > 0) {
    sentWrites.splice(0, extra);
    dropped += extra;
  }
  return dropped + sentWrites.length;
};

/**
 * The request a write sent, among those sent since `from` (the count when it began): the one whose
 * path names the entry's record; for a create (no record named yet), the only one sent. Without
 * `from` (a bulk row, logged by the runner), only one naming the record. Taken, so no other entry
 * claims it; none when that leaves none or several (the server would be told a guess, and would
 * keep it for another write of the same person).
 */
export function takeSentWrite(from: number | undefined, resourceId: string): SentWrite | undefined {
  const since = sentWrites.slice(from === undefined ? 0 : Math.max(0, from - dropped)).filter((w) => !taken.has(w));
  const named = resourceId
    ? since.filter((w) => pathOf(w.url).split('/').includes(encodeURIComponent(resourceId)))
    : [];
  const found = resourceId || from === undefined ? named : since;
  if (found.length !== 1) return undefined;
  taken.add(found[0]!);
  return found[0];
}

/**
 * Uncertain writes' requests, by entry, until reading back shows them applied: only then is what
 * they meant told to the record, as saved (a write that never applied is not described there).
 */
const awaitingConfirmation = new Map<string, SentWrite>();

/** Tells the server's shared record, when it keeps one, what the write sent since `from` meant. */
function share(entryId: string, from: number | undefined, resourceId: string, result: ActivityResult) {
  // Only a write through a Slotboard server that keeps a record can be in it: else nothing is loaded.
  if (!recordKept.path) return;
  const write = takeSentWrite(from, resourceId);
  if (!write?.url.includes('/proxy/')) return;
  if (result === 'uncertain') awaitingConfirmation.set(entryId, write);
  else send(entryId, write);
}

/** An uncertain write that reading back showed applied: its meaning goes to the record now, once. */
function shareConfirmed(entryId: string) {
  const write = awaitingConfirmation.get(entryId);
  if (!write) return;
  awaitingConfirmation.delete(entryId);
  send(entryId, write);
}

function send(entryId: string, write: SentWrite) {
  const entry = readActivity().find((e) => e.id === entryId);
  if (entry)
    void sharing
      .load()
      .then((m) => m.shareEntry(entry, write))
      // The code could not be fetched (a deploy replaced it): the write is logged here all the same.
      .catch(() => undefined);
}

/** Sends one write and logs it: saved, failed with the error's words, or "may have been saved". */
export async function trackWrite<T>(
  draft: Omit<ActivityDraft, 'result' | 'detail'>,
  write: () => Promise<T>,
  options: { vars?: object; idFrom?: (result: T) => string | undefined } = {},
): Promise<T> {
  const { vars, idFrom } = options;
  const from = position();
  try {
    const result = await write();
    // A created record's id is known only from the answer.
    const id = appendActivity({ ...draft, resourceId: idFrom?.(result) ?? draft.resourceId, result: 'saved' });
    if (vars) entries.set(vars, id);
    share(id, from, draft.resourceId, 'saved');
    return result;
  } catch (error) {
    const outcome = outcomeOf(error);
    const id = appendActivity({ ...draft, ...outcome });
    if (vars) entries.set(vars, id);
    share(id, from, draft.resourceId, outcome.result);
    throw error;
  }
}

/**
 * A read-back showed the write of `vars` applied: its entry says saved. A create whose answer was
 * lost names no record until then: `resourceId` is the one reading back found (a saved entry must
 * name its record, or the log drops it when read again).
 */
export function confirmWrite(vars: object, resourceId?: string) {
  const id = entries.get(vars);
  if (!id) return;
  updateActivity(id, {
    result: 'saved',
    detail: 'Confirmed by reading back.',
    ...(resourceId ? { resourceId } : {}),
  });
  shareConfirmed(id);
}

/** Logs a bulk row's write (sent by the runner), and tells the shared record what it meant. */
export function appendSharedActivity(draft: ActivityDraft): string {
  const id = appendActivity(draft);
  share(id, undefined, draft.resourceId, draft.result);
  return id;
}

/** A bulk row's entry changed by the runner: one shown applied after the fact is told to the record then. */
export function updateSharedActivity(id: string, patch: Parameters<typeof updateActivity>[1]) {
  updateActivity(id, patch);
  if (patch.result === 'saved') shareConfirmed(id);
}
