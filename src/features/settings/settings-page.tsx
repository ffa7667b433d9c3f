import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { LEAVE_MESSAGE } from '@/components/use-unsaved-guard';
import { loadDraft } from '@/lib/drafts';
import type { Workspace } from '@/lib/workspaces';
import { CapabilityLines } from './capability-lines';
import { ConnectionVerdict } from './connection-verdict';
import { testConnection } from './test-connection';
import { WorkspaceList } from './workspace-list';
import { SETTINGS_DRAFT_KEY, WorkspaceForm } from './workspace-form';
import { settingsDraftSchema, type WorkspaceFormInput } from './workspace-schema';

const EMPTY: WorkspaceFormInput = { label: '', address: '', apiKey: '', mode: 'server', apiVersion: 'latest', remember: false };

function ActiveStatus() {
  const { active, activeKey, origin, fetch, workspaceId } = useConnection();
  const check = useQuery({
    queryKey: ['ws', workspaceId, 'connection-check', active.address, active.mode, active.apiVersion],
    queryFn: () => testConnection({ address: active.address, apiKey: activeKey, mode: active.mode, apiVersion: active.apiVersion }, origin, fetch),
    retry: false,
  });
  if (check.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">Checking the connection…</Text>
      </Group>
    );
  }
  if (!check.data) return null;
  return (
    <Stack gap={4}>
      <ConnectionVerdict verdict={check.data} />
      <CapabilityLines />
    </Stack>
  );
}

export function SettingsPage() {
  const { workspaces, active, store, usingDefault } = useConnection();
  const [restoredDraft] = useState(() => loadDraft(window.sessionStorage, SETTINGS_DRAFT_KEY, settingsDraftSchema));
  const [editing, setEditing] = useState<{ target: string; values: WorkspaceFormInput; restored: boolean } | null>(() =>
    restoredDraft ? { ...restoredDraft.value, restored: true } : null,
  );
  const workspaceOf = (id: string): Workspace | null => workspaces.find((w) => w.id === id) ?? null;

  /** An open form with changes is only replaced once the admin agrees. */
  const mayReplaceForm = () => {
    if (!editing) return true;
    const draft = loadDraft(window.sessionStorage, SETTINGS_DRAFT_KEY, settingsDraftSchema);
    const changed = draft && JSON.stringify(draft.value.values) !== JSON.stringify(editing.values);
    return !changed || window.confirm(LEAVE_MESSAGE);
  };

  const edit = (id: string) => {
    const w = workspaceOf(id);
    if (!w || editing?.target === id || !mayReplaceForm()) return;
    setEditing({
      target: id,
      restored: false,
      values: { label: w.label, address: w.address, apiKey: store.keyOf(id), mode: w.mode, apiVersion: w.apiVersion, remember: w.remember },
    });
  };

  return (
    <Stack gap="lg" maw={860}>
      <title>Settings · Slotboard</title>
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed">The workspaces this browser connects to. Slotboard uses one at a time.</Text>
      </div>
      {usingDefault && (
        <Alert color="orange" variant="light" title="You are on the sandbox workspace">
          Its data is made up, so you can try everything safely. Add your own workspace with its API key to work on real data.
        </Alert>
      )}
      <WorkspaceList
        workspaces={workspaces}
        activeId={active.id}
        activeStatus={<ActiveStatus />}
        onUse={(id) => store.activate(id)}
        onEdit={edit}
        onRemove={(id) => {
          if (editing?.target === id) setEditing(null);
          store.remove(id);
        }}
      />
      {!editing && (
        <Group>
          <Button onClick={() => setEditing({ target: 'new', values: EMPTY, restored: false })}>Add a workspace</Button>
        </Group>
      )}
      {editing && (
        <WorkspaceForm
          key={`${editing.target}-${String(editing.restored)}`}
          workspace={editing.target === 'new' ? null : workspaceOf(editing.target)}
          initialValues={editing.values}
          restored={editing.restored}
          onDone={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
