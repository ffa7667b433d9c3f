import { useEffect, useEffectEvent, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts';
import type { Week, Weekday } from '@/lib/time/periods';
import {
  addRow,
  checkRow,
  draftsSchema,
  hasInvalid,
  prune,
  removeRow,
  rowsOf,
  shownErrors,
  typeText,
  without,
  type Drafts,
  type Settled,
} from './range-drafts';

// Typed text is kept across a reload when the page names a key; it comes back only over the same
// ranges it was typed over (the page restores its week from its own draft), checked, so text that
// was mid-typing shows its message rather than sitting there unread.
function restore(storageKey: string | undefined, week: Week): Drafts {
  const kept = storageKey ? prune(loadDraft(window.localStorage, storageKey, draftsSchema)?.value ?? {}, week) : {};
  return Object.fromEntries(
    Object.entries(kept).map(([day, d]) => [day, { ...d, rows: d.rows.map((r) => ({ ...r, checked: true })) }]),
  );
}

/**
 * The period list's typed text over the week: what each day shows, and the edits that either write
 * the week (when the day reads) or wait as a draft. Reports whether any field shows a message.
 */
export function useRangeDrafts(
  week: Week,
  onChange: (week: Week) => void,
  onValidityChange?: (invalid: boolean) => void,
  storageKey?: string,
) {
  const [stored, setStored] = useState<Drafts>(() => restore(storageKey, week));
  useEffect(() => {
    if (!storageKey) return;
    if (Object.keys(stored).length) saveDraft(window.localStorage, storageKey, stored);
    else clearDraft(window.localStorage, storageKey);
  }, [stored, storageKey]);
  const [seen, setSeen] = useState(week);
  let drafts = stored;
  // The week changed from elsewhere: drafts typed over a day that changed give way to it.
  if (seen !== week) {
    drafts = prune(stored, week);
    setSeen(week);
    if (drafts !== stored) setStored(drafts);
  }
  const invalid = hasInvalid(drafts);
  const report = useEffectEvent((value: boolean) => onValidityChange?.(value));
  useEffect(() => report(invalid), [invalid]);

  const apply = (day: Weekday, settled: Settled) => {
    setStored(settled.drafts);
    if (settled.ranges) onChange({ ...week, [day]: settled.ranges });
  };
  return {
    rows: (day: Weekday) => rowsOf(week, drafts, day),
    errorsOf: (day: Weekday, index: number) => {
      const row = rowsOf(week, drafts, day)[index];
      return row ? shownErrors(row) : {};
    },
    /** The day shows text that is not (yet) what the week holds: copying it would copy something else. */
    pending: (day: Weekday) => Boolean(drafts[day]),
    type: (day: Weekday, index: number, field: 'start' | 'end', text: string) =>
      setStored(typeText(week, drafts, day, index, field, text)),
    check: (day: Weekday, index: number) => apply(day, checkRow(week, drafts, day, index)),
    remove: (day: Weekday, index: number) => apply(day, removeRow(week, drafts, day, index)),
    add: (day: Weekday) => apply(day, addRow(week, drafts, day)),
    /** Replaces a day outright (the switch): its draft goes with it. */
    replaceDay: (day: Weekday, next: Week) => {
      setStored(without(drafts, day));
      onChange(next);
    },
  };
}
