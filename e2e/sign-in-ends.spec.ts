import type { BrowserContext, Page } from '@playwright/test';
import { buildServer, startServer, type Running } from './built-server';
import { expect, test } from './fixtures';

// A shared server with a token sign-in (decision 0025): the admin signs out from the header, and a
// sign-in that ends mid-edit is said in words, in the app and on the sign-in page, and the change
// comes back after signing in again, sent once.

const TOKEN = 'Xq7Lm2vT9pR4kW8zN3bF6hJ1cY5dG0sA';
let server: Running;
let app: string;

test.beforeAll(async () => {
  buildServer();
  server = await startServer(['node', 'dist-server/start.mjs'], {
    HOST: '127.0.0.1',
    PORT: '0',
    SLOTBOARD_AUTH_TOKEN: TOKEN,
    SANDBOX_NOW: '2026-11-24T15:00:00Z',
  });
  app = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, path: string) {
  await page.goto(`${app}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Slotboard' })).toBeVisible();
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${app}${path}`);
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies(app)).find((c) => c.name === 'slotboard_session');

test('signs out from the header by keyboard: the server ends the session, and the sign-in page says so', async ({
  page,
  context,
}) => {
  await signIn(page, '/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  const session = await sessionCookie(context);
  expect(session).toBeDefined();

  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app}/sign-in?reason=signed_out`);
  await expect(page.getByRole('status')).toHaveText('You signed out of Slotboard.');
  expect(await sessionCookie(context)).toBeUndefined();

  // The copied cookie no longer lets anyone in: the server ended the session, not only this browser.
  const replay = await page.request.get(`${app}/api/slotboard/config`, {
    headers: { Cookie: `slotboard_session=${session!.value}` },
  });
  expect(replay.status()).toBe(401);
  expect(await replay.json()).toMatchObject({ code: 'sign_in_required', reason: 'signed_out' });
});

test('a sign-in that ends mid-edit is said in words, nothing is sent, and the change comes back after signing in', async ({
  page,
  context,
}) => {
  await signIn(page, '/team-members');
  const patches = async () => {
    const res = await page.request.get(`${app}/sandbox/demo/__sandbox/requests`);
    expect(res.ok()).toBe(true);
    const { requests } = (await res.json()) as { requests: { method: string; path: string; body: unknown }[] };
    return requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/api/external/v1/team_members/'));
  };
  expect(await patches()).toEqual([]);

  await page.getByRole('link', { name: 'Priya Raghunathan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raghunathan' })).toBeVisible();
  const editing = new URL(page.url()).pathname;
  await page.getByRole('combobox', { name: 'Organization role' }).fill('Manager');

  // The browser drops the session cookie at its lifetime's end; the lax hint, which outlives it, stays.
  await context.clearCookies({ name: 'slotboard_session' });
  await page.getByRole('button', { name: 'Save role' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign in to go on' });
  await expect(dialog.getByRole('status')).toHaveText('Your sign-in ended. Nothing was sent; your changes are kept.');

  // The way on has the focus (the page behind is inert, so the save's alert could not take it);
  // leaving asks nothing: the draft stays on this device.
  const again = dialog.getByRole('button', { name: 'Sign in again' });
  await expect(again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app}/sign-in?next=${encodeURIComponent(editing)}&reason=expired&unsent=1`);
  await expect(page.getByRole('status')).toHaveText('Your sign-in ended. Nothing was sent; your changes are kept.');
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${app}${editing}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Draft restored' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Organization role' })).toHaveValue('Manager');
  expect(await patches()).toEqual([]);
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Priya Raghunathan: role saved')).toBeVisible();
  expect((await patches()).map((p) => p.body)).toEqual([{ organization_role: 'Manager' }]);
});
