import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { readFailureWords } from '@/api/errors';
import { useLinkSettingsReadBack, useUpdateLinkSettings, type LinkSettingsUpdate } from '@/api/meetings/mutations';
import type { Meeting } from '@/api/meetings/schemas';
import { useMeeting } from '@/api/meetings/use-meeting';
import { SaveOutcome } from '@/components/edit-page/save-outcome';
import { useSave } from '@/components/edit-page/use-save';
import type { ActivityEntry } from '@/lib/activity/log';
import { linkRevertFields, planLinkRevert } from './revert-link-plan';

type Fields = NonNullable<ReturnType<typeof linkRevertFields>>;

function RevertBody({ fields, meeting, onClose }: { fields: Fields; meeting: Meeting; onClose: () => void }) {
  // The plan is made once, on the link as read when the dialog opened: what is shown is what is sent.
  const [plan] = useState(() => planLinkRevert(fields, meeting));
  const update = useUpdateLinkSettings();
  const readBack = useLinkSettingsReadBack();
  const [done, setDone] = useState(false);
  const save = useSave<LinkSettingsUpdate, unknown>({
    send: (vars) => update.mutateAsync(vars),
    verify: readBack,
    onSaved: () => setDone(true),
  });
  if (plan.kind !== 'revert')
    return (
      <Stack gap="sm">
        <Text>{plan.words}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );
  const vars = { sid: meeting.sid, body: plan.body, before: meeting };
  return (
    <Stack gap="sm">
      <Text size="sm">Reverting puts back what the link held just before this change:</Text>
      <List spacing={4}>
        {plan.lines.map((l) => (
          <List.Item key={l}>{l}</List.Item>
        ))}
      </List>
      <SaveOutcome
        state={save.state}
        busy={save.busy}
        bindAlert={save.bindAlert}
        onCheckAgain={() => void save.checkAgain()}
        onSendAgain={() => void save.sendAgain(() => vars)}
        words={{ what: 'The revert', done: 'saved', resendLabel: 'Revert again' }}
      />
      {done && (
        <Alert color="green" title="Reverted" role="status">
          The link holds what it held before this change.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {done ? 'Close' : 'Cancel'}
        </Button>
        {!done && (
          <Button onClick={() => void save.attempt(() => vars)} loading={save.busy} data-autofocus>
            Revert
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ReadThenRevert({ entry, fields, onClose }: { entry: ActivityEntry; fields: Fields; onClose: () => void }) {
  const { meeting, read } = useMeeting(entry.resourceId);
  if (read.error) {
    const words = readFailureWords(read.error);
    return (
      <Alert color="red" role="alert" title={words.title}>
        {words.message}
      </Alert>
    );
  }
  if (read.data === undefined)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">Reading what the link holds now…</Text>
      </Group>
    );
  if (!meeting) return <Text>This link no longer exists, so there is nothing to revert.</Text>;
  return <RevertBody fields={fields} meeting={meeting} onClose={onClose} />;
}

/** "Revert" for a saved change to a link's settings; nothing for other entries. */
export function RevertLink({ entry }: { entry: ActivityEntry }) {
  const { workspaceId } = useConnection();
  const [opened, setOpened] = useState(false);
  const fields = linkRevertFields(entry);
  if (!fields) return null;
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
        {opened && <ReadThenRevert entry={entry} fields={fields} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
