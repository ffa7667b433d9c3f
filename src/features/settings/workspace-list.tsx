import { Badge, Button, Code, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Workspace } from '@/lib/workspaces';

const MODE_LABEL = { server: 'Through the Slotboard server', direct: 'Directly from this browser' } as const;
/** The built-in sandbox is served by Slotboard itself, so the browser may call it without the pass-through. */
const modeText = (w: Workspace) =>
  w.sandbox && w.mode === 'direct'
    ? 'Directly from this browser (the sandbox comes from Slotboard itself, so nothing passes through)'
    : MODE_LABEL[w.mode];
const VERSION_LABEL = { latest: 'newest features', v1: 'compatibility mode' } as const;

interface Props {
  workspaces: Workspace[];
  activeId: string;
  onUse: (id: string) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
  activeStatus: React.ReactNode;
}

export function WorkspaceList({ workspaces, activeId, onUse, onEdit, onRemove, activeStatus }: Props) {
  const [removing, setRemoving] = useState<Workspace | null>(null);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Workspaces">
      {workspaces.map((w) => {
        const isActive = w.id === activeId;
        return (
          <Paper key={w.id} component="li" withBorder p="md" aria-label={w.label}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={4} miw={0} style={{ flex: '1 1 18rem' }}>
                <Group gap="xs">
                  <Title order={3} size="h4" className="break-anywhere">
                    {w.label}
                  </Title>
                  {isActive && <Badge color="teal.9">In use</Badge>}
                  {w.sandbox && <Badge color="var(--slotboard-sandbox)">Sandbox</Badge>}
                </Group>
                <Code className="break-anywhere">{w.address}</Code>
                <Text size="sm" c="dimmed">
                  {modeText(w)} · {VERSION_LABEL[w.apiVersion]} · key{' '}
                  {w.remember ? 'remembered on this device' : 'kept for this tab only'}
                </Text>
                {isActive && activeStatus}
              </Stack>
              <Group gap="xs">
                {!isActive && (
                  <Button size="sm" onClick={() => onUse(w.id)} aria-label={`Use ${w.label}`}>
                    Use
                  </Button>
                )}
                <Button size="sm" variant="default" onClick={() => onEdit(w.id)} aria-label={`Edit ${w.label}`}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="subtle"
                  className="danger-subtle"
                  onClick={() => setRemoving(w)}
                  aria-label={`Remove ${w.label}`}
                >
                  Remove
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.label ?? ''}?`}
        centered
      >
        <Text>
          Slotboard forgets this workspace&apos;s address and API key on this device. Nothing changes in the workspace
          itself.
          {removing?.sandbox ? ' With no workspace left, the sandbox comes back.' : ''}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            Keep it
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              if (removing) onRemove(removing.id);
              setRemoving(null);
            }}
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
