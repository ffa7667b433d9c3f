import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from './storage';
import { epochMsSchema } from './time/schemas';

// Unsaved form values kept across a reload. Each draft is stored under its own key with the time it
// was written and, where it edits a record, the fingerprint of the record as it was read when the
// editing started: a draft is a claim about that moment, so a page restores it silently only while
// the record is still the same, and otherwise shows the draft beside what the record holds now.
// Drafts are read back through the form's own schema: one that does not read back is dropped with a
// notice, never half-applied.

export interface Draft<T> {
  value: T;
  savedAt: number;
  /** Fingerprint of the record the draft started from; absent for a draft of something new. */
  basis?: string;
}

const storageKey = (key: string) => `slotboard.draft.${key}`;

export function saveDraft<T>(storage: Storage, key: string, value: T, options: { basis?: string; now?: number } = {}) {
  // Storage full or disabled: the form keeps working, only the reload safety net is lost.
  const { basis, now = Date.now() } = options;
  writeStored(storage, storageKey(key), basis === undefined ? { value, savedAt: now } : { value, savedAt: now, basis });
}

export function loadDraft<S extends z.ZodMiniType>(
  storage: Storage,
  key: string,
  schema: S,
): Draft<z.output<S>> | null {
  const envelope = z.object({
    value: schema as z.ZodMiniType,
    savedAt: epochMsSchema,
    basis: z.optional(z.string().check(z.minLength(1))),
  });
  const stored = readStored(storage, storageKey(key), envelope, { what: 'a draft of unsaved changes' });
  // The value was read through `schema` itself; only TypeScript lost its type on the way.
  if (!stored) return null;
  const draft: Draft<z.output<S>> = { value: stored.value as z.output<S>, savedAt: stored.savedAt };
  if (stored.basis !== undefined) draft.basis = stored.basis;
  return draft;
}

export function clearDraft(storage: Storage, key: string) {
  removeStored(storage, storageKey(key));
}

/**
 * A short stable fingerprint of a JSON-like value: objects compare by their keys' values whatever
 * the order the keys came in, so the same record read twice has the same fingerprint.
 */
export function fingerprint(value: unknown): string {
  const text = stableJson(value);
  // FNV-1a over UTF-16 code units, twice with different seeds: collisions between two versions of
  // one record are what matters here, not an adversary.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length.toString(36)}`;
}

function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}
