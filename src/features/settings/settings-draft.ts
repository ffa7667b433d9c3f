import type { StaleDraftField } from '@/components/edit-page/stale-draft-fields';
import { mergeDraft } from '@/domain/drafts/merge-draft';
import { fingerprint, loadDraft, saveDraft } from '@/lib/drafts';
import type { Workspace } from '@/lib/workspaces';
import { MODE_CHOICES, VERSION_CHOICES } from './connection-choices';
import { formValuesOf, settingsDraftSchema, type SettingsDraft, type WorkspaceFormInput } from './workspace-schema';

// The workspace form's draft (docs/product.md decision 16): kept with the version of the workspace it
// was drafted on, and when Settings opens restored as it was while the workspace is still that
// version, otherwise shown beside what is saved now.

export const SETTINGS_DRAFT_KEY = 'settings.workspace';

/** Keeps the form's values with the version of the workspace they were drafted on. */
export function saveSettingsDraft(values: WorkspaceFormInput, base: Workspace | null, storedKey: string) {
  if (!base) {
    saveDraft(window.sessionStorage, SETTINGS_DRAFT_KEY, { target: 'new', values });
    return;
  }
  const value: SettingsDraft = { target: base.id, values, base, keyEdited: values.apiKey !== storedKey };
  saveDraft(window.sessionStorage, SETTINGS_DRAFT_KEY, value, { basis: fingerprint(base) });
}

export type StaleSettingsDraft = SettingsDraft & { base: Workspace; now: Workspace };

type DraftOpening =
  | { kind: 'none' }
  | { kind: 'restored'; target: string; values: WorkspaceFormInput }
  | { kind: 'stale'; draft: StaleSettingsDraft };

export function openSettingsDraft(workspaces: readonly Workspace[]): DraftOpening {
  const found = loadDraft(window.sessionStorage, SETTINGS_DRAFT_KEY, settingsDraftSchema);
  if (!found) return { kind: 'none' };
  const { value } = found;
  const now = workspaces.find((w) => w.id === value.target);
  // A new workspace has nothing to have changed; one removed since comes back as new if saved.
  if (!value.base || !now) return { kind: 'restored', target: now ? value.target : 'new', values: value.values };
  if (found.basis === fingerprint(now) && found.basis === fingerprint(value.base))
    return { kind: 'restored', target: value.target, values: value.values };
  return { kind: 'stale', draft: { ...value, base: value.base, now } };
}

type Compared = Pick<WorkspaceFormInput, 'label' | 'address' | 'mode' | 'apiVersion' | 'remember'>;
const compared = (w: Compared): Compared => ({
  label: w.label,
  address: w.address,
  mode: w.mode,
  apiVersion: w.apiVersion,
  remember: w.remember,
});

/** The fields the form edits, in the form's words; the key is never shown. */
export function staleFields({ base, now, values }: StaleSettingsDraft): StaleDraftField[] {
  const all = [base, now, values].map(compared);
  const row = (name: keyof Compared, label: string, text: (w: Compared) => string): StaleDraftField => {
    const [b, n, d] = all.map(text) as [string, string, string];
    return { name, label, base: b, now: n, draft: d };
  };
  return [
    row('label', 'Name', (w) => w.label),
    row('address', 'Workspace address', (w) => w.address),
    row('mode', 'Connection', (w) => MODE_CHOICES[w.mode].label),
    row('apiVersion', 'Workspace features', (w) => VERSION_CHOICES[w.apiVersion].label),
    row('remember', 'Remember the key on this device', (w) => (w.remember ? 'Yes' : 'No')),
  ];
}

/**
 * The form's values for each choice. The key is not in the entries compared: the draft's key goes
 * with the draft's changes only when the draft changed it.
 */
export function valuesFor(choice: 'mine' | 'merge', draft: StaleSettingsDraft, storedKey: string): WorkspaceFormInput {
  if (choice === 'mine') return draft.values;
  const merged = mergeDraft(compared(draft.base), compared(draft.now), compared(draft.values));
  return { ...formValuesOf(merged, draft.keyEdited ? draft.values.apiKey : storedKey) };
}
