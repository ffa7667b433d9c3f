import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { useLearnedAction } from '@/api/learned-action';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { useLinkSettingsReadBack, useUpdateLinkSettings, type LinkSettingsUpdate } from '@/api/meetings/mutations';
import type { Meeting } from '@/api/meetings/schemas';
import { placeFieldErrors } from '@/components/edit-page/field-errors';
import { notifyDone } from '@/components/edit-page/notices';
import { useSave } from '@/components/edit-page/use-save';
import { mergeDraft } from '@/domain/drafts/merge-draft';
import { useDraft, useDraftFollowsForm } from '@/domain/drafts/use-draft';
import { fingerprint } from '@/lib/drafts';
import {
  FIELD_LABELS,
  afterUpdate,
  changedFields,
  linkDraftSchema,
  linkSettingsSchema,
  valuesOf,
  type LinkChange,
  type LinkValues,
} from './link-settings-form';

/** The body's fields as the form names them: the workspace's refusals are said at these fields. */
const FIELDS: Record<string, keyof LinkValues> = {
  name: 'name',
  slug: 'slug',
  description: 'description',
  hosts: 'hosts',
  kind: 'kind',
  duration: 'duration',
  start_time_increment: 'start_time_increment',
  spot_phone_call_number: 'spot_phone_call_number',
  spot_custom_text: 'spot_custom_text',
  spot_in_person_location: 'spot_in_person_location',
};

// A draft keeps the values it was started on, to be shown beside the link's if they changed since.
const storedDraftSchema = z.object({ base: linkDraftSchema, values: linkDraftSchema });

const shown = (v: string | string[]) => (Array.isArray(v) ? v.join(', ') : v);

type Vars = LinkSettingsUpdate & { change: LinkChange };

/** The link's settings form: values, draft bound to the link's version, the save and its outcome. */
export function useLinkSettings(meeting: Meeting) {
  const connection = useConnection();
  const [initial, setInitial] = useState(() => valuesOf(meeting));
  const draft = useDraft(`link.${connection.workspaceId}.${meeting.sid}`, storedDraftSchema, {
    basis: fingerprint(initial),
  });
  const resolver: Resolver<LinkValues, unknown, LinkChange> = (values, context, options) =>
    zodResolver(linkSettingsSchema(initial))(values, context, options);
  const form = useForm<LinkValues, unknown, LinkChange>({
    resolver,
    defaultValues: draft.restored?.value.values ?? initial,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as LinkValues;
  const fields = changedFields(initial, values);
  // What saving will send, read through the same schema the submit uses.
  const parsed = linkSettingsSchema(initial).safeParse(values);
  const pending = parsed.success && parsed.data.fields.length > 0 ? parsed.data : null;

  const { save: saveStored, clear: clearStored, stale } = draft;
  const follower = useMemo(
    () =>
      stale
        ? { save: () => undefined, clear: () => undefined }
        : { save: (v: LinkValues) => saveStored({ base: initial, values: v }), clear: clearStored },
    [stale, saveStored, clearStored, initial],
  );
  useDraftFollowsForm(
    form,
    follower,
    useCallback((v: LinkValues) => changedFields(initial, v).length > 0, [initial]),
  );
  const takeStale = (next: LinkValues) => {
    form.reset(next, { keepDefaultValues: true });
    saveStored({ base: initial, values: next });
    draft.settleStale();
  };

  const capability = useLearnedAction('linkSettings');
  const update = useUpdateLinkSettings();
  const readBack = useLinkSettingsReadBack();
  const save = useSave<Vars, { meeting: Meeting } | null>({
    send: async (vars) => {
      try {
        const result = await update.mutateAsync(vars);
        capability.answered();
        return result;
      } catch (error) {
        // A refusal of what was sent says the route is there; a 404/405/501 says it is not.
        if (!capability.learnFrom(error) && isApiError(error) && error.kind === 'validation') capability.answered();
        throw error;
      }
    },
    verify: readBack,
    onSaved: (result, { body, change }) => {
      const next = result ? valuesOf(result.meeting) : afterUpdate(initial, body);
      setInitial(next);
      draft.rebase(fingerprint(next));
      form.reset(next);
      draft.clear();
      notifyDone(
        `${next.name || meeting.sid}: ${change.fields.length === 1 ? 'change' : 'changes'} saved`,
        result ? undefined : 'Reading the link back shows the change.',
      );
    },
    onRefused: (error) => {
      placeFieldErrors(error, form, FIELDS);
    },
  });

  const prepare = async (): Promise<Vars | null> => {
    const out: { change?: LinkChange } = {};
    await form.handleSubmit((c) => {
      out.change = c;
    })();
    const ready = out.change;
    if (!ready || ready.fields.length === 0) return null;
    return { sid: meeting.sid, body: ready.body, before: meeting, change: ready };
  };

  return {
    form,
    initial,
    fields,
    pending,
    draft,
    save,
    missing: capability.missing,
    submit: () => void save.attempt(prepare),
    sendAgain: () => void save.sendAgain(prepare),
    discard: () => form.reset(initial),
    staleFields: stale
      ? (Object.keys(initial) as (keyof LinkValues)[]).map((name) => ({
          name,
          label: FIELD_LABELS[name],
          base: shown(stale.value.base[name]),
          now: shown(initial[name]),
          draft: shown(stale.value.values[name]),
        }))
      : null,
    mergeStale: () => {
      if (!stale) return;
      // Hosts compared as one value: a list read back from storage is never the same object.
      const flat = (v: LinkValues) => ({ ...v, hosts: v.hosts.join(',') });
      const merged = mergeDraft<Record<string, unknown>>(
        flat(stale.value.base),
        flat(initial),
        flat(stale.value.values),
      );
      takeStale({ ...(merged as unknown as LinkValues), hosts: String(merged.hosts).split(',').filter(Boolean) });
    },
    applyStale: () => stale && takeStale(stale.value.values),
    dropStale: () => {
      clearStored();
      draft.settleStale();
    },
  };
}
