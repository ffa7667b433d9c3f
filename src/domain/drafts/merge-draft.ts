/**
 * A draft's changes applied onto the record as it is now: a field the draft changed from where it
 * started takes the draft's value, every other field the record's current one. Where both changed
 * a field, the draft wins: applying it is what the admin asked for.
 */
export function mergeDraft<T extends Record<string, unknown>>(base: T, now: T, draft: T): T {
  const merged = { ...now };
  for (const name of Object.keys(draft) as (keyof T)[]) {
    if (!Object.is(draft[name], base[name])) merged[name] = draft[name];
  }
  return merged;
}
