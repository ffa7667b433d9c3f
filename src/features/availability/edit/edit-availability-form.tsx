import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { AvailabilityVersion } from '@/api/availabilities/requests';
import type { Availability } from '@/api/availabilities/schemas';
import { DifferenceView } from '@/components/availability-diff/difference-view';
import { SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { EditPage } from '@/components/edit-page/edit-page';
import { WeekField } from '@/components/edit-page/week-field';
import { OverridesEditor } from '../overrides-editor';
import { AvailabilityEffect } from '@/components/availability-edit/availability-effect';
import { ConflictPanel } from '@/components/availability-edit/conflict-panel';
import { NoLongerExists, NoLongerExistsWords, ReadBackNotice } from '@/components/availability-edit/notices';
import { StaleDraftPanel } from '@/components/availability-diff/stale-draft-panel';
import { useAvailabilityEdit } from '@/components/availability-edit/use-availability-edit';
import { ZoneControls } from './zone-controls';

interface Props {
  availability: Availability;
  version: AvailabilityVersion;
  memberZone: string | null;
  /** The member's calendar, these hours on real dates; null when the member is not known. */
  calendar?: { href: string; name: string } | null;
}

/** The grid and the overrides calendar over what the workspace holds, the difference, and the save. */
export function EditAvailabilityForm({ availability, version, memberZone, calendar = null }: Props) {
  const page = useAvailabilityEdit({ availability, version, memberZone });
  const { save, conflict } = page;
  const { busy, onValidityChange } = save;
  const who = availability.user?.name || availability.user?.email || 'a team member';
  return (
    <EditPage
      heading={availability.name || 'Availability'}
      intro={
        <>
          <Text c="dimmed">
            Of {who}
            {availability.default ? ' · their default availability' : ''}.{' '}
            {page.draft.restored
              ? 'Below: your unsaved draft, over hours the workspace still holds as they were when you made it.'
              : 'The hours below are what the workspace holds now.'}
          </Text>
          {calendar && (
            <Anchor component={Link} href={calendar.href} className="tap-line">
              See these hours on {calendar.name}’s calendar
            </Anchor>
          )}
          {page.mergeNote && (
            <Alert color="yellow" title="Some of your changes were not applied">
              {page.mergeNote}
            </Alert>
          )}
          {page.base.unreadable > 0 && (
            <Alert color="orange" title="Some hours could not be read">
              {page.base.unreadable} of the hours the workspace sent could not be read and are not shown. Saving
              replaces the weekly hours with what is shown here.
            </Alert>
          )}
          {page.gone && <NoLongerExists />}
        </>
      }
      dirty={page.dirty}
      save={save}
      draft={page.draft}
      onDiscardDraft={page.discardDraft}
      stale={
        page.draft.stale ? (
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
        ) : null
      }
      outcome={{
        onCheckAgain: page.checkAgain,
        onSendAgain: page.sendAgain,
        words: { what: 'The changes', done: 'saved', resendLabel: 'Save again', notFound: <NoLongerExistsWords /> },
      }}
      onSubmit={page.submit}
      formLabel={`Edit ${availability.name || 'availability'}`}
      actions={
        <Button type="submit" loading={busy} aria-keyshortcuts={SAVE_SHORTCUT}>
          Save changes
        </Button>
      }
    >
      <ZoneControls zones={page.zones} memberZone={memberZone} now={page.now} />
      <WeekField editing={page} label="Weekly availability" onValidityChange={onValidityChange} />
      <OverridesEditor
        overrides={page.overrides}
        onChange={page.setOverrides}
        // Overrides are the member's dates and hours: custom hours start from the weekly hours in the member's zone.
        week={page.zones.toMember(page.undoStack.present)}
        today={page.today}
        errors={page.overrideErrors}
        zone={memberZone}
        shownIn={page.zones.shown}
      />
      <DifferenceView
        followsEdits
        title="What saving will change"
        note={[
          memberZone
            ? `Read from the request that saving sends, in the member’s zone, ${memberZone}, where the workspace keeps the hours.`
            : '',
          page.dirty && page.zones.note ? page.zones.note : '',
        ]
          .filter(Boolean)
          .join(' ')}
        diff={page.diff}
        today={page.today}
        empty="No changes yet: edit the hours or the dates above."
      />
      {availability.default && availability.user?.email && (
        <AvailabilityEffect
          email={availability.user.email}
          name={who}
          yours={page.yours}
          memberZone={memberZone}
          status={save.state.status}
        />
      )}
      {conflict && (
        <ConflictPanel
          base={page.base}
          yours={page.yours}
          theirs={conflict.theirs}
          today={page.today}
          busy={busy}
          version={version}
          onReapply={page.reapplyOnTheirs}
          onOverwrite={page.overwrite}
        />
      )}
      {page.problem && (
        <Text size="sm" role="alert">
          {page.problem}
        </Text>
      )}
      {page.readBack && <ReadBackNotice readBack={page.readBack} />}
    </EditPage>
  );
}
