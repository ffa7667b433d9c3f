import { useCallback, useState } from 'react';
import { pushUndo, undoStackOf, type UndoStack } from '@/components/weekly-grid/undo-stack';
import type { Week } from '@/lib/time/periods';
import { convertWeek } from '@/domain/availability-edit/save-plan';

// The grid's hours are shown in a zone the admin picks; the workspace keeps them in the member's.
// The undo stack holds weeks as shown, so undo and redo replay what the admin saw; converting to the
// member's zone happens once, when the week is read for saving.

export type Reinterpretation = 'clock' | 'moments';

interface Options {
  memberZone: string | null;
  today: string;
  initialShownIn: string | null;
  /** In the member's zone. */
  initialWeek: Week;
}

const mapStack = (s: UndoStack, f: (w: Week) => Week): UndoStack => ({
  past: s.past.map(f),
  present: f(s.present),
  future: s.future.map(f),
});

export function useShownZone({ memberZone, today, initialShownIn, initialWeek }: Options) {
  const [shownIn, setShownIn] = useState<string | null>(memberZone ? initialShownIn : null);
  // The last reinterpretation in words, for the summary: the change it made is in the body, its why here.
  const [note, setNote] = useState<string | null>(null);
  const shown = shownIn ?? memberZone;
  const between = useCallback(
    (week: Week, from: string | null, to: string | null) =>
      from && to && from !== to ? convertWeek(week, from, to, today) : week,
    [today],
  );
  const [stack, setStack] = useState<UndoStack>(() => undoStackOf(between(initialWeek, memberZone, shown)));
  const toMember = useCallback((week: Week) => between(week, shown, memberZone), [between, shown, memberZone]);
  const toShown = useCallback((week: Week) => between(week, memberZone, shown), [between, shown, memberZone]);

  /** Only the display changes: every week of the undo stack is converted to the same moments in `zone`. */
  const showIn = (zone: string) => {
    if (!memberZone || zone === shown) return;
    setStack((s) => mapStack(s, (w) => between(w, shown, zone)));
    setShownIn(zone === memberZone ? null : zone);
  };

  /**
   * What the grid holds, as if it had been in `zone` all along. 'moments': the same moments, shown on
   * `zone`'s clock (nothing saved changes). 'clock': the same clock times, now meant in `zone` (the
   * moments move, an edit that undo takes back).
   */
  const reinterpret = (zone: string, mode: Reinterpretation, words: string) => {
    if (!memberZone || zone === shown) return;
    setNote(words);
    if (mode === 'clock') {
      setStack((s) =>
        pushUndo(
          mapStack(s, (w) => between(w, shown, zone)),
          s.present,
        ),
      );
    } else {
      setStack((s) => mapStack(s, (w) => between(w, shown, zone)));
    }
    setShownIn(zone === memberZone ? null : zone);
  };

  /** The week as each choice would leave it, in the member's zone (what would be saved). */
  const preview = (zone: string, mode: Reinterpretation): Week =>
    mode === 'clock' ? between(stack.present, zone, memberZone) : toMember(stack.present);

  return {
    note,
    /** The zone the grid shows; the member's when null. */
    shownIn,
    shown,
    stack,
    setStack,
    toMember,
    toShown,
    showIn,
    reinterpret,
    preview,
    /** A new present week, given in the member's zone. */
    push: (memberWeek: Week) => setStack((s) => pushUndo(s, toShown(memberWeek))),
  };
}
