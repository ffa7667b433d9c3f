import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useMeeting } from '@/api/meetings/use-meeting';
import { SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { EditPage } from '@/components/edit-page/edit-page';
import { WeekField } from '@/components/edit-page/week-field';
import { emptyWeek, weekToPeriods, type Week } from '@/lib/time/periods';
import { mergeOnto } from '@/domain/availability-diff/merge';
import { LinkHoursEffect } from './link-hours-effect';
import { StaleDraftPanel } from '@/components/availability-diff/stale-draft-panel';
import { StartFromPicker } from './start-from';
import { useLinkHours } from './use-link-hours';

const weekOnly = (week: Week | null) => ({ week: week ?? emptyWeek(), dates: [], unreadable: 0 });
const LINK_WORDS = {
  now: 'The hours last sent from this browser',
  changed: 'Sent since your draft',
  intro:
    'Other hours were sent to this link from this browser after that (here or by a bulk run), so the draft was not restored over them.',
};

/** Replaces a scheduling link's weekly periods (spec §4.3), which the spec gives no way to read. */
export function LinkHoursPage({ sid }: { sid: string }) {
  const { meeting } = useMeeting(sid);
  const page = useLinkHours(sid, meeting);
  const { save, name } = page;
  return (
    <EditPage
      title={`Availability of ${name} · Slotboard`}
      back={{ href: `/meetings/${encodeURIComponent(sid)}`, label: name }}
      heading={`Weekly hours of ${name}`}
      intro={
        <Alert color="blue" variant="light" title="The current hours cannot be shown">
          The service offers no way to read a link&apos;s weekly hours back. Saving replaces them all with what is
          below, in the hosts&apos; time zone.
        </Alert>
      }
      dirty={page.dirty}
      save={save}
      draft={page.draft}
      stale={
        page.draft.stale ? (
          <StaleDraftPanel
            base={weekOnly(page.draft.stale.value.from)}
            now={weekOnly(page.lastSaved)}
            draft={weekOnly(page.draft.stale.value.week)}
            savedAt={page.draft.stale.savedAt}
            memberZone={null}
            today=""
            words={LINK_WORDS}
            onMerge={() => {
              const stale = page.draft.stale!.value;
              page.mergeStale(
                mergeOnto(weekOnly(stale.from), weekOnly(stale.week), weekOnly(page.lastSaved)).merged.week,
              );
            }}
            onDrop={page.dropStale}
            onUseMine={page.useStale}
          />
        ) : null
      }
      outcome={{
        onCheckAgain: () => void save.checkAgain(),
        onSendAgain: page.replaceAgain,
        words: { what: 'The hours', done: 'replaced', resendLabel: 'Replace again' },
      }}
      actions={
        <>
          <Button onClick={page.ask} loading={save.busy} aria-keyshortcuts={SAVE_SHORTCUT}>
            Replace the link&apos;s hours
          </Button>
          {!page.dirty && page.lastSaved && !page.lastSavedZone && (
            <Text size="sm" c="dimmed">
              No changes since the last save.
            </Text>
          )}
        </>
      }
      after={
        <Modal
          opened={page.confirming}
          onClose={page.keep}
          title={`Replace the weekly hours of ${name}?`}
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Text>
            Every weekly range of this link is replaced by the {weekToPeriods(page.undoStack.present).length} shown.
            This cannot be undone from here.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={page.keep}>
              Keep the current hours
            </Button>
            <Button onClick={page.confirm} data-autofocus>
              Replace
            </Button>
          </Group>
        </Modal>
      }
    >
      <StartFromPicker
        start={page.start}
        onStart={page.setStart}
        lastSaved={page.lastSaved}
        lastSavedZone={page.lastSavedZone}
        created={page.created}
        meeting={meeting}
        dirty={page.edited}
        onBegin={page.begin}
      />
      <WeekField editing={page} label="Weekly availability" onValidityChange={save.onValidityChange} />
      {meeting && <LinkHoursEffect meeting={meeting} week={page.undoStack.present} status={save.state.status} />}
    </EditPage>
  );
}
