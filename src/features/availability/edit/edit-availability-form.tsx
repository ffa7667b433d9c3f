import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { AvailabilityVersion } from '@/api/availabilities/requests';
import type { Availability } from '@/api/availabilities/schemas';
import { DifferenceView } from '@/components/availability-diff/difference-view';
import { ActionBar, SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { DraftRestored } from '@/components/edit-page/notices';
import { SaveOutcome } from '@/components/edit-page/save-outcome';
import { UnsavedGuard } from '@/components/edit-page/unsaved-guard';
import { AvailabilityEditor } from '@/components/weekly-grid/availability-editor';
import { OverridesEditor } from '../overrides-editor';
import { ConflictPanel } from './conflict-panel';
import { NoLongerExists, NoLongerExistsWords, ReadBackNotice } from './notices';
import { StaleDraftPanel } from './stale-draft-panel';
import { useAvailabilityEdit } from './use-availability-edit';
import { ZoneControls } from './zone-controls';

interface Props {
  availability: Availability;
  version: AvailabilityVersion;
  memberZone: string | null;
}

/** The grid and the overrides calendar over what the workspace holds, the difference, and the save. */
export function EditAvailabilityForm({ availability, version, memberZone }: Props) {
  const page = useAvailabilityEdit({ availability, version, memberZone });
  const { save, conflict } = page;
  const { bindFields, bindAlert, busy, onValidityChange, state } = save;
  const who = availability.user?.name || availability.user?.email || 'a team member';
  return (
    <Stack gap="md">
      <UnsavedGuard dirty={page.dirty} />
      <div>
        <Title order={1}>{availability.name || 'Availability'}</Title>
        <Text c="dimmed">
          Of {who}
          {availability.default ? ' · their default availability' : ''}.{' '}
          {page.draft.restored
            ? 'Below: your unsaved draft, over hours the workspace still holds as they were when you made it.'
            : 'The hours below are what the workspace holds now.'}
        </Text>
      </div>
      {page.draft.restored && <DraftRestored onDismiss={page.draft.dismiss} onDiscard={page.discardDraft} />}
      {page.draft.stale && (
        <StaleDraftPanel
          base={page.draft.stale.value.base}
          now={page.loaded}
          draft={page.draft.stale.value.yours}
          savedAt={page.draft.stale.savedAt}
          memberZone={memberZone}
          today={page.today}
          onMerge={page.mergeStale}
          onDrop={page.dropStale}
          onUseMine={page.useStale}
        />
      )}
      {page.mergeNote && (
        <Alert color="yellow" title="Some of your changes were not applied">
          {page.mergeNote}
        </Alert>
      )}
      {page.base.unreadable > 0 && (
        <Alert color="orange" title="Some hours could not be read">
          {page.base.unreadable} of the hours the workspace sent could not be read and are not shown. Saving replaces the weekly hours with
          what is shown here.
        </Alert>
      )}
      {page.gone && <NoLongerExists />}
      {!page.draft.stale && (
        <form
          ref={bindFields}
          noValidate
          aria-label={`Edit ${availability.name || 'availability'}`}
          onSubmit={(e) => {
            e.preventDefault();
            page.submit();
          }}
        >
          <Stack gap="md">
            <ZoneControls zones={page.zones} memberZone={memberZone} now={page.now} />
            <AvailabilityEditor
              undoStack={page.undoStack}
              onUndoStackChange={page.onUndoStackChange}
              cellMinutes={page.cellMinutes}
              onCellMinutes={page.setCellMinutes}
              label="Weekly availability"
              periodErrors={page.periodErrors}
              onValidityChange={onValidityChange}
              typedDraftKey={page.typedDraftKey}
            />
            <OverridesEditor overrides={page.overrides} onChange={page.setOverrides} week={page.undoStack.present} today={page.today} errors={page.overrideErrors} />
            <DifferenceView
              title="What saving will change"
              note={[
              memberZone ? `Read from the request that saving sends, in the member’s zone, ${memberZone}, where the workspace keeps the hours.` : '',
              page.dirty && page.zones.note ? page.zones.note : '',
            ]
              .filter(Boolean)
              .join(' ')}
              diff={page.diff}
              today={page.today}
              empty="No changes yet: edit the hours or the dates above."
            />
            {conflict && (
              <ConflictPanel base={page.base} yours={page.yours} theirs={conflict.theirs} today={page.today} busy={busy} version={version} onReapply={page.reapplyOnTheirs} onOverwrite={page.overwrite} />
            )}
            {page.problem && (
              <Text size="sm" role="alert">
                {page.problem}
              </Text>
            )}
            <SaveOutcome
              state={state}
              busy={busy}
              bindAlert={bindAlert}
              onCheckAgain={page.checkAgain}
              onSendAgain={page.sendAgain}
              words={{ what: 'The changes', done: 'saved', resendLabel: 'Save again', notFound: <NoLongerExistsWords /> }}
            />
            {page.readBack && <ReadBackNotice readBack={page.readBack} />}
            <ActionBar>
              <Button type="submit" loading={busy} aria-keyshortcuts={SAVE_SHORTCUT}>
                Save changes
              </Button>
            </ActionBar>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
