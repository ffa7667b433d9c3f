import type { Page } from '@playwright/test';
import { expect, injectFault, sandboxGet, test } from './fixtures';

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

interface Member {
  id: string;
  first_name: string;
  email: string;
  time_zone: string;
  organization_role: string;
  active: boolean;
}

async function openPriya(page: Page) {
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members');
  const priya = team_members.find((m) => m.first_name === 'Priya')!;
  await page.goto('/team-members');
  await page.getByRole('link', { name: 'Priya Raghunathan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raghunathan' })).toBeVisible();
  return priya;
}

test('a role in the wrong case gets the service message on the role field; fixed, it saves only the role', async ({
  page,
}) => {
  const priya = await openPriya(page);
  const role = page.getByRole('combobox', { name: 'Organization role' });
  await role.fill('admin');
  await expect(page.getByRole('button', { name: 'Save role' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(role).toHaveAccessibleDescription(/roles are case sensitive \(did you mean 'Admin'\?\)/);
  await expect(role).toHaveValue('admin');
  await role.fill('Admin');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Priya Raghunathan: role saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'No changes to save' })).toBeDisabled();
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: { method: string; path: string; body: unknown }[];
  };
  const patches = requests.filter(
    (r) => r.method === 'PATCH' && r.path === `/api/external/v1/team_members/${priya.id}`,
  );
  expect(patches.map((p) => p.body)).toEqual([{ organization_role: 'admin' }, { organization_role: 'Admin' }]);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Organization role' })).toHaveValue('Admin');
});

test('deactivating asks first and says what it means; the list shows it', async ({ page }) => {
  await openPriya(page);
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save active' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Priya Raghunathan?' });
  await expect(dialog).toContainText('will no longer be able to use the workspace');
  await dialog.getByRole('button', { name: 'Keep active' }).click();
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save active' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Priya Raghunathan deactivated')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team members' }).click();
  await expect(
    page.getByRole('region', { name: 'Team members table' }).locator('tbody tr', { hasText: 'Priya' }),
  ).toContainText('Inactive');
  // Reactivating does not ask.
  await page.getByRole('link', { name: 'Priya Raghunathan', exact: true }).click();
  await page.getByRole('switch', { name: 'Active' }).check();
  await page.getByRole('button', { name: 'Save active' }).click();
  await expect(page.getByText('Priya Raghunathan reactivated')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('changing the time zone changes the local time shown, and survives a reload once saved', async ({ page }) => {
  await openPriya(page);
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  const kolkataTime = await page.getByText(/^Local time there now:/).innerText();
  await zone.click();
  await zone.fill('Los Angeles');
  await page.getByRole('option', { name: /Los Angeles/ }).click();
  await expect(page.getByText(/^Local time there now:/)).not.toHaveText(kolkataTime);
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Priya Raghunathan: time zone saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/America\/Los_Angeles/);
});

test('an injected 500 is said as "may have been saved", checked by reading back; the form stays as typed and a reload keeps the draft', async ({
  page,
}) => {
  await openPriya(page);
  await page.getByRole('textbox', { name: 'First name' }).fill('Priyanka');
  await page.getByRole('textbox', { name: 'Email' }).fill('priyanka@example.com');
  await injectFault(page, { path: '/api/external/v1/team_members/*', method: 'PATCH', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Save first name and email' }).click();
  const outcome = page.getByRole('alert').filter({ hasText: 'The changes may have been saved' });
  await expect(outcome).toContainText('The workspace reported a problem of its own while answering.');
  await expect(outcome).toContainText('does not show the change yet');
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priyanka');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('priyanka@example.com');
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priyanka');
  await page.getByRole('button', { name: 'Save first name and email' }).click();
  await expect(page.getByText('Priyanka Raghunathan: first name and email saved')).toBeVisible();
});

test('a member deleted meanwhile: the form says so and leads back', async ({ page }) => {
  await openPriya(page);
  await page.getByRole('textbox', { name: 'Last name' }).fill('R.');
  await injectFault(page, {
    path: '/api/external/v1/team_members/*',
    method: 'PATCH',
    status: 404,
    body: { error: 'Team member not found' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Save last name' }).click();
  await expect(page.getByText('This member no longer exists')).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Back to the team members' })).toBeVisible();
});

test('the whole form by keyboard', async ({ page }) => {
  await openPriya(page);
  await page.getByRole('textbox', { name: 'First name' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('End');
  await page.keyboard.type(' Jr.');
  await page.keyboard.press('Tab'); // email
  await page.keyboard.press('Tab'); // time zone
  await page.keyboard.press('Tab'); // role
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Manager');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab'); // active
  await page.keyboard.press('Tab'); // save
  await expect(page.getByRole('button', { name: 'Save last name and role' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Priya Raghunathan Jr.: last name and role saved')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Raghunathan Jr.');
});
