import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CapabilityAnswer } from '@/api/capability-store';
import { ActionBar, SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { DraftRestored } from '@/components/edit-page/notices';
import { SaveOutcome, type SaveOutcomeWords } from '@/components/edit-page/save-outcome';
import type { SaveState } from '@/domain/saves/save-rules';
import { UnsavedGuard } from '@/components/edit-page/unsaved-guard';
import { WeekField } from '@/components/edit-page/week-field';
import { NewAvailabilityFields } from './new-availability-fields';
import { OverridesEditor } from './overrides-editor';
import { SavedAvailability } from './saved-availability';
import { useNewAvailability } from './use-new-availability';
import { ZonePreview } from './zone-preview';
import { memberName } from '@/domain/members/member-name';

/** What the outcome of an unclear create says: what reading back found, or why nothing can be read. */
function createWords(reads: CapabilityAnswer, name: string, email: string, state: SaveState): SaveOutcomeWords {
  // Without an answer in time, the create may still be on its way: not finding it settles less.
  const late = state.status === 'uncertain' && (state.error.kind === 'timeout' || state.error.kind === 'network');
  const why =
    reads === 'no'
      ? 'This workspace does not let Slotboard read availabilities back, so Slotboard cannot check whether it was created.'
      : 'Slotboard could not find out whether this workspace lets it read availabilities back, so it cannot check whether it was created.';
  return {
    what: 'The availability',
    done: 'created',
    resendLabel: 'Create again',
    notSeen: late
      ? {
          title: 'Not found yet: it has not been created',
          text: `Reading back the availabilities of ${email}, none is named “${name}” with these weekly hours yet. A late create may still arrive: check again in a moment, or create it again.`,
        }
      : {
          title: 'Not found: it was not created',
          text: `Reading back the availabilities of ${email}, none is named “${name}” with these weekly hours. You can create it again.`,
        },
    cannotCheck: `${why} In NeetoCal, open the availabilities of ${email} and look for “${name}” before creating it again: if the first one was saved, creating again may change or duplicate it.`,
  };
}

export function NewAvailabilityPage() {
  const page = useNewAvailability();
  const { save, form, undoStack } = page;
  const { bindFields, bindAlert, busy, onValidityChange } = save;
  if (page.saved)
    return (
      <SavedAvailability
        availability={page.saved.availability}
        readBack={page.saved.readBack}
        onAnother={page.another}
      />
    );
  return (
    <Stack gap="md">
      <title>New availability · Slotboard</title>
      <UnsavedGuard dirty={page.dirty} />
      <div>
        <Title order={1}>New availability</Title>
        <Text c="dimmed">A named weekly schedule for one team member.</Text>
      </div>
      {page.draft.restored && <DraftRestored onDismiss={page.draft.dismiss} />}
      {page.zoneMoved && (
        <Alert color="orange" title="The time zone of these hours has changed since your draft" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              When you drafted them, these hours were meant in {page.zoneMoved.from}. Without a time zone typed, they
              would now be sent in {page.zoneMoved.to}
              {page.member ? `, ${memberName(page.member)}’s zone now` : ''}: the same clock times, other moments.
              Choose which zone they are in.
            </Text>
            <Group gap="sm">
              <Button onClick={page.keepDraftZone}>Keep them in {page.zoneMoved.from}</Button>
              <Button variant="default" onClick={page.useCurrentZone}>
                Use {page.zoneMoved.to}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <form
        ref={bindFields}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          page.submit();
        }}
      >
        <Stack gap="md">
          <NewAvailabilityFields form={form} member={page.member} zone={page.zone} now={page.now} />
          {page.member?.time_zone && page.member.time_zone !== page.zone && (
            <ZonePreview week={undoStack.present} from={page.zone} to={page.member.time_zone} today={page.today} />
          )}
          <WeekField editing={page} label="Weekly availability" onValidityChange={onValidityChange} />
          <OverridesEditor
            overrides={page.overrides}
            onChange={page.setOverrides}
            week={undoStack.present}
            today={page.today}
            errors={page.overrideErrors}
            zone={page.zone}
          />
          <SaveOutcome
            state={save.state}
            busy={busy}
            bindAlert={bindAlert}
            onSendAgain={page.createAgain}
            onCheckAgain={page.reads === 'yes' ? page.checkAgain : undefined}
            words={createWords(page.reads, form.getValues('name').trim(), form.getValues('email').trim(), save.state)}
          />
          <ActionBar>
            <Button type="submit" loading={busy} aria-keyshortcuts={SAVE_SHORTCUT}>
              Create availability
            </Button>
          </ActionBar>
        </Stack>
      </form>
    </Stack>
  );
}
