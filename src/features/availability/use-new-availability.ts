import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCreateAvailability, type NewAvailability } from '@/api/availabilities/mutations';
import { allAvailabilitiesQuery } from '@/api/availabilities/queries';
import type { Availability } from '@/api/availabilities/schemas';
import { useCapability } from '@/api/capabilities';
import { useConnection } from '@/api/connection';
import { teamMembersQuery } from '@/api/team-members/queries';
import { placeFieldErrors } from '@/components/edit-page/field-errors';
import { useDraft } from '@/domain/drafts/use-draft';
import { useSave } from '@/components/edit-page/use-save';
import { useNow } from '@/components/use-now';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { undoStackOf, type UndoStack } from '@/components/weekly-grid/undo-stack';
import { isPastDate, type Override } from '@/lib/time/overrides';
import { emptyWeek, sameWeek } from '@/lib/time/periods';
import { utcToZoned } from '@/lib/time/wall-clock';
import { browserZone } from '@/lib/time/zones';
import { confirmWrite } from '@/lib/activity/track';
import { findCreated } from './create-read-back';
import { addCreated } from '@/domain/availabilities/created';
import {
  newAvailabilityDraftSchema,
  newAvailabilitySchema,
  zoneFor,
  type NewAvailabilityValues,
} from './new-availability-schema';
import { overrideErrorsFrom, periodErrorsFrom } from '@/domain/availability-edit/server-errors';

const BODY_FIELDS = { email: 'email', name: 'name', time_zone: 'timeZone' } as const;

/** The new-availability screen's state: typed fields, week, overrides, one draft, the create and its outcome. */
export function useNewAvailability() {
  const connection = useConnection();
  const draftKey = `availability-new.${connection.workspaceId}`;
  const draft = useDraft(draftKey, newAvailabilityDraftSchema);
  const start = draft.restored?.value;
  const members = useQuery({ ...teamMembersQuery(connection), retry: false });
  const now = useNow(60_000);
  const [undoStack, setUndoStack] = useState<UndoStack>(() => undoStackOf(start?.week ?? emptyWeek()));
  const [cellMinutes, setCellMinutes] = useState<CellMinutes>(start?.cellMinutes ?? 30);
  const [overrides, setOverridesState] = useState<Override[]>(start?.overrides ?? []);
  const [periodErrors, setPeriodErrors] = useState<Record<string, string>>({});
  const [overrideErrors, setOverrideErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<{ availability: Availability; readBack: boolean } | null>(null);
  const queryClient = useQueryClient();
  // Asked when the screen opens, so an uncertain create already knows whether it can be checked.
  const reads = useCapability('availabilityReads', 'v1');
  // What reading back found, for onSaved: the kit passes no result when the save was confirmed by a read.
  const found = useRef<Availability | null>(null);

  const memberOf = (email: string) =>
    members.data?.team_members.find((m) => m.email?.toLowerCase() === email.trim().toLowerCase());
  const context = {
    week: undoStack.present,
    overrides,
    memberZone: (email: string) => memberOf(email)?.time_zone ?? undefined,
    browserZone: browserZone(),
  };
  const form = useForm<NewAvailabilityValues, unknown, NewAvailability>({
    resolver: zodResolver(newAvailabilitySchema(context)),
    // The version follows the workspace's setting, even over a draft kept from before it changed.
    defaultValues: {
      ...(start?.values ?? { email: '', name: '', timeZone: '' }),
      version: connection.active.apiVersion === 'v1' ? 'v1' : 'v2',
    },
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as NewAvailabilityValues;
  const member = memberOf(values.email);
  const zone = zoneFor(values, context);
  const today = utcToZoned(now, zone).date;
  const dirty =
    !saved && Boolean(values.name || values.email || !sameWeek(undoStack.present, emptyWeek()) || overrides.length);

  // A restored draft's hours were meant in the zone of that moment (the member's, when none was typed):
  // once the member list is read, a zone that moved since is said, and the admin picks which one holds.
  const [zoneChecked, setZoneChecked] = useState(!start?.zone);
  const zoneKnown = !values.email.trim() || !members.isPending;
  const zoneMoved =
    !zoneChecked && zoneKnown && start?.zone && !values.timeZone && zone !== start.zone
      ? { from: start.zone, to: zone }
      : null;
  // Checked once: a member picked later is the admin's own choice, not a change behind their back.
  if (!zoneChecked && zoneKnown && !zoneMoved) setZoneChecked(true);
  const draftZone = zoneChecked ? zone : start?.zone;

  // The one draft writer: whatever changed (fields, week, overrides, cell size), the whole draft is written.
  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    if (dirty)
      saveDraft({ values, week: undoStack.present, overrides, cellMinutes, ...(draftZone ? { zone: draftZone } : {}) });
    else if (!saved) clearDraft();
  }, [dirty, saved, values, undoStack.present, overrides, cellMinutes, draftZone, saveDraft, clearDraft]);

  const create = useCreateAvailability();
  const save = useSave<NewAvailability, { availability: Availability }>({
    send: (vars) => create.mutateAsync(vars),
    // Without the vendor's reads nothing can be checked, and the outcome says how to look in NeetoCal.
    verify:
      reads === 'yes'
        ? async (vars) => {
            const { availabilities } = await queryClient.fetchQuery({
              ...allAvailabilitiesQuery(connection, [vars.body.email]),
              staleTime: 0,
              retry: false,
            });
            found.current = findCreated(availabilities, vars.body, memberOf(vars.body.email)?.time_zone ?? null, today);
            if (found.current) confirmWrite(vars, found.current.id);
            return found.current !== null;
          }
        : undefined,
    onSaved: (result, vars) => {
      const availability = result?.availability ?? found.current;
      if (!availability) return;
      addCreated(connection.workspaceId, {
        at: new Date().toISOString(),
        version: vars.version,
        request: vars.body,
        response: availability,
      });
      draft.clear();
      setSaved({ availability, readBack: result === null });
    },
    onRefused: (error, vars) => {
      placeFieldErrors(error, form, BODY_FIELDS);
      setPeriodErrors(periodErrorsFrom(error.fieldErrors, undoStack.present));
      setOverrideErrors(overrideErrorsFrom(error.fieldErrors, vars.body.overrides ? overrides : []));
    },
  });

  const prepare = async (): Promise<NewAvailability | null> => {
    const past = overrides.filter((o) => isPastDate(o.date, today));
    if (past.length) {
      setOverrideErrors(
        Object.fromEntries(past.map((o) => [o.date, 'Dates in the past cannot be changed: delete this override.'])),
      );
      return null;
    }
    const out: { vars?: NewAvailability } = {};
    await form.handleSubmit((vars) => {
      out.vars = vars;
    })();
    return out.vars ?? null;
  };

  return {
    form,
    draft,
    /** Where the period list keeps typed text that does not read yet, across a reload. */
    typedDraftKey: `${draftKey}.typed`,
    member,
    zone,
    today,
    now,
    dirty,
    saved,
    save,
    undoStack,
    onUndoStackChange: (next: UndoStack) => {
      setUndoStack(next);
      setPeriodErrors({});
    },
    cellMinutes,
    setCellMinutes,
    overrides,
    setOverrides: (next: Override[]) => {
      setOverridesState(next);
      setOverrideErrors({});
    },
    periodErrors,
    overrideErrors,
    /** Whether an uncertain create can be checked by reading the member's availabilities. */
    reads,
    /** The zone the restored hours were meant in, when it is no longer the one they would be sent in. */
    zoneMoved,
    keepDraftZone: () => {
      if (!zoneMoved) return;
      form.setValue('timeZone', zoneMoved.from, { shouldDirty: true });
      setZoneChecked(true);
    },
    useCurrentZone: () => setZoneChecked(true),
    submit: () => void save.attempt(prepare),
    createAgain: () => void save.sendAgain(prepare),
    checkAgain: () => void save.checkAgain(),
    another: () => {
      setSaved(null);
      found.current = null;
      save.reset();
      form.reset({ email: '', name: '', timeZone: '', version: form.getValues('version') });
      setUndoStack(undoStackOf(emptyWeek()));
      setOverridesState([]);
    },
  };
}
