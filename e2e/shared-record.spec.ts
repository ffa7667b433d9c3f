import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { inSchema, POSTGRES_URL } from '../server/record/test-stores';
import { buildServer, startServer, type Running } from './built-server';
import {
  activeDefaults,
  expect,
  expectNoAxeViolationsLightAndDark,
  journeyNow,
  pinBrowserClock,
  SANDBOX_KEY,
  type SandboxAvailability,
  test,
} from './fixtures';

// Two copies of the built server on one shared record (an SQLite file in a temp folder, or
// PostgreSQL when TEST_DATABASE_URL names one, as CI's does), both forwarding to one sandbox
// workspace, each admin signed in by the sign-in proxy's header: a run made by Ada through copy A is
// seen in Activity by Grace through copy B, in another browser, and reverted there; the workspace
// read back holds what it held before the run.

const STANDALONE = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
const copies: Running[] = [];
let dir = '';
let dropSchema: (() => Promise<void>) | null = null;

async function recordSetting(): Promise<Record<string, string>> {
  if (!POSTGRES_URL) return { SLOTBOARD_RECORD_FILE: join(dir, 'record.sqlite') };
  // A schema of its own, so the journey reads only its own writes.
  const { default: pg } = await import('pg');
  const schema = `journey_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  dropSchema = async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  };
  return { DATABASE_URL: inSchema(POSTGRES_URL, schema) };
}

test.beforeAll(async () => {
  buildServer();
  dir = mkdtempSync(join(tmpdir(), 'slotboard-journey-record-'));
  const record = await recordSetting();
  for (let i = 0; i < 2; i++)
    copies.push(
      await startServer(['node', 'dist-server/start.mjs'], {
        HOST: '127.0.0.1',
        PORT: '0',
        SLOTBOARD_SANDBOX: 'off',
        SLOTBOARD_UPSTREAMS: STANDALONE,
        SLOTBOARD_TRUSTED_USER_HEADER: 'X-Forwarded-User',
        SLOTBOARD_TRUST_PROXY: '1',
        ...record,
      }),
    );
});

test.afterAll(async () => {
  for (const copy of copies) await copy.stop();
  await dropSchema?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const copyUrl = (n: number) => `http://127.0.0.1:${copies[n]!.port}`;

/** A browser of its own for `who`, as their sign-in proxy names them, on copy `n`. */
async function adminOn(browser: Browser, n: number, who: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: copyUrl(n), extraHTTPHeaders: { 'X-Forwarded-User': who } });
  const page = await context.newPage();
  await pinBrowserClock(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await expect(page.getByRole('radio', { name: 'Through the Slotboard server' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Team workspace');
  await page.getByRole('textbox', { name: 'Workspace address' }).fill(STANDALONE);
  await page.getByRole('textbox', { name: 'API key' }).fill(SANDBOX_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Team workspace' })).toBeVisible();
  return page;
}

const on = (a: SandboxAvailability, date: string) => a.overrides.filter((o) => o.date === date);

test('a run made through one server copy is seen and reverted through the other, from another browser', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (let n = 0; n < 2; n++)
    expect(await (await request.get(`${copyUrl(n)}/healthz`)).json()).toMatchObject({ record: 'kept' });
  expect((await request.post(`${STANDALONE}/__sandbox/reset`, { data: {} })).ok()).toBe(true);
  const now = journeyNow();
  const year = now.getUTCMonth() === 11 && now.getUTCDate() >= 24 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const date = `${year}-12-24`;
  const before = await activeDefaults(page, STANDALONE);

  // Ada, through copy A: every default availability unavailable on the 24th, as one run.
  const ada = await adminOn(browser, 0, 'ada@example.org');
  await ada.goto('/availabilities');
  await expect(ada.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
  await ada.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ }).click();
  await ada.getByRole('group', { name: 'Dates 1' }).getByLabel('First date').fill(date);
  await ada.getByRole('button', { name: `Preview the change to ${before.length} availabilities` }).click();
  const run = ada.getByRole('region', { name: 'Holidays: Dec 24 unavailable' });
  await run.getByRole('button', { name: `Apply to ${before.length} availabilities` }).click();
  await expect(run.getByRole('status')).toContainText(`${before.length} of ${before.length} availabilities done`, {
    timeout: 30_000,
  });
  for (const a of await activeDefaults(page, STANDALONE)) expect(on(a, date)).toEqual([{ date, periods: [] }]);

  // Grace, in another browser through copy B: Ada's run is in every admin's changes, described.
  const grace = await adminOn(browser, 1, 'grace@example.org');
  await grace.goto('/activity');
  const shared = grace.getByRole('table', { name: 'Changes kept by the server' });
  await expect(shared.getByRole('row')).toHaveCount(before.length + 1, { timeout: 20_000 });
  await expect(shared.getByRole('row').nth(1)).toContainText('ada@example.org');
  await expect(grace.getByRole('table', { name: /Changes made from this browser/ })).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(grace);

  await shared.getByRole('button', { name: /^Revert run: Run by ada@example\.org, / }).click();
  const dialog = grace.getByRole('dialog', { name: /^Revert “Run by ada@example\.org, / });
  await expect(dialog.getByRole('region', { name: `Put back (${before.length})` })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: `Prepare the revert of ${before.length} rows` }).click();
  await dialog.getByRole('button', { name: `Apply to ${before.length} rows` }).click();
  await expect(dialog.getByRole('status')).toContainText(`${before.length} of ${before.length} rows done`, {
    timeout: 30_000,
  });

  // The workspace, read back: every availability holds on the 24th what it held before the run.
  const reverted = await activeDefaults(page, STANDALONE);
  for (const a of reverted)
    expect(on(a, date)).toEqual(
      on(
        before.find((b) => b.id === a.id)!,
        date,
      ),
    );

  // Ada sees Grace's revert through her copy, each row once.
  await ada.goto('/activity');
  const adaShared = ada.getByRole('table', { name: 'Changes kept by the server' });
  await expect(adaShared.getByRole('row').filter({ hasText: 'grace@example.org' })).toHaveCount(before.length, {
    timeout: 20_000,
  });
  await ada.context().close();
  await grace.context().close();
});
