import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { connectHostile } from './hostile-kit';

// Finding a member's links by name, a workspace that ignores the filter, and the zone
// picker found by country and abbreviation.

const table = (page: Page) => page.getByRole('region', { name: 'Scheduling links table' });

test('from a member row to "Links hosted by" them: the filter shows the name, the URL keeps the email', async ({
  page,
}) => {
  await page.goto('/team-members');
  await page.getByRole('link', { name: 'Links hosted by Lucas Ferreira' }).click();
  await expect(page).toHaveURL(/\/meetings\?host=lucas\.ferreira%40example\.com$/);
  const chosen = page.getByRole('list', { name: 'Chosen hosts' });
  await expect(chosen.getByText('Lucas Ferreira', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove host Lucas Ferreira (lucas.ferreira@example.com)' }),
  ).toBeVisible();
  const rows = table(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Lucas Ferreira');
  // The member's own page links there too.
  await page.goto('/team-members');
  await page.getByRole('link', { name: 'Lucas Ferreira', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Links hosted by Lucas Ferreira' })).toHaveAttribute(
    'href',
    '/meetings?host=lucas.ferreira%40example.com',
  );
});

test('the Hosts filter by keyboard: a name finds the member, "nobody" is said plainly, axe in both schemes', async ({
  page,
}) => {
  await page.goto('/meetings');
  await expect(table(page).locator('tbody tr')).toHaveCount(30);
  const hosts = page.getByRole('combobox', { name: 'Hosts' });
  await hosts.focus();
  await page.keyboard.type('sofia');
  const listbox = page.getByRole('listbox', { name: 'Team members' });
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await expect(listbox.getByRole('option')).toContainText('sofia.lindqvist@example.com');
  await expect(hosts).toHaveAttribute('aria-expanded', 'true');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toContainText('Sofia Lindqvist');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/host=sofia\.lindqvist%40example\.com/);
  await expect(hosts).toBeFocused();
  await page.keyboard.type('nobody');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('No team member matches “nobody”. Type a full email to filter by someone outside the team.'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/nobody/);
});

test('a workspace that ignores the host filter is said to, and none of its other links is shown as filtered', async ({
  page,
}) => {
  await connectHostile(page);
  await page.goto('/meetings?host=member1@hostile.test');
  await expect(page.getByText('This workspace ignored the host filter')).toBeVisible();
  await expect(page.getByText(/Hostile link/)).toHaveCount(0);
  await page.goto('/meetings?host=member1@hostile.test&view=all');
  await expect(page.getByText('This workspace ignored the host filter')).toBeVisible();
  await expect(page.getByText(/Hostile link/)).toHaveCount(0);
});

test('the zone picker finds India and EST, and offers São Paulo while browsing', async ({ page }) => {
  await page.goto('/availabilities/new');
  const zone = page.getByRole('combobox', { name: 'Hours are given in' });
  await zone.click();
  await expect(page.getByRole('option', { name: /America\/Sao_Paulo/ })).toBeAttached();
  await expect(page.getByRole('option', { name: /Asia\/Vladivostok/ })).toBeAttached();
  await zone.fill('India');
  await expect(page.getByRole('option').first()).toHaveText('Kolkata, India (UTC+05:30) · Asia/Kolkata');
  await zone.fill('EST');
  await expect(page.getByRole('option').first()).toContainText('America/New_York');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(zone).toHaveValue(/America\/New_York/);
});
