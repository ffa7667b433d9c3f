import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ConnectionVerdict } from './connection-verdict';
import type { Verdict } from './test-connection';

// A workspace whose connection test failed is saved only when the admin says so, and is not
// switched to: the dialog says which workspace Slotboard keeps using.

interface SaveAnywayDialogProps {
  /** The failed test's verdict; null while the dialog is closed. */
  verdict: Verdict | null;
  /** True when the workspace being saved is the one in use. */
  editingActive: boolean;
  activeLabel: string;
  onKeepEditing: () => void;
  onSaveAnyway: () => void;
}

export function SaveAnywayDialog({
  verdict,
  editingActive,
  activeLabel,
  onKeepEditing,
  onSaveAnyway,
}: SaveAnywayDialogProps) {
  return (
    <Modal
      opened={verdict !== null}
      onClose={onKeepEditing}
      title="Save anyway?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {verdict && <ConnectionVerdict verdict={verdict} />}
        <Text>
          {editingActive
            ? 'Slotboard keeps using this workspace, and its screens may not load until the connection works.'
            : `Slotboard keeps using ${activeLabel}. You can switch once the connection works.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepEditing} data-autofocus>
            Keep editing
          </Button>
          <Button onClick={onSaveAnyway}>Save anyway</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
