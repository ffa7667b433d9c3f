import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useUpdateAvailability, type AvailabilityEdit } from '@/api/availabilities/mutations';
import { availabilityQuery } from '@/api/availabilities/queries';
import type { AvailabilityVersion } from '@/api/availabilities/requests';
import type { Availability } from '@/api/availabilities/schemas';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { diffText, isEmptyDiff, sameSnapshot, snapshotOf, type Snapshot } from '@/domain/availability-diff/diff';
import { useDraft } from '@/domain/drafts/use-draft';
import { useSave } from '@/components/edit-page/use-save';
import { useNow } from '@/components/use-now';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import type { UndoStack } from '@/components/weekly-grid/undo-stack';
import { confirmWrite } from '@/lib/activity/track';
import { utcToZoned } from '@/lib/time/wall-clock';
import { browserZone } from '@/lib/time/zones';
import type { Override } from '@/lib/time/overrides';
import { sameWeek } from '@/lib/time/periods';
import { overrideErrorsFrom, periodErrorsFrom } from '@/domain/availability-edit/server-errors';
import { datesOf, editBasis, editDraftSchema, overridesOf } from '@/domain/availability-edit/edit-draft';
import { holdsExpected, readBackOf, type ReadBack } from '@/domain/availability-edit/read-back';
import { mergeOnto } from '@/domain/availability-diff/merge';
import { planSave } from '@/domain/availability-edit/save-plan';
import { useShownZone } from './use-shown-zone';

type EditVars = AvailabilityEdit & { expected: Snapshot };

/** The edit-in-place screen's state: editors over what was loaded, the conflict check, one PATCH, the read-back. */
export function useAvailabilityEdit({
  availability,
  version,
  memberZone,
}: {
  availability: Availability;
  version: AvailabilityVersion;
  memberZone: string | null;
}) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const id = availability.id;
  const draftKey = `availability-edit.${connection.workspaceId}.${id}`;
  const [loaded] = useState(() => snapshotOf(availability));
  const draft = useDraft(draftKey, editDraftSchema, { basis: editBasis(loaded, memberZone) });
  const start = draft.restored?.value;
  const now = useNow(60_000);
  const [base, setBase] = useState<Snapshot>(loaded);
  const today = utcToZoned(now, memberZone ?? browserZone()).date;
  const zones = useShownZone({
    memberZone,
    today,
    initialShownIn: start?.shownIn ?? null,
    initialWeek: start?.yours.week ?? loaded.week,
  });
  const { stack, toMember, toShown } = zones;
  const [overrides, setOverrides] = useState<Override[]>(() => overridesOf(start?.yours ?? loaded));
  const [cellMinutes, setCellMinutes] = useState<CellMinutes>(30);
  const [conflict, setConflict] = useState<{ theirs: Snapshot } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const [readBack, setReadBack] = useState<ReadBack | null>(null);
  const [mergeNote, setMergeNote] = useState<string | null>(null);
  // The workspace's words on what it refused, on the day or date they concern, until it changes.
  const [periodErrors, setPeriodErrors] = useState<Record<string, string>>({});
  const [overrideErrors, setOverrideErrors] = useState<Record<string, string>>({});

  // Shown in another zone, the grid's week is converted back for saving; unchanged, it is the base's
  // own week, so a conversion's rounding at a clock change can never look like an edit.
  const shownBase = useMemo(() => toShown(base.week), [toShown, base.week]);
  const yours: Snapshot = {
    week: sameWeek(stack.present, shownBase) ? base.week : toMember(stack.present),
    dates: datesOf(overrides),
    unreadable: 0,
  };
  const plan = planSave(base, yours, version);
  const dirty = !isEmptyDiff(plan.diff);

  // The one draft writer: any change of the editors writes the whole draft, drafted on `base`.
  const { save: saveDraft, clear: clearDraft, rebase } = draft;
  const shownIn = zones.shownIn;
  const yoursKey = JSON.stringify(yours);
  // A draft of an older version stays stored until the admin has chosen what to do with it.
  const staleOpen = draft.stale !== null;
  useEffect(() => {
    if (staleOpen) return;
    if (dirty) saveDraft({ base, yours: JSON.parse(yoursKey) as Snapshot, shownIn });
    else clearDraft();
  }, [staleOpen, dirty, base, yoursKey, shownIn, saveDraft, clearDraft]);

  const moveBase = (next: Snapshot) => {
    setBase(next);
    rebase(editBasis(next, memberZone));
  };

  const read = () =>
    queryClient.fetchQuery({ ...availabilityQuery(connection, id, version), staleTime: 0, retry: false });

  const confirm = async (vars: EditVars) => {
    setReadBack({ status: 'checking' });
    try {
      const current = snapshotOf(await read());
      const result = readBackOf(current, vars.expected, null, memberZone, today);
      setReadBack(result);
      moveBase(current);
      if (result.status === 'holds') {
        zones.push(current.week);
        setOverrides(overridesOf(current));
      }
    } catch (error) {
      // The workspace accepted it: what was sent becomes the base, so the next save's re-read shows
      // a conflict if the workspace holds anything else, instead of a stale draft or a silent overwrite.
      moveBase(vars.expected);
      zones.push(vars.expected.week);
      setOverrides(overridesOf(vars.expected));
      setReadBack({ status: 'failed', message: isApiError(error) ? error.message : 'The read failed.' });
    }
  };

  const update = useUpdateAvailability();
  const save = useSave<EditVars, unknown>({
    send: (vars) => update.mutateAsync(vars),
    verify: async (vars) => {
      const current = snapshotOf(await read());
      const applied = holdsExpected(current, vars.expected, null, memberZone, today);
      if (applied) confirmWrite(vars);
      return applied;
    },
    onSaved: (_result, vars) => {
      draft.clear();
      void confirm(vars);
    },
    onRefused: (error, vars) => {
      setPeriodErrors(periodErrorsFrom(error.fieldErrors, yours.week));
      const sent = (vars.body.overrides ?? []).map((o): Override => ({ date: o.date, kind: 'remove' }));
      setOverrideErrors(overrideErrorsFrom(error.fieldErrors, sent));
    },
  });

  /**
   * Reads the availability again; sends only when the workspace still holds `expectedCurrent` (what
   * the edit started from, or the version the admin chose to overwrite). Otherwise shows both. The
   * body is planned against the record just read, and what it changes is read from the body.
   */
  const prepareAgainst = (expectedCurrent: Snapshot) => async (): Promise<EditVars | null> => {
    setProblem(null);
    setReadBack(null);
    let theirs: Snapshot;
    try {
      theirs = snapshotOf(await read());
    } catch (error) {
      if (isApiError(error) && error.status === 404) setGone(true);
      else
        setProblem(
          `Slotboard could not read the availability again to check for other changes, so nothing was sent${isApiError(error) ? ` (${error.message})` : ''}. Try again.`,
        );
      return null;
    }
    if (!sameSnapshot(theirs, expectedCurrent)) {
      setConflict({ theirs });
      return null;
    }
    setConflict(null);
    const sending = planSave(theirs, yours, version);
    if (isEmptyDiff(sending.diff)) {
      setProblem('Nothing to save: the workspace already holds these hours.');
      return null;
    }
    return { id, version, body: sending.body, change: diffText(sending.diff, today), expected: sending.after };
  };

  // `zones.push` takes the week in the member's zone and shows it in the chosen one.
  const resetTo = (s: Snapshot) => {
    zones.push(s.week);
    setOverrides(overridesOf(s));
  };

  return {
    draft,
    typedDraftKey: `${draftKey}.typed`,
    base,
    loaded,
    yours,
    diff: plan.diff,
    body: plan.body,
    dirty,
    zones,
    undoStack: stack,
    onUndoStackChange: (next: UndoStack) => {
      zones.setStack(next);
      setPeriodErrors({});
    },
    overrides,
    setOverrides: (next: Override[]) => {
      setOverrides(next);
      setOverrideErrors({});
    },
    periodErrors,
    overrideErrors,
    cellMinutes,
    setCellMinutes,
    memberZone,
    today,
    now,
    save,
    conflict,
    problem,
    gone,
    readBack,
    mergeNote,
    submit: () => void save.attempt(prepareAgainst(base)),
    sendAgain: () => void save.sendAgain(prepareAgainst(base)),
    checkAgain: () => void save.checkAgain(),
    /** Their version becomes what the edit starts from; your changes are put back on top to review. */
    reapplyOnTheirs: (merged: Snapshot) => {
      if (!conflict) return;
      moveBase(conflict.theirs);
      resetTo(merged);
      setConflict(null);
    },
    /** Sends yours over the version shown in the conflict, and only over that one. */
    overwrite: () => {
      if (conflict) void save.attempt(prepareAgainst(conflict.theirs));
    },
    /** Drops the draft and starts again from what the workspace held when the page opened. */
    discardDraft: () => {
      draft.dismiss();
      moveBase(loaded);
      resetTo(loaded);
    },
    /** A draft of an older version: your changes onto what the workspace holds now, except where both changed the same day or date. */
    mergeStale: () => {
      const stale = draft.stale?.value;
      if (!stale) return;
      const { merged, clashes } = mergeOnto(stale.base, stale.yours, loaded);
      resetTo(merged);
      const kept = [...clashes.days.map((d) => d[0]!.toUpperCase() + d.slice(1)), ...clashes.dates];
      setMergeNote(
        kept.length
          ? `Both you and the workspace changed ${kept.join(', ')}; the workspace’s hours were kept there.`
          : null,
      );
      draft.settleStale();
    },
    /** A draft of an older version, dropped: the page keeps what the workspace holds now. */
    dropStale: () => {
      draft.clear();
      draft.settleStale();
    },
    /** A draft of an older version, taken whole: the summary then shows all it would change now. */
    useStale: () => {
      const stale = draft.stale?.value;
      if (!stale) return;
      resetTo(stale.yours);
      draft.settleStale();
    },
  };
}
