import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useConnection } from '@/api/connection';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { DraftRestored, notifyDone } from '@/components/edit-page/notices';
import { UnsavedGuard } from '@/components/edit-page/unsaved-guard';
import { useDraftFollowsForm } from '@/domain/drafts/use-draft';
import { clearDraft } from '@/lib/drafts';
import { normalizeAddress } from '@/lib/workspace-address';
import type { Workspace } from '@/lib/workspaces';
import { ConnectionChoices } from './connection-choices';
import { ConnectionVerdict } from './connection-verdict';
import { SaveAnywayDialog } from './save-anyway-dialog';
import { saveSettingsDraft, SETTINGS_DRAFT_KEY } from './settings-draft';
import { testConnection, type Verdict } from './test-connection';
import {
  EMPTY_FORM,
  formValuesOf,
  workspaceFormSchema,
  type WorkspaceFormInput,
  type WorkspaceFormOutput,
} from './workspace-schema';

/** What a save did, so the page can name the workspace in use and offer to switch. */
export interface SavedWorkspace {
  id: string;
  label: string;
  /** True when this save made it the workspace in use. */
  switched: boolean;
  /** True when its connection test failed and the admin saved it anyway. */
  failedTest: boolean;
}

const keepAlways = () => true;

interface WorkspaceFormProps {
  /** The workspace being edited, or null for a new one. */
  workspace: Workspace | null;
  initialValues: WorkspaceFormInput;
  restored: boolean;
  onDone: (saved?: SavedWorkspace) => void;
}

const testedValues = (v: WorkspaceFormInput) =>
  JSON.stringify([v.address.trim(), v.apiKey.trim(), v.mode, v.apiVersion]);

export function WorkspaceForm({ workspace, initialValues, restored, onDone }: WorkspaceFormProps) {
  const { store, origin, fetch, active } = useConnection();
  const form = useForm<WorkspaceFormInput, unknown, WorkspaceFormOutput>({
    resolver: zodResolver(workspaceFormSchema(origin)),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState, getValues, trigger, reset } = form;
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  // When the verdict came: a 429's Retry-After is counted down from there.
  const [verdictAt, setVerdictAt] = useState(0);
  const [testing, setTesting] = useState(false);
  // The values the verdict shown was for: a save reuses it only while they are unchanged.
  const [testedFor, setTestedFor] = useState<string | null>(null);
  const [askAnyway, setAskAnyway] = useState<{ values: WorkspaceFormOutput; verdict: Verdict } | null>(null);
  const [showRestored, setShowRestored] = useState(restored);
  // The entry as it was when the form opened: the draft claims to edit that version (docs/product.md
  // decision 16), even if another tab saves the workspace meanwhile.
  const [base] = useState(workspace);
  // Every change is kept in session storage (it may hold a key), so a reload does not lose it.
  const draft = {
    save: useCallback(
      (values: WorkspaceFormInput) => saveSettingsDraft(values, base, base ? store.keyOf(base.id) : ''),
      [base, store],
    ),
    clear: useCallback(() => clearDraft(window.sessionStorage, SETTINGS_DRAFT_KEY), []),
  };
  useDraftFollowsForm(form, draft, keepAlways);

  const address = useWatch({ control, name: 'address' });
  const normalized = normalizeAddress(address ?? '', origin);
  const addressHint = normalized.ok && address.trim() ? `Slotboard will call ${normalized.address}` : undefined;

  const runTest = async (values: WorkspaceFormInput): Promise<Verdict | null> => {
    const result = normalizeAddress(values.address, origin);
    if (!result.ok) return null;
    if (verdict && testedFor === testedValues(values)) return verdict;
    setVerdict(null);
    setTesting(true);
    try {
      const next = await testConnection(
        { address: result.address, apiKey: values.apiKey.trim(), mode: values.mode, apiVersion: values.apiVersion },
        origin,
        fetch,
      );
      setVerdict(next);
      setVerdictAt(Date.now());
      setTestedFor(testedValues(values));
      return next;
    } finally {
      setTesting(false);
    }
  };

  const onTest = async () => {
    setVerdict(null);
    setTestedFor(null);
    if (!(await trigger(['address', 'apiKey', 'mode']))) return;
    await runTest(getValues());
  };

  /** Stores the workspace; it becomes the one in use only when its test passed (or it already was). */
  const commit = (values: WorkspaceFormOutput, passed: boolean) => {
    const wasActive = workspace?.id === active.id;
    const switched = passed && !workspace;
    const saved = store.save(
      {
        id: workspace?.id,
        label: values.label,
        address: values.address,
        mode: values.mode,
        apiVersion: values.apiVersion,
        remember: values.remember,
        sandbox: Boolean(workspace?.sandbox && workspace.address === values.address),
      },
      values.apiKey,
      { activate: switched || wasActive },
    );
    draft.clear();
    if (switched) notifyDone(`Now using ${saved.label}`, `${saved.label} added and its connection works.`);
    else if (!passed && !wasActive)
      notifyDone(`${saved.label} saved`, `Its connection test failed, so Slotboard still uses ${active.label}.`);
    else notifyDone(workspace ? `${saved.label} saved` : `${saved.label} added`);
    onDone({ id: saved.id, label: saved.label, switched, failedTest: !passed });
  };

  const onSave = handleSubmit(async (values) => {
    if (testing) return;
    const result = await runTest(getValues());
    if (!result) return;
    if (result.status === 'connected') commit(values, true);
    else setAskAnyway({ values, verdict: result });
  });

  const discard = () => {
    draft.clear();
    onDone();
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="workspace-form-title">
      <form noValidate onSubmit={onSave}>
        <Stack gap="md">
          <Title order={2} id="workspace-form-title" size="h3">
            {workspace ? `Edit ${workspace.label}` : 'Add a workspace'}
          </Title>
          <UnsavedGuard dirty={formState.isDirty} />
          {showRestored && (
            <DraftRestored
              onDismiss={() => setShowRestored(false)}
              onDiscard={() => {
                reset(base ? formValuesOf(base, store.keyOf(base.id)) : EMPTY_FORM);
                setShowRestored(false);
              }}
            />
          )}
          <TextInput
            label="Name"
            description="How this workspace is shown in Slotboard"
            required
            error={formState.errors.label?.message}
            {...registerGuarded(register, 'label')}
          />
          <TextInput
            label="Workspace address"
            description={addressHint ?? 'Your subdomain (acme) or the full address (https://acme.neetocal.com)'}
            required
            autoComplete="url"
            spellCheck={false}
            error={formState.errors.address?.message}
            {...registerGuarded(register, 'address')}
          />
          <PasswordInput
            label="API key"
            description="From NeetoCal: Settings → API keys. It is sent only to this workspace."
            required
            autoComplete="off"
            spellCheck={false}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the API key' }}
            error={formState.errors.apiKey?.message}
            {...registerGuarded(register, 'apiKey')}
          />
          <ConnectionChoices control={control} modeError={formState.errors.mode?.message} />
          <Checkbox
            label="Remember the key on this device"
            description="Otherwise the key is forgotten when this tab closes."
            {...register('remember')}
          />
          <div aria-live="polite">
            {verdict && (
              <ConnectionVerdict
                verdict={verdict}
                again={{ at: verdictAt, retry: () => void onTest(), retrying: testing }}
              />
            )}
          </div>
          <Group>
            <Button type="submit" loading={testing && askAnyway === null}>
              Save
            </Button>
            <Button variant="default" onClick={() => void onTest()} loading={testing}>
              Test connection
            </Button>
            <Button variant="subtle" color="gray" onClick={discard}>
              Cancel
            </Button>
          </Group>
          {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              Some fields need attention before saving.
            </Text>
          )}
        </Stack>
      </form>
      <SaveAnywayDialog
        verdict={askAnyway?.verdict ?? null}
        editingActive={workspace?.id === active.id}
        activeLabel={active.label}
        onKeepEditing={() => setAskAnyway(null)}
        onSaveAnyway={() => {
          const pending = askAnyway;
          setAskAnyway(null);
          if (pending) commit(pending.values, false);
        }}
      />
    </Paper>
  );
}
