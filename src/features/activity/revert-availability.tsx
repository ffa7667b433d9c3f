import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { isApiError, readFailureWords } from '@/api/errors';
import type { Snapshot } from '@/domain/availability-diff/diff';
import { DifferenceView } from '@/components/availability-diff/difference-view';
import { SaveOutcome } from '@/components/edit-page/save-outcome';
import type { ActivityEntry } from '@/lib/activity/log';
import { revertTarget, useRevertAvailability } from './use-revert-availability';

function RevertBody({ entry, target, onClose }: { entry: ActivityEntry; target: Snapshot; onClose: () => void }) {
  const r = useRevertAvailability(entry, target);
  const { state, busy, bindAlert } = r.save;
  if (r.current.error)
    return (
      <Alert
        color="red"
        role="alert"
        title={
          isApiError(r.current.error) && r.current.error.status === 404
            ? 'This availability no longer exists'
            : readFailureWords(r.current.error).title
        }
      >
        {isApiError(r.current.error) && r.current.error.status === 404
          ? 'The workspace has no such availability any more, so there is nothing to revert.'
          : readFailureWords(r.current.error).message}
      </Alert>
    );
  if (!r.diff)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">Reading what the availability holds now…</Text>
      </Group>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        Reverting puts back what the availability held just before this change. What it holds now was read again a
        moment ago.
      </Text>
      <DifferenceView
        title="Reverting will change"
        diff={r.diff}
        today={r.today}
        empty="Nothing: the availability already holds what it held before this change."
      />
      {r.notice && (
        <Text size="sm" role="alert">
          {r.notice}
        </Text>
      )}
      <SaveOutcome
        state={state}
        busy={busy}
        bindAlert={bindAlert}
        onCheckAgain={() => void r.save.checkAgain()}
        onSendAgain={r.sendAgain}
        words={{ what: 'The revert', done: 'saved', resendLabel: 'Revert again' }}
      />
      {r.done && (
        <Alert color="green" title="Reverted" role="status">
          {r.done}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {r.done ? 'Close' : 'Cancel'}
        </Button>
        {!r.done && (
          <Button onClick={r.revert} loading={busy} data-autofocus>
            Revert
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** "Revert" for an availability edit logged with what it held before; nothing for other entries. */
export function RevertAvailability({ entry }: { entry: ActivityEntry }) {
  const { workspaceId } = useConnection();
  const [opened, setOpened] = useState(false);
  const target = revertTarget(entry);
  if (!target || entry.result === 'failed') return null;
  if (entry.workspaceId !== workspaceId)
    return (
      <Text size="xs" c="dimmed" display="block">
        Open {entry.workspaceLabel} in Settings to revert this.
      </Text>
    );
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        mt={4}
        display="block"
        onClick={() => setOpened(true)}
        aria-label={`Revert: ${entry.what}`}
      >
        Revert
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Revert this change?"
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <RevertBody entry={entry} target={target} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
