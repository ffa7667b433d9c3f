import { Button, Stack, Text, Title } from '@mantine/core';
import { ActionBar, SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { DraftRestored } from '@/components/edit-page/notices';
import { SaveOutcome } from '@/components/edit-page/save-outcome';
import { UnsavedGuard } from '@/components/edit-page/unsaved-guard';
import { AvailabilityEditor } from '@/components/weekly-grid/availability-editor';
import { NewAvailabilityFields } from './new-availability-fields';
import { OverridesEditor } from './overrides-editor';
import { SavedAvailability } from './saved-availability';
import { useNewAvailability } from './use-new-availability';
import { ZonePreview } from './zone-preview';

export function NewAvailabilityPage() {
  const page = useNewAvailability();
  const { save, form, undoStack } = page;
  const { bindFields, bindAlert, busy, onValidityChange } = save;
  if (page.saved) return <SavedAvailability availability={page.saved} onAnother={page.another} />;
  const name = form.getValues('name').trim();
  return (
    <Stack gap="md">
      <title>New availability · Slotboard</title>
      <UnsavedGuard dirty={page.dirty} />
      <div>
        <Title order={1}>New availability</Title>
        <Text c="dimmed">A named weekly schedule for one team member.</Text>
      </div>
      {page.draft.restored && <DraftRestored onDismiss={page.draft.dismiss} />}
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
          <AvailabilityEditor
            undoStack={undoStack}
            onUndoStackChange={page.onUndoStackChange}
            cellMinutes={page.cellMinutes}
            onCellMinutes={page.setCellMinutes}
            label="Weekly availability"
            periodErrors={page.periodErrors}
            onValidityChange={onValidityChange}
            typedDraftKey={page.typedDraftKey}
          />
          <OverridesEditor overrides={page.overrides} onChange={page.setOverrides} week={undoStack.present} today={page.today} errors={page.overrideErrors} />
          <SaveOutcome
            state={save.state}
            busy={busy}
            bindAlert={bindAlert}
            onSendAgain={page.createAgain}
            words={{
              what: 'The availability',
              done: 'created',
              resendLabel: 'Create again',
              cannotCheck: `The workspace offers no way to read availabilities back, so Slotboard cannot check. Look in NeetoCal before creating it again: if the first one was saved, creating again may change or duplicate “${name}”.`,
            }}
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
