import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { useLearnedAction, useLearnedRead } from '@/api/learned-action';
import type { Meeting } from '@/api/meetings/schemas';
import { useCreateLink, useNewLinkReadBack, type NewLink } from '@/api/new-links/mutations';
import { linkTemplatesQuery } from '@/api/new-links/queries';
import type { TemplateRow } from '@/api/new-links/schemas';
import { placeFieldErrors } from '@/components/edit-page/field-errors';
import { notifyDone } from '@/components/edit-page/notices';
import { useSave } from '@/components/edit-page/use-save';
import { useDraft, useDraftFollowsForm } from '@/domain/drafts/use-draft';
import {
  BLANK,
  fromTemplate,
  newLinkDraftSchema,
  newLinkSchema,
  worthKeeping,
  type NewLinkRequest,
  type NewLinkValues,
} from './new-link-form';

/** The body's fields as the form names them: the workspace's refusals are said at these fields. */
const FIELDS = {
  template_id: 'templateId',
  name: 'name',
  slug: 'slug',
  description: 'description',
  hosts: 'hosts',
  kind: 'kind',
  duration: 'duration',
  spots: 'place',
} as const;

/** The templates a link can be made from, each once; the others are listed as not readable. */
function templatesOf(rows: readonly TemplateRow[] | undefined) {
  const seen = new Set<string>();
  const usable: Meeting[] = [];
  const unreadable: (string | null)[] = [];
  for (const row of rows ?? []) {
    if (!row.readable) unreadable.push(row.name);
    else if (!seen.has(row.template.id)) {
      seen.add(row.template.id);
      usable.push(row.template);
    }
  }
  return { usable, unreadable };
}

/** The new-link screen's state: the templates, the fields, the one create and its outcome. */
export function useNewLink() {
  const connection = useConnection();
  const [, navigate] = useLocation();
  const { capability: templatesCapability, read: templatesRead } = useLearnedRead(
    'linkTemplates',
    linkTemplatesQuery(connection),
  );
  const templates = templatesOf(templatesRead.data?.templates);
  const capability = useLearnedAction('linkCreate');

  const draft = useDraft(`link-new.${connection.workspaceId}`, newLinkDraftSchema);
  const form = useForm<NewLinkValues, unknown, NewLinkRequest>({
    defaultValues: draft.restored?.value ?? BLANK,
    mode: 'onTouched',
    resolver: ((values, context, options) =>
      zodResolver(newLinkSchema(templates.usable.find((t) => t.id === values.templateId) ?? null))(
        values,
        context,
        options,
      )) as Resolver<NewLinkValues, unknown, NewLinkRequest>,
  });
  const values = useWatch({ control: form.control }) as NewLinkValues;
  const template = templates.usable.find((t) => t.id === values.templateId) ?? null;
  const dirty = worthKeeping(values);
  useDraftFollowsForm(form, draft, worthKeeping);

  const create = useCreateLink();
  const readBack = useNewLinkReadBack();
  // What reading back found, for onSaved: the kit passes no result when the create was confirmed by a read.
  const found = useRef<Meeting | null>(null);
  const save = useSave<NewLink, { meeting: Meeting }>({
    send: async (vars) => {
      try {
        const result = await create.mutateAsync(vars);
        capability.answered();
        return result;
      } catch (error) {
        // With a template sent, a 404 may be about the template rather than the route.
        const aboutTemplate = vars.body.template_id !== undefined && isApiError(error) && error.status === 404;
        if (!aboutTemplate && !capability.learnFrom(error) && isApiError(error) && error.kind === 'validation')
          capability.answered();
        throw error;
      }
    },
    verify: async (vars) => {
      found.current = await readBack(vars);
      return found.current !== null;
    },
    onSaved: (result, vars) => {
      const link = result?.meeting ?? found.current;
      if (!link) return;
      draft.clear();
      notifyDone(
        `${link.name || vars.body.name} created`,
        result ? undefined : 'Reading the links back shows the new link.',
      );
      navigate(`/meetings/${encodeURIComponent(link.sid)}`);
    },
    onRefused: (error, vars) => {
      if (vars.body.template_id !== undefined && error.status === 404)
        form.setError('templateId', {
          type: 'server',
          message: 'The workspace no longer has this template. Choose another, or start from scratch.',
        });
      else placeFieldErrors(error, form, FIELDS);
    },
  });

  const prepare = async (): Promise<NewLink | null> => {
    const out: { request?: NewLinkRequest } = {};
    await form.handleSubmit((r) => {
      out.request = r;
    })();
    const r = out.request;
    if (!r) return null;
    return { body: r.body, ...(r.template ? { templateName: r.template.name || r.template.sid } : {}) };
  };

  return {
    form,
    values,
    template,
    templates: {
      ...templates,
      loading: templatesRead.isPending && !templatesCapability.missing,
      failed: templatesRead.isError && !templatesCapability.missing,
      missing: templatesCapability.missing,
    },
    /** A template picked (or '' for from scratch): its values fill the fields the template sets. */
    pickTemplate: (id: string) => {
      const picked = templates.usable.find((t) => t.id === id);
      const next = picked ? fromTemplate(form.getValues(), picked) : { ...form.getValues(), templateId: '' };
      form.reset(next, { keepDefaultValues: true, keepTouched: true });
    },
    dirty,
    draft,
    /** Back to a blank form, the draft forgotten. */
    discardDraft: () => {
      form.reset(BLANK);
      draft.clear();
      draft.dismiss();
    },
    save,
    missing: capability.missing,
    submit: () => void save.attempt(prepare),
    createAgain: () => void save.sendAgain(prepare),
    checkAgain: () => void save.checkAgain(),
  };
}
