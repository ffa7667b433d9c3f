import { Button, Group, Modal, Text } from '@mantine/core';

/** Deactivating is the one change that asks first: it locks the member out of the workspace. */
export function DeactivateDialog({
  name,
  opened,
  onKeep,
  onConfirm,
  busy,
}: {
  name: string;
  opened: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={`Deactivate ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>
        {name} will no longer be able to use the workspace and will not be offered as a host for new bookings. Bookings
        already made stay. You can make them active again at any time.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep}>
          Keep active
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={busy} data-autofocus>
          Deactivate
        </Button>
      </Group>
    </Modal>
  );
}
