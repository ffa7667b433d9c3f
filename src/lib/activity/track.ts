import { appendActivity, updateActivity, type ActivityDraft } from './log';
import { outcomeOf } from './outcome';

// The one way a write is logged: the mutation hooks (src/api/*/mutations.ts) wrap their request in
// trackWrite, the bulk runner logs each row's outcome in the same words. The entry of an uncertain
// write is found again by the variables object the kit passes to both send and verify.

const entries = new WeakMap<object, string>();

/** Sends one write and logs it: saved, failed with the error's words, or "may have been saved". */
export async function trackWrite<T>(
  draft: Omit<ActivityDraft, 'result' | 'detail'>,
  write: () => Promise<T>,
  options: { vars?: object; idFrom?: (result: T) => string | undefined } = {},
): Promise<T> {
  const { vars, idFrom } = options;
  try {
    const result = await write();
    // A created record's id is known only from the answer.
    const id = appendActivity({ ...draft, resourceId: idFrom?.(result) ?? draft.resourceId, result: 'saved' });
    if (vars) entries.set(vars, id);
    return result;
  } catch (error) {
    const id = appendActivity({ ...draft, ...outcomeOf(error) });
    if (vars) entries.set(vars, id);
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
  if (id)
    updateActivity(id, {
      result: 'saved',
      detail: 'Confirmed by reading back.',
      ...(resourceId ? { resourceId } : {}),
    });
}
