import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useConnection } from '@/api/connection';
import { useTeamMemberReadBack, useUpdateTeamMember, type MemberUpdate } from '@/api/team-members/mutations';
import type { TeamMember } from '@/api/team-members/schemas';
import { placeFieldErrors } from '@/components/edit-page/field-errors';
import { notifyDone } from '@/components/edit-page/notices';
import { z } from 'zod/mini';
import { mergeDraft } from '@/domain/drafts/merge-draft';
import { useDraft, useDraftFollowsForm } from '@/domain/drafts/use-draft';
import { MEMBER_CHANGE_WORDS, MEMBER_FIELDS } from '@/domain/members/member-fields';
import { memberName } from '@/domain/members/member-name';
import { fingerprint } from '@/lib/drafts';
import { useSave } from '@/components/edit-page/use-save';
import {
  afterUpdate,
  changedFields,
  doneTitle,
  memberDraftSchema,
  memberSchema,
  valuesOf,
  type MemberChange,
  type MemberValues,
} from './member-form';

const FIELDS: Record<string, keyof MemberValues> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  time_zone: 'time_zone',
  organization_role: 'organization_role',
  active: 'active',
};

type MemberRecord = Record<keyof MemberValues, unknown>;

// A draft keeps the member's values it was started on, to be shown beside theirs if they changed since.
const storedDraftSchema = z.object({ base: memberDraftSchema, values: memberDraftSchema });

/** The member form's state: values, draft, the save with its outcome, and the deactivation step. */
export function useMemberEdit(id: string, member: TeamMember | null) {
  const connection = useConnection();
  const known = member !== null;
  const [initial, setInitial] = useState(() => valuesOf(member));
  const draft = useDraft(`member.${connection.workspaceId}.${id}`, storedDraftSchema, { basis: fingerprint(initial) });
  // The schema compares with what the member has now, which changes after each save.
  const resolver: Resolver<MemberValues, unknown, MemberChange> = (values, context, options) =>
    zodResolver(memberSchema(initial, known))(values, context, options);
  const form = useForm<MemberValues, unknown, MemberChange>({
    resolver,
    defaultValues: draft.restored?.value.values ?? initial,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as MemberValues;
  const fields = changedFields(initial, values);
  const [confirming, setConfirming] = useState(false);
  const { save: saveStored, clear: clearStored, stale } = draft;
  const follower = useMemo(
    // A draft of an older version stays stored until the admin has chosen what to do with it.
    () =>
      stale
        ? { save: () => undefined, clear: () => undefined }
        : { save: (v: MemberValues) => saveStored({ base: initial, values: v }), clear: clearStored },
    [stale, saveStored, clearStored, initial],
  );
  useDraftFollowsForm(
    form,
    follower,
    useCallback((v: MemberValues) => changedFields(initial, v).length > 0, [initial]),
  );
  const takeStale = (next: MemberValues) => {
    form.reset(next, { keepDefaultValues: true });
    saveStored({ base: initial, values: next });
    draft.settleStale();
  };

  const update = useUpdateTeamMember({ name: memberName, fields: MEMBER_CHANGE_WORDS });
  const readBack = useTeamMemberReadBack();
  const save = useSave<MemberUpdate & { change: MemberChange }, { team_member: TeamMember } | null>({
    send: (vars) => update.mutateAsync(vars),
    verify: readBack,
    onSaved: (result, { body, change }) => {
      const next = result ? valuesOf(result.team_member) : afterUpdate(initial, body);
      setInitial(next);
      draft.rebase(fingerprint(next));
      form.reset(next);
      draft.clear();
      notifyDone(doneTitle(memberName(next), change), result ? undefined : 'Reading the member back shows the change.');
    },
    onRefused: (error) => {
      placeFieldErrors(error, form, FIELDS);
    },
  });

  /** Validates and builds the body; a deactivation waits for the dialog's confirm. */
  const prepare = (confirmed: boolean) => async () => {
    const out: { change?: MemberChange } = {};
    await form.handleSubmit((c) => {
      out.change = c;
    })();
    const ready = out.change;
    if (!ready || ready.fields.length === 0) return null;
    if (ready.body.active === false && !confirmed) {
      setConfirming(true);
      return null;
    }
    setConfirming(false);
    return { id, body: ready.body, change: ready };
  };

  return {
    form,
    known,
    initial,
    fields,
    draft,
    save,
    confirming,
    keepActive: () => setConfirming(false),
    submit: () => void save.attempt(prepare(false)),
    confirmDeactivate: () => void save.attempt(prepare(true)),
    sendAgain: () => void save.sendAgain(prepare(true)),
    discard: () => form.reset(initial),
    /** A draft started on other values than the member has now: field by field, for the admin to choose. */
    staleFields: stale
      ? (Object.keys(MEMBER_FIELDS) as (keyof MemberValues)[]).map((name) => ({
          name,
          label: MEMBER_FIELDS[name].label,
          base: stale.value.base[name],
          now: initial[name],
          draft: stale.value.values[name],
        }))
      : null,
    mergeStale: () =>
      stale &&
      takeStale(
        mergeDraft<MemberRecord>({ ...stale.value.base }, { ...initial }, { ...stale.value.values }) as MemberValues,
      ),
    applyStale: () => stale && takeStale(stale.value.values),
    dropStale: () => {
      clearStored();
      draft.settleStale();
    },
  };
}
