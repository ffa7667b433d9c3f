/** Mantine's own key for a colour scheme the admin chose (the shell's toggle). */
const SCHEME_KEY = 'mantine-color-scheme-value';

/**
 * What the page shows when its own code cannot be loaded: the connection dropped, or Slotboard was
 * updated while the page was open and the files it asks for are gone. Plain elements, since React
 * and Mantine may be what failed to load; the page's style sheet is already in. Without this the
 * admin would look at an empty page.
 */
export function showLoadFailure(root: HTMLElement, deps: { chosenScheme: () => string | null; prefersDark: boolean; reload: () => void }) {
  // Mantine sets the colour scheme when it mounts, which it did not: the admin's choice, or the system's.
  const stored = deps.chosenScheme();
  const dark = stored === 'dark' || (stored !== 'light' && deps.prefersDark);
  root.ownerDocument.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');

  const doc = root.ownerDocument;
  const box = doc.createElement('main');
  box.className = 'load-failure';
  const title = doc.createElement('h1');
  title.textContent = 'Slotboard could not load';
  const text = doc.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent =
    'Part of Slotboard did not arrive or could not start: the connection may have dropped, or Slotboard was updated while this page was open. Nothing was changed in the workspace. Reload the page to try again.';
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload the page';
  button.addEventListener('click', () => deps.reload());
  box.append(title, text, button);
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
