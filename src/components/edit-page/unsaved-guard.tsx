import { Button, Group, Modal, Text } from '@mantine/core';
import { LEAVE_MESSAGE, useUnsavedGuard } from '@/components/use-unsaved-guard';

/** The one leave dialog of every edit page: asks before an in-app link leads away from changes. */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const guard = useUnsavedGuard(dirty);
  return (
    <Modal
      opened={guard.pending !== null}
      onClose={guard.stay}
      title="Leave without saving?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{LEAVE_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={guard.stay} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red.9" onClick={guard.leave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
