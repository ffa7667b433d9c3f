import type { Page } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { expect, expectNoAxeViolationsLightAndDark, sandboxGet, seededRecords, test } from './fixtures';

// Journeys through the built app: the in-app leave dialog on every edit screen (never the
// browser's box), a workspace whose test failed saved without being switched to, a link's hours
// started from an availability in another zone, and axe on the screens the other walks leave out.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('every edit screen asks in the page before a link leads away from changes, never with the browser’s box', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { sid, memberId, availabilityId } = await seededRecords(page);
  const native: string[] = [];
  page.on('dialog', (d) => {
    native.push(`${d.type()} on ${page.url()}`);
    void d.dismiss();
  });
  const edits: [string, (p: Page) => Promise<void>][] = [
    [`/team-members/${memberId}`, (p) => p.getByRole('textbox', { name: 'First name' }).fill('Someone')],
    ['/availabilities/new', (p) => p.getByRole('button', { name: 'Weekdays 9–5' }).click()],
    [`/availabilities/${availabilityId}`, (p) => p.getByRole('button', { name: 'Clear all' }).click()],
    [`/meetings/${sid}/availability`, (p) => p.getByRole('button', { name: 'Weekdays 9–5' }).click()],
    [
      '/settings',
      async (p) => {
        await p.getByRole('button', { name: 'Add a workspace' }).click();
        await p.getByRole('textbox', { name: 'Name' }).fill('Half typed');
      },
    ],
  ];
  const packages = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages' });
  for (const [route, edit] of edits) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await edit(page);
    await packages.click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask, route).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(route);
    await packages.click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  }
  expect(native).toEqual([]);
});

test('a new workspace whose test fails: saved only after "Save anyway?", not switched to; switching names it', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  // The README's word: every workspace added starts in server mode (the built-in sandbox is direct).
  await expect(page.getByRole('radio', { name: 'Through the Slotboard server' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Local sandbox');
  await page.getByRole('textbox', { name: 'Workspace address' }).fill(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);
  await page.getByRole('textbox', { name: 'API key' }).fill('not-the-key');
  await page.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Save anyway?' });
  await ask.getByRole('button', { name: 'Save anyway' }).click();
  const banner = page.getByRole('banner');
  await expect(page.getByRole('alert', { name: 'Local sandbox saved, not in use' })).toContainText(
    'Its connection test failed, so Slotboard still uses Sandbox workspace.',
  );
  await expect(banner.getByRole('link', { name: 'Sandbox workspace' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Local sandbox' })).toContainText('Through the Slotboard server');
  await expect(page.getByRole('listitem', { name: 'Sandbox workspace' })).toContainText('Directly from this browser');
  await page.getByRole('button', { name: 'Switch to it' }).click();
  await expect(page.getByText('Now using Local sandbox').first()).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Local sandbox' })).toBeVisible();
});

test('a link’s hours started from an availability in another zone are converted; Start over asks and Undo brings the edit back', async ({
  page,
}) => {
  // Priya is in Asia/Kolkata; "Office hours with Lucas" is hosted by Lucas in America/Sao_Paulo.
  await page.goto('/availabilities/new');
  await page.getByRole('combobox', { name: 'Team member email' }).fill('priya.raghunathan@example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill('Kolkata mornings');
  await expect(page.getByText('Priya Raghunathan is in Asia/Kolkata.')).toBeVisible();
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();

  const pages = await Promise.all(
    [1, 2].map((n) =>
      sandboxGet<{ meetings: { sid: string; name: string }[] }>(page, `/v2/meetings?page_number=${n}&page_size=100`),
    ),
  );
  const link = pages.flatMap((p) => p.meetings).find((m) => m.name === 'Office hours with Lucas')!;
  await page.goto(`/meetings/${link.sid}/availability`);
  await page.getByRole('radio', { name: 'An availability' }).check();
  const which = page.getByRole('combobox', { name: 'Availability' });
  if (!(await which.inputValue()).includes('Kolkata mornings')) {
    await which.click();
    await page.getByRole('option', { name: /Kolkata mornings/ }).click();
  }
  await expect(page.getByText(/Converted from Asia\/Kolkata into America\/Sao_Paulo/)).toBeVisible();
  await page.getByRole('button', { name: 'Start over from this' }).click();
  const from = page.getByRole('textbox', { name: 'Monday, range 1, from' });
  // 9 AM in Kolkata (UTC+5:30) is 12:30 AM in São Paulo (UTC−3).
  await expect(from).toHaveValue('12:30 AM');
  await expect(page.getByRole('textbox', { name: 'Monday, range 1, to' })).toHaveValue('8:30 AM');

  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  await page.getByRole('radio', { name: 'An empty week' }).check();
  await page.getByRole('button', { name: 'Start over from this' }).click();
  const startOver = page.getByRole('dialog', { name: 'Start over?' });
  await expect(startOver.getByRole('button', { name: 'Start over' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(from).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(from).toHaveValue('9:00 AM');
});

async function openWeeklyHours(page: Page) {
  await page.goto('/meetings?host=noah.cohen%40example.com');
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await page.getByRole('button', { name: 'Set weekly hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly hours for many links' })).toBeVisible();
}

test(`axe at 1280 px on Activity with entries, an availability and weekly hours for many links, light and dark`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { availabilityId } = await seededRecords(page);
  await page.goto(`/availabilities/${availabilityId}`);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  await page.getByRole('switch', { name: 'Saturday' }).check();
  await page.keyboard.press('ControlOrMeta+s');
  // The read-back's answer, not its "Reading the availability back…" step.
  await expect(page.getByText(/^Saved: the workspace now holds/)).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
  await openWeeklyHours(page);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolationsLightAndDark(page);
});

test(`weekly hours for many links at 390 px: no sideways page scroll, axe clean, light and dark`, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWeeklyHours(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolationsLightAndDark(page);
});
