import { didNotArrive } from '@/lib/screen-code';

/** Mantine's own key for a colour scheme the admin chose (the shell's toggle). */
const SCHEME_KEY = 'mantine-color-scheme-value';

interface LoadFailureDeps {
  /** What stopped the start: only a file that did not arrive is said to have not arrived. */
  error: unknown;
  chosenScheme: () => string | null;
  prefersDark: boolean;
  reload: () => void;
}

/**
 * What the page shows when it cannot start: its own code did not arrive (the connection dropped, or
 * Slotboard was updated while the page was open and the files it asks for are gone), or the code is
 * here and failed. Plain elements, since React and Mantine may be what failed to load; the page's
 * style sheet is already in. Without this the admin would look at an empty page.
 */
export function showLoadFailure(root: HTMLElement, deps: LoadFailureDeps) {
  // Mantine sets the colour scheme when it mounts, which it did not: the admin's choice, or the system's.
  const stored = deps.chosenScheme();
  const dark = stored === 'dark' || (stored !== 'light' && deps.prefersDark);
  root.ownerDocument.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  const missing = didNotArrive(deps.error);

  const doc = root.ownerDocument;
  const box = doc.createElement('main');
  box.className = 'load-failure';
  const title = doc.createElement('h1');
  title.textContent = missing ? 'Slotboard could not load' : 'Slotboard could not start';
  const text = doc.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = missing
    ? 'Part of Slotboard did not arrive: the connection may have dropped, or Slotboard was updated while this page was open. Nothing was changed in the workspace. Reload the page to try again.'
    : 'Something went wrong while Slotboard was starting. Nothing was changed in the workspace. Reload the page to try again; if it stops again, open Settings to check your workspaces.';
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload the page';
  button.addEventListener('click', () => deps.reload());
  box.append(title, text, button);
  if (!missing) {
    const settings = doc.createElement('a');
    settings.href = '/settings';
    settings.textContent = 'Open Settings';
    box.append(' ', settings);
  }
  root.replaceChildren(box);
}

/** The colour scheme the admin chose in this browser, if any; storage may be refused. */
export function chosenScheme(): string | null {
  try {
    return window.localStorage.getItem(SCHEME_KEY);
  } catch {
    return null;
  }
}
