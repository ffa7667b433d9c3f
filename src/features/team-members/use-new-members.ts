import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useConnection } from '@/api/connection';
import type { ApiError } from '@/api/errors';
import { useLearnedAction } from '@/api/learned-action';
import { useAddMembers, useMembersReadBack, type NewMembers } from '@/api/team-members/add-mutations';
import { answerWords, type AddMembersAnswer } from '@/api/team-members/add-members';
import type { TeamMember } from '@/api/team-members/schemas';
import { placeFieldErrors } from '@/components/edit-page/field-errors';
import { notifyDone } from '@/components/edit-page/notices';
import { useSave } from '@/components/edit-page/use-save';
import { useDraft, useDraftFollowsForm } from '@/domain/drafts/use-draft';
import {
  addressOutcomes,
  checkAddresses,
  sameAddress,
  type AddAnswer,
  type ListAfter,
} from '@/domain/members/new-members';
import type { SaveState } from '@/domain/saves/save-rules';
import {
  DEFAULT_ROLE,
  newMembersDraftSchema,
  newMembersSchema,
  remainingText,
  type NewMembersValues,
} from './new-members-form';

/** One send and what is known of it: the addresses, the workspace's sentence, the list read after. */
interface Round {
  vars: NewMembers;
  words?: string;
  after: ListAfter;
}

/** The send's answer as the per-address rules read it, from the kit's outcome. */
function answerOf(state: SaveState, round: Round): AddAnswer | null {
  switch (state.status) {
    case 'saved':
      return { kind: 'done', words: round.words };
    case 'refused':
      return { kind: 'refused', error: state.error };
    case 'uncertain':
      return { kind: 'open', error: state.error };
    default:
      return null;
  }
}

const worthKeeping = (v: NewMembersValues) => v.addresses.trim() !== '';

/**
 * The new members form: the addresses and role, kept as a draft until sent; one POST per intent
 * through the edit kit; the member list read back after every answer, so each address is said as
 * added, refused or possibly added; a 404, 405 or 501 learned as "this workspace does not offer it".
 */
export function useNewMembers(members: readonly TeamMember[]) {
  const { workspaceId } = useConnection();
  const draft = useDraft(`new-members.${workspaceId}`, newMembersDraftSchema);
  const form = useForm<NewMembersValues, unknown, NewMembers>({
    resolver: zodResolver(newMembersSchema(members)),
    defaultValues: draft.restored?.value ?? { addresses: '', role: DEFAULT_ROLE },
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as NewMembersValues;
  const checks = checkAddresses(values.addresses, members);
  useDraftFollowsForm(form, draft, worthKeeping);

  const capability = useLearnedAction('addMembers');
  const add = useAddMembers();
  const readBack = useMembersReadBack();
  const [round, setRound] = useState<Round | null>(null);
  const readList = useCallback(async (): Promise<Exclude<ListAfter, 'not-read'>> => {
    try {
      return { shows: new Set((await readBack()).map(sameAddress)) };
    } catch (failed) {
      return { failed };
    }
  }, [readBack]);

  const save = useSave<NewMembers, { answer: AddMembersAnswer; after: ListAfter }>({
    send: async (vars) => {
      setRound({ vars, after: 'not-read' });
      const answer = await add.mutateAsync(vars);
      capability.answered();
      return { answer, after: await readList() };
    },
    verify: async (vars) => {
      const after = await readList();
      setRound({ vars, after });
      if ('failed' in after) throw after.failed;
      return vars.emails.every((e) => after.shows.has(sameAddress(e)));
    },
    onSaved: (result, vars) => {
      const next: Round = result
        ? { vars, words: answerWords(result.answer), after: result.after }
        : { vars, after: { shows: new Set(vars.emails.map(sameAddress)) } };
      setRound(next);
      const outcomes = addressOutcomes(vars.emails, { kind: 'done', words: next.words }, next.after);
      const added = outcomes.filter((o) => o.outcome.kind === 'added' || o.outcome.kind === 'said-added').length;
      // What still needs the admin stays in the field; the rest is done and goes (with the draft, if nothing stays).
      form.setValue('addresses', remainingText(checkAddresses(form.getValues('addresses'), members), outcomes), {
        shouldDirty: true,
      });
      notifyDone(
        `${added} of ${vars.emails.length} ${vars.emails.length === 1 ? 'member' : 'members'} added`,
        result ? undefined : 'Reading the member list back shows them.',
      );
    },
    onRefused: (error: ApiError) => {
      // Refused for what was sent: the route is there. Other refusals (a key, a wait) say nothing of it.
      if (!capability.learnFrom(error) && error.kind === 'validation') capability.answered();
      placeFieldErrors(error, form, { organization_role: 'role' });
    },
  });

  const answer = round ? answerOf(save.state, round) : null;
  // While the answer is awaited or read back, the kit's outcome says so; the addresses wait for it.
  const settled = !(save.state.status === 'uncertain' && save.state.check === 'checking');
  const outcomes = round && answer && settled ? addressOutcomes(round.vars.emails, answer, round.after) : null;

  const prepare = async () => {
    const out: { vars?: NewMembers } = {};
    await form.handleSubmit((vars) => {
      out.vars = vars;
    })();
    return out.vars ?? null;
  };

  return {
    form,
    values,
    checks,
    draft,
    save,
    outcomes,
    /** The addresses the workspace added (or said it did) in the last answer. */
    added: (outcomes ?? []).flatMap((o) =>
      o.outcome.kind === 'added' || o.outcome.kind === 'said-added' ? [o.email] : [],
    ),
    /** The workspace answered that it does not offer this at all (404, 405, 501 on the POST). */
    missing: capability.missing,
    submit: () => void save.attempt(prepare),
    sendAgain: () => void save.sendAgain(prepare),
    discardDraft: () => {
      form.reset({ addresses: '', role: DEFAULT_ROLE });
      draft.clear();
      draft.dismiss();
    },
  };
}
