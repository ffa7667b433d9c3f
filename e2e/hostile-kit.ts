import { expect, type Locator, type Page } from '@playwright/test';
import { UNBELIEVABLE, UNBELIEVABLE_TEXT } from '../sandbox/hostile-values';

export { UNBELIEVABLE, UNBELIEVABLE_TEXT };

// Helpers for journeys against the hostile workspace (sandbox/hostile.ts): schema-valid, absurd
// answers that no screen may believe (docs/product.md decision 11).

const HOSTILE = '/sandbox/hostile/api/external/';
/** Numbers the hostile workspace sends that must never reach the screen, in any formatting. */
export const ABSURD_TEXT =
  /70,?396,?469|36,?386,?708|48,?134,?131|22,?897,?404|9,?007,?199|4,?294,?967|900,?000|17,?277/;
/** A minus sign straight before a digit, not inside a word or a number (dates are never negative). */
export const NEGATIVE = /(^|[^\w-])[-−]\d/m;

/**
 * What a person sees on the page holds none of the hostile workspace's unbelievable values (docs/product.md
 * decision 21), and no negative number: innerText leaves out the hidden descriptions of "Not readable".
 */
export async function expectNothingUnbelievable(where: Locator) {
  const text = await where.innerText();
  expect(text).not.toMatch(UNBELIEVABLE_TEXT);
  expect(text).not.toMatch(NEGATIVE);
}

/** The cell of a data row under a column, whatever its role (a row's first cell may be its header). */
export async function cellUnder(table: Locator, row: number, column: string) {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const index = headers.findIndex((h) => h === column || h.startsWith(`${column} `) || h.startsWith(`${column}\n`));
  expect(index, `columns: ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table
    .getByRole('row')
    .nth(row + 1)
    .locator(':scope > *')
    .nth(index);
}

/** A "Not readable" value says what the workspace sent, to a screen reader and in a tooltip on focus. */
export async function expectNotReadable(page: Page, where: Locator, sent: string) {
  const value = where.getByText('Not readable', { exact: true });
  await expect(value).toHaveAccessibleDescription(`Sent by the workspace: ${sent}`);
  await value.focus();
  await expect(page.getByRole('tooltip')).toHaveText(`Sent by the workspace: ${sent}`);
  await value.blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/**
 * Makes the hostile workspace the only one, with a key, before the next navigation. The storage is
 * written from a blank page of the origin, where no dashboard runs: a dashboard still starting there would
 * re-read it (its store refreshes when the server's config answers) and test the hostile workspace
 * itself, before the next navigation, and those requests would be counted as the next screen's.
 */
export async function connectHostile(page: Page) {
  const blank = '/e2e-blank-page';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate((origin) => {
    const id = 'hostile';
    const workspace = {
      id,
      label: 'Hostile workspace',
      address: `${origin}/sandbox/hostile`,
      mode: 'direct',
      apiVersion: 'latest',
      remember: true,
      sandbox: false,
    };
    window.localStorage.setItem('slotboard.workspaces.v1', JSON.stringify({ workspaces: [workspace], activeId: id }));
    window.localStorage.setItem(`slotboard.key.${id}`, 'any-key-will-do');
  }, new URL(page.url()).origin);
}

/** Counts the calls to the hostile workspace, by endpoint, from now on. */
export function countCalls(page: Page) {
  const calls: string[] = [];
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.includes(HOSTILE)) return;
    const path = url.pathname.slice(url.pathname.indexOf(HOSTILE) + HOSTILE.length - 1);
    calls.push(path);
    asked.push(`${req.method()} ${path}${url.search}`);
  });
  const of = (path: string | RegExp) =>
    calls.filter((c) => (typeof path === 'string' ? c === path : path.test(c))).length;
  /** What was asked, for the failure message. */
  const said = () => `requests: ${asked.join(', ')}`;
  return { calls, asked, of, said };
}
