import { TEST_ORIGIN } from './render';

// Workspaces as Settings saves them in this browser, for a test to find there when the app opens.
// The storage names are the ones earlier visits wrote under: a test that writes them by hand
// pins them, so a rename that would forget what browsers kept fails here.

/** The built-in sandbox, as it is saved once the admin has added a workspace of their own. */
export const STORED_SANDBOX = {
  id: 'sandbox',
  label: 'Sandbox workspace',
  address: `${TEST_ORIGIN}/sandbox/demo`,
  mode: 'direct',
  apiVersion: 'latest',
  remember: false,
  sandbox: true,
} as const;

/** A workspace of the admin's own, through the Slotboard server, its key remembered on this device. */
export const STORED_ACME = {
  id: 'acme',
  label: 'Acme',
  address: 'https://acme.neetocal.com',
  mode: 'server',
  apiVersion: 'latest',
  remember: true,
  sandbox: false,
} as const;

/**
 * Saves these workspaces (entries that may be damaged on purpose), `activeId` the one in use, and
 * the keys kept on this device, by workspace id.
 */
export function storeWorkspaces(workspaces: readonly unknown[], activeId: string, keys: Record<string, string> = {}) {
  window.localStorage.setItem('slotboard.workspaces.v1', JSON.stringify({ workspaces, activeId }));
  for (const [id, key] of Object.entries(keys)) window.localStorage.setItem(`slotboard.key.${id}`, key);
}
