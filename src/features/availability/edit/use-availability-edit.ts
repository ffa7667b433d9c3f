import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useUpdateAvailability, type AvailabilityEdit } from '@/api/availabilities/mutations';
import { availabilityQuery } from '@/api/availabilities/queries';
import type { AvailabilityVersion } from '@/api/availabilities/requests';
import type { Availability } from '@/api/availabilities/schemas';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { diffSnapshots, diffText, isEmptyDiff, sameSnapshot, snapshotOf, updateBodyFor, type Snapshot } from '@/components/availability-diff/diff';
import { useDraft } from '@/components/edit-page/use-draft';
import { useSave } from '@/components/edit-page/use-save';
import { useNow } from '@/components/use-now';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { pushUndo, undoStackOf, type UndoStack } from '@/components/weekly-grid/undo-stack';
import { confirmWrite } from '@/lib/activity/track';
import { dayjs } from '@/lib/time/dayjs';
import type { Override } from '@/lib/time/overrides';
import { overrideErrorsFrom, periodErrorsFrom } from '../server-errors';
import { datesOf, editDraftSchema, overridesOf } from './edit-draft';
import { expectedAfterSave, holdsExpected, readBackOf, type ReadBack } from './read-back';

export type EditVars = AvailabilityEdit & { expected: Snapshot; zone: string | null };

/** The edit-in-place screen's state: editors over what was loaded, the conflict check, one PATCH, the read-back. */
export function useAvailabilityEdit({ availability, version, memberZone }: { availability: Availability; version: AvailabilityVersion; memberZone: string | null }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const id = availability.id;
  const draftKey = `availability-edit.${connection.workspaceId}.${id}`;
  const draft = useDraft(draftKey, editDraftSchema);
  const start = draft.restored?.value;
  const [loaded] = useState(() => snapshotOf(availability));
  const [base, setBase] = useState<Snapshot>(() => start?.base ?? loaded);
  const [undoStack, setUndoStack] = useState<UndoStack>(() => undoStackOf(start?.week ?? base.week));
  const [overrides, setOverrides] = useState<Override[]>(() => start?.overrides ?? overridesOf(base));
  const [zone, setZone] = useState<string | null>(version === 'v2' ? (start?.zone ?? null) : null);
  const [cellMinutes, setCellMinutes] = useState<CellMinutes>(30);
  const [conflict, setConflict] = useState<{ theirs: Snapshot } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const [readBack, setReadBack] = useState<ReadBack | null>(null);
  // The workspace's words on what it refused, on the day or date they concern, until it changes.
  const [periodErrors, setPeriodErrors] = useState<Record<string, string>>({});
  const [overrideErrors, setOverrideErrors] = useState<Record<string, string>>({});
  const now = useNow(60_000);
  const shownZone = zone ?? memberZone;
  const today = dayjs(now)
    .tz(shownZone ?? undefined)
    .format('YYYY-MM-DD');

  const yours: Snapshot = { week: undoStack.present, dates: datesOf(overrides), unreadable: 0 };
  const zoneChange = zone && memberZone && zone !== memberZone ? { from: memberZone, to: zone } : undefined;
  const diff = { ...diffSnapshots(base, yours), ...(zoneChange ? { zone: zoneChange } : {}) };
  const dirty = !isEmptyDiff(diff);

  // The one draft writer: any change of the editors or the zone writes the whole draft.
  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    if (dirty) saveDraft({ base, week: undoStack.present, overrides, zone });
    else clearDraft();
  }, [dirty, base, undoStack.present, overrides, zone, saveDraft, clearDraft]);

  const read = () => queryClient.fetchQuery({ ...availabilityQuery(connection, id, version), staleTime: 0, retry: false });

  const confirm = async (vars: EditVars) => {
    setReadBack({ status: 'checking' });
    try {
      const now = snapshotOf(await read());
      const result = readBackOf(now, vars.expected, vars.zone, memberZone, today);
      setReadBack(result);
      setBase(now);
      if (result.status === 'holds') {
        setUndoStack((s) => pushUndo(s, now.week));
        setOverrides(overridesOf(now));
        setZone(null);
      }
    } catch (error) {
      // The workspace accepted it: what was sent becomes the base, so the next save's re-read shows
      // a conflict if the workspace holds anything else, instead of a stale draft or a silent overwrite.
      const sent = expectedAfterSave(vars.expected, vars.zone, memberZone, today);
      setBase(sent);
      setUndoStack((s) => pushUndo(s, sent.week));
      setOverrides(overridesOf(sent));
      setZone(null);
      setReadBack({ status: 'failed', message: isApiError(error) ? error.message : 'The read failed.' });
    }
  };

  const update = useUpdateAvailability();
  const save = useSave<EditVars, unknown>({
    send: (vars) => update.mutateAsync(vars),
    verify: async (vars) => {
      const now = snapshotOf(await read());
      const applied = holdsExpected(now, vars.expected, vars.zone, memberZone, today);
      if (applied) confirmWrite(vars);
      return applied;
    },
    onSaved: (_result, vars) => {
      draft.clear();
      void confirm(vars);
    },
    onRefused: (error, vars) => {
      setPeriodErrors(periodErrorsFrom(error.fieldErrors, undoStack.present));
      const sent = (vars.body.overrides ?? []).map((o): Override => ({ date: o.date, kind: 'remove' }));
      setOverrideErrors(overrideErrorsFrom(error.fieldErrors, sent));
    },
  });

  /**
   * Reads the availability again; sends only when the workspace still holds `expectedCurrent` (what
   * the edit started from, or the version the admin chose to overwrite). Otherwise shows both.
   */
  const prepareAgainst = (expectedCurrent: Snapshot) => async (): Promise<EditVars | null> => {
    setProblem(null);
    setReadBack(null);
    let theirs: Snapshot;
    try {
      theirs = snapshotOf(await read());
    } catch (error) {
      if (isApiError(error) && error.status === 404) setGone(true);
      else setProblem(`Slotboard could not read the availability again to check for other changes, so nothing was sent${isApiError(error) ? ` (${error.message})` : ''}. Try again.`);
      return null;
    }
    if (!sameSnapshot(theirs, expectedCurrent)) {
      setConflict({ theirs });
      return null;
    }
    setConflict(null);
    const change = { ...diffSnapshots(theirs, yours), ...(zoneChange ? { zone: zoneChange } : {}) };
    if (isEmptyDiff(change)) {
      setProblem('Nothing to save: the workspace already holds these hours.');
      return null;
    }
    const body = { ...updateBodyFor(change, yours, version), ...(version === 'v2' && zone ? { time_zone: zone } : {}) };
    return { id, version, body, change: diffText(change, today), expected: yours, zone: version === 'v2' ? zone : null };
  };

  const setWeek = (next: UndoStack) => {
    setUndoStack(next);
    setPeriodErrors({});
  };
  const resetTo = (s: Snapshot) => {
    setUndoStack((u) => pushUndo(u, s.week));
    setOverrides(overridesOf(s));
  };

  return {
    draft,
    typedDraftKey: `${draftKey}.typed`,
    base,
    yours,
    diff,
    dirty,
    undoStack,
    onUndoStackChange: setWeek,
    overrides,
    setOverrides: (next: Override[]) => {
      setOverrides(next);
      setOverrideErrors({});
    },
    periodErrors,
    overrideErrors,
    cellMinutes,
    setCellMinutes,
    zone: shownZone,
    setZone: (z: string) => setZone(z === memberZone ? null : z),
    today,
    now,
    save,
    conflict,
    problem,
    gone,
    readBack,
    submit: () => void save.attempt(prepareAgainst(base)),
    sendAgain: () => void save.sendAgain(prepareAgainst(base)),
    checkAgain: () => void save.checkAgain(),
    /** Their version becomes what the edit starts from; your changes are put back on top to review. */
    reapplyOnTheirs: (merged: Snapshot) => {
      if (!conflict) return;
      setBase(conflict.theirs);
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
      setBase(loaded);
      resetTo(loaded);
      setZone(null);
    },
  };
}

export type AvailabilityEditState = ReturnType<typeof useAvailabilityEdit>;
