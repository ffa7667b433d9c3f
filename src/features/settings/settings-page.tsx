import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DisplayPreferences } from './display-preferences';
import { useConnection } from '@/api/connection';
import { SERVER_CONFIG_KEY, useSampleWorkspaceServed } from '@/api/server-config';
import { notifyDone } from '@/components/edit-page/notices';
import { QueryState } from '@/components/query-state/query-state';
import { LEAVE_MESSAGE } from '@/components/use-unsaved-guard';
import { StaleDraftFields } from '@/components/edit-page/stale-draft-fields';
import { clearDraft, loadDraft } from '@/lib/drafts';
import type { Workspace } from '@/lib/workspaces';
import { CapabilityLines } from './capability-lines';
import { ConnectionVerdict } from './connection-verdict';
import { testConnection } from './test-connection';
import { WorkspaceList } from './workspace-list';
import { openSettingsDraft, saveSettingsDraft, SETTINGS_DRAFT_KEY, staleFields, valuesFor } from './settings-draft';
import { WorkspaceForm, type SavedWorkspace } from './workspace-form';
import { EMPTY_FORM, formValuesOf, settingsDraftSchema, type WorkspaceFormInput } from './workspace-schema';

function ActiveStatus() {
  const { active, activeKey, origin, fetch, workspaceId } = useConnection();
  const queryKey = ['ws', workspaceId, 'connection-check', active.address, active.mode, active.apiVersion];
  const check = useQuery({
    queryKey,
    queryFn: async () => {
      const verdict = await testConnection(
        { address: active.address, apiKey: activeKey, mode: active.mode, apiVersion: active.apiVersion },
        origin,
        fetch,
      );
      // Asked to wait: a failed read, which QueryState counts down and reads again. Every other
      // verdict is the check's own words.
      if (verdict.status === 'rate_limited') throw verdict.error;
      return verdict;
    },
    retry: false,
  });
  if (!check.data || check.error)
    return <QueryState read={check} queryKey={queryKey} what="the workspace's answer to the connection check" />;
  return (
    <Stack gap={4}>
      <QueryState read={check} queryKey={queryKey} what="the workspace's answer to the connection check" />
      <ConnectionVerdict verdict={check.data} />
      <CapabilityLines />
    </Stack>
  );
}

function SettingsHeading() {
  return (
    <div>
      <Title order={1}>Settings</Title>
      <Text c="dimmed">The workspaces this browser connects to. Slotboard uses one at a time.</Text>
    </div>
  );
}

/**
 * The page is drawn once the server has said whether it serves the sandbox (a first visit asks at
 * once; later visits remember): drawn before, the sandbox's row and notice would arrive with the
 * answer and push "Add a workspace" down under a pointer already on its way to it.
 */
export function SettingsPage() {
  const { sandboxServed } = useConnection();
  const answer = useSampleWorkspaceServed(sandboxServed === null);
  const served = sandboxServed ?? answer.data ?? null;
  if (served === null) {
    return (
      <Stack gap="lg" maw={860}>
        <title>Settings · Slotboard</title>
        <SettingsHeading />
        <QueryState read={answer} queryKey={SERVER_CONFIG_KEY} what="the server's answer on the sample workspace" />
      </Stack>
    );
  }
  return <SettingsBody sandboxServed={served} />;
}

function SettingsBody({ sandboxServed }: { sandboxServed: boolean }) {
  const { workspaces: all, active, store, usingDefault } = useConnection();
  // The sandbox is listed only once the server has said it serves one: a deployment may have none.
  const workspaces = sandboxServed ? all : all.filter((w) => !w.sandbox);
  const [opening] = useState(() => openSettingsDraft(workspaces));
  const [editing, setEditing] = useState<{ target: string; values: WorkspaceFormInput; restored: boolean } | null>(
    () => (opening.kind === 'restored' ? { target: opening.target, values: opening.values, restored: true } : null),
  );
  // A draft of a version of the workspace that has changed since: applied only on the admin's choice.
  const [stale, setStale] = useState(opening.kind === 'stale' ? opening.draft : null);
  const workspaceOf = (id: string): Workspace | null => workspaces.find((w) => w.id === id) ?? null;

  const settle = (choice: 'mine' | 'merge' | 'theirs') => {
    if (!stale) return;
    setStale(null);
    const now = workspaceOf(stale.target);
    if (choice === 'theirs' || !now) {
      clearDraft(window.sessionStorage, SETTINGS_DRAFT_KEY);
      return;
    }
    const values = valuesFor(choice, { ...stale, now }, store.keyOf(now.id));
    // From here the draft is one of the version saved now.
    saveSettingsDraft(values, now, store.keyOf(now.id));
    setEditing({ target: now.id, values, restored: true });
  };

  // A workspace saved although its test failed: offered as a switch, never switched to on its own.
  const [notSwitched, setNotSwitched] = useState<SavedWorkspace | null>(null);
  // The workspace whose form waits for the admin to agree to drop the open form's changes.
  const [pendingEdit, setPendingEdit] = useState<string | null>(null);

  const formChanged = () => {
    if (stale) return true;
    if (!editing) return false;
    const draft = loadDraft(window.sessionStorage, SETTINGS_DRAFT_KEY, settingsDraftSchema);
    return Boolean(draft && JSON.stringify(draft.value.values) !== JSON.stringify(editing.values));
  };

  const openForm = (id: string) => {
    const w = workspaceOf(id);
    if (!w) return;
    setEditing({ target: id, restored: false, values: formValuesOf(w, store.keyOf(id)) });
  };

  const edit = (id: string) => {
    if (editing?.target === id) return;
    if (formChanged()) setPendingEdit(id);
    else openForm(id);
  };

  const use = (id: string) => {
    const w = workspaceOf(id);
    if (!w) return;
    store.activate(id);
    setNotSwitched(null);
    notifyDone(`Now using ${w.label}`, 'Every screen now shows this workspace.');
  };

  return (
    <Stack gap="lg" maw={860}>
      <title>Settings · Slotboard</title>
      <SettingsHeading />
      {all.length === 0 && (
        <Alert color="yellow" variant="light" title="Connect your workspace to begin">
          Add your workspace with its address and API key: every screen then shows its data.
        </Alert>
      )}
      {usingDefault && active.sandbox && sandboxServed && (
        <Alert color="orange" variant="light" title="You are on the sandbox workspace">
          Its data is made up, so you can try everything safely. Add your own workspace with its API key to work on real
          data.
        </Alert>
      )}
      <WorkspaceList
        workspaces={workspaces}
        activeId={active.id}
        activeStatus={<ActiveStatus />}
        onUse={use}
        onEdit={edit}
        onRemove={(id) => {
          if (editing?.target === id) setEditing(null);
          if (stale?.target === id) settle('theirs');
          if (notSwitched?.id === id) setNotSwitched(null);
          store.remove(id);
        }}
      />
      {notSwitched && notSwitched.id !== active.id && (
        <Alert
          color="yellow"
          variant="light"
          title={`${notSwitched.label} saved, not in use`}
          withCloseButton
          onClose={() => setNotSwitched(null)}
          closeButtonLabel="Dismiss"
        >
          <Text size="sm">Its connection test failed, so Slotboard still uses {active.label}.</Text>
          <Button mt="xs" size="sm" variant="default" onClick={() => use(notSwitched.id)}>
            Switch to it
          </Button>
        </Alert>
      )}
      {stale && !editing && (
        <StaleDraftFields
          fields={staleFields(stale)}
          onApplyMine={() => settle('mine')}
          onKeepTheirs={() => settle('theirs')}
          onMerge={() => settle('merge')}
        />
      )}
      {!editing && !stale && (
        <Group>
          <Button onClick={() => setEditing({ target: 'new', values: EMPTY_FORM, restored: false })}>
            Add a workspace
          </Button>
        </Group>
      )}
      {editing && (
        <WorkspaceForm
          key={`${editing.target}-${String(editing.restored)}`}
          workspace={editing.target === 'new' ? null : workspaceOf(editing.target)}
          initialValues={editing.values}
          restored={editing.restored}
          onDone={(saved) => {
            setEditing(null);
            setNotSwitched(saved && saved.failedTest && !saved.switched ? saved : null);
          }}
        />
      )}
      <DisplayPreferences />
      <Modal
        opened={pendingEdit !== null}
        onClose={() => setPendingEdit(null)}
        title="Leave without saving?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>{LEAVE_MESSAGE}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPendingEdit(null)} data-autofocus>
            Stay on this form
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              const id = pendingEdit;
              setPendingEdit(null);
              setStale(null);
              if (id) openForm(id);
            }}
          >
            Leave
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
