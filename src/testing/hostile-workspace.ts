import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { HOSTILE_PATH } from '../../sandbox/hostile';
import { UNBELIEVABLE_TEXT } from '../../sandbox/hostile-values';
import { TEST_ORIGIN } from './render';
import { storeWorkspaces } from './stored-workspaces';

/** Makes the hostile workspace (sandbox/hostile.ts) the only one, with a key, for the next renderApp. */
export function connectHostileWorkspace() {
  const id = 'hostile';
  const workspace = {
    id,
    label: 'Hostile workspace',
    address: `${TEST_ORIGIN}${HOSTILE_PATH}`,
    mode: 'direct',
    apiVersion: 'latest',
    remember: true,
    sandbox: false,
  };
  storeWorkspaces([workspace], id, { [id]: 'any-key-will-do' });
}

/**
 * The text a person sees in an element: its text without the elements hidden from everyone (a
 * "Not readable" value's description is hidden, and read only as that value's description).
 */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[hidden]')) hidden.remove();
  return copy.textContent ?? '';
}

/** The page shows none of the hostile workspace's unbelievable values, in any formatting. */
export function expectNoUnbelievableText(element: Element = document.body) {
  const text = visibleText(element);
  expect(text).not.toMatch(UNBELIEVABLE_TEXT);
  // A minus sign straight before a digit, not inside a word, an id or a date.
  expect(text).not.toMatch(/(^|[^\w-])[-−]\d/m);
}

/** An element says "Not readable", and gives what the workspace sent as its description. */
export function expectNotReadable(element: HTMLElement, sent: string) {
  const value = within(element).getByText('Not readable');
  expect(value).toHaveAttribute('tabindex', '0');
  expect(value).toHaveAccessibleDescription(`Sent by the workspace: ${sent}`);
}

/** The value of a term in a description list (`<dt>` then `<dd>`), the nth when the term repeats. */
export function definitionOf(term: string, nth = 0, root: HTMLElement = document.body): HTMLElement {
  const dt = within(root).getAllByText(term, { selector: 'dt' })[nth];
  if (!dt?.nextElementSibling) throw new Error(`No value for “${term}”`);
  return dt.nextElementSibling as HTMLElement;
}

/** The cells of a table's data rows, by column header. */
export function cellsByColumn(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '');
  const rows = within(table).getAllByRole('row').slice(1);
  return (row: number, column: string) => {
    const index = headers.indexOf(column);
    if (index < 0) throw new Error(`No column “${column}” in ${headers.join(', ')}`);
    return within(rows[row]!).getAllByRole('cell')[index]!;
  };
}
