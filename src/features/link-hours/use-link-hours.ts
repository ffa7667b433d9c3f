import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { useLinkReadBack, useReplaceLinkHours, type LinkHours } from '@/api/meetings/mutations';
import type { Meeting } from '@/api/meetings/schemas';
import { notifyDone } from '@/components/edit-page/notices';
import { useDraft } from '@/domain/drafts/use-draft';
import { useSave } from '@/components/edit-page/use-save';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { pushUndo, undoStackOf, type UndoStack } from '@/components/weekly-grid/undo-stack';
import { emptyWeek, sameWeek, weekToPeriods, type Week } from '@/lib/time/periods';
import { readCreated } from '@/domain/availabilities/created';
import { readLastSaved, readLastSavedZone, writeLastSaved } from './last-saved';
import { z } from 'zod/mini';
import { fingerprint } from '@/lib/drafts';
import { weekSchema } from '@/lib/time/schemas';

export type StartFrom = 'empty' | 'last' | 'created';

type Replace = LinkHours & { week: Week };

const linkDraftSchema = z.object({ week: weekSchema, from: z.nullable(weekSchema) });

/** The link-hours screen's state: where the week starts from, the draft, the confirm step and the replace. */
export function useLinkHours(sid: string, meeting: Meeting | undefined) {
  const connection = useConnection();
  const draftKey = `link-availability.${connection.workspaceId}.${sid}`;
  const [lastSaved, setLastSaved] = useState(() => readLastSaved(connection.workspaceId, sid));
  // The only version of a link's hours Slotboard can know is the last one sent from this browser (by
  // this page or a bulk run): a draft started before another send is not restored over it.
  const draft = useDraft(draftKey, linkDraftSchema, { basis: fingerprint(lastSaved) });
  // Hours last sent in a zone other than the hosts' (by a bulk run) are other moments on the hosts'
  // clock: the editor never starts from them as they are; the picker offers them converted.
  const [lastSavedZone, setLastSavedZone] = useState(() => readLastSavedZone(connection.workspaceId, sid));
  const [created] = useState(() => readCreated(connection.workspaceId));
  const first = draft.restored?.value.week ?? (lastSavedZone ? null : lastSaved) ?? emptyWeek();
  const [start, setStart] = useState<StartFrom>(draft.restored ? 'empty' : lastSaved ? 'last' : 'empty');
  const [undoStack, setUndoStack] = useState<UndoStack>(() => undoStackOf(first));
  const [baseline, setBaseline] = useState<Week>(first);
  // Where the editor last started from: "Start over" asks only when the hours were edited since.
  const [startPoint, setStartPoint] = useState<Week>(first);
  const [cellMinutes, setCellMinutes] = useState<CellMinutes>(30);
  const [confirming, setConfirming] = useState(false);
  const dirty = !sameWeek(undoStack.present, baseline);
  const name = meeting?.name ?? sid;

  const replace = useReplaceLinkHours();
  const readBack = useLinkReadBack();
  const save = useSave<Replace, unknown>({
    send: (vars) => replace.mutateAsync(vars),
    verify: readBack,
    onSaved: (result, { week, periods }) => {
      writeLastSaved(connection.workspaceId, sid, week);
      setLastSaved(week);
      setLastSavedZone(null);
      draft.rebase(fingerprint(week));
      setBaseline(week);
      draft.clear();
      notifyDone(
        `Weekly hours of ${name} replaced`,
        result === null
          ? 'The answer was lost, but the link shows a change made since the hours were sent.'
          : `${periods.length === 1 ? 'One weekly range' : `${periods.length} weekly ranges`} sent.`,
      );
    },
  });
  const prepare = (): Replace => ({
    sid,
    periods: weekToPeriods(undoStack.present),
    before: meeting,
    week: undoStack.present,
  });

  return {
    draft,
    /** Where the period list keeps typed text that does not read yet, across a reload. */
    typedDraftKey: `${draftKey}.typed`,
    name,
    lastSaved,
    lastSavedZone,
    created,
    start,
    setStart,
    undoStack,
    onUndoStackChange: (next: UndoStack) => {
      setUndoStack(next);
      draft.save({ week: next.present, from: lastSaved });
    },
    /** Starting over is one more step in the editor's history, so Undo brings the edits back. */
    begin: (week: Week) => {
      const next = pushUndo(undoStack, week);
      setUndoStack(next);
      setStartPoint(week);
      if (sameWeek(week, baseline)) draft.clear();
      else draft.save({ week: next.present, from: lastSaved });
    },
    cellMinutes,
    setCellMinutes,
    dirty,
    edited: !sameWeek(undoStack.present, startPoint),
    save,
    confirming,
    /** The first step: nothing opens while a typed range shows an error. */
    ask: () =>
      void save.attempt(() => {
        setConfirming(true);
        return null;
      }),
    keep: () => setConfirming(false),
    confirm: () => {
      setConfirming(false);
      void save.attempt(prepare);
    },
    replaceAgain: () => void save.sendAgain(prepare),
    /** A draft started before other hours were sent: taken whole, or dropped for the hours last sent. */
    useStale: () => {
      const stale = draft.stale?.value;
      if (!stale) return;
      setUndoStack((s) => pushUndo(s, stale.week));
      draft.save({ week: stale.week, from: lastSaved });
      draft.settleStale();
    },
    mergeStale: (merged: Week) => {
      setUndoStack((s) => pushUndo(s, merged));
      draft.save({ week: merged, from: lastSaved });
      draft.settleStale();
    },
    dropStale: () => {
      draft.clear();
      draft.settleStale();
    },
  };
}
