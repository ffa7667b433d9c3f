import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, sandboxGet, settled, test } from './fixtures';

// New members from the team list: three addresses, one typed twice and one that is not an address,
// each named before sending; one POST; the answer per address checked against the sandbox's records.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

interface Member {
  email: string;
  organization_role: string;
  active: boolean;
}
const NEW = ['ada.new@example.com', 'bo.new@example.com', 'cy.new@example.com'];
const PASTED = `"New, Ada" <ada.new@example.com>, bo.new@example.com\ncy.new@example.com; ADA.NEW@example.com bad@`;

async function posts(page: Page) {
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: { method: string; path: string; body: unknown; status?: number }[];
  };
  return requests.filter((r) => r.method === 'POST' && r.path === '/api/external/v1/team_members');
}

async function openAddMembers(page: Page) {
  await page.goto('/team-members');
  await page.getByRole('link', { name: 'Add members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add members' })).toBeVisible();
  return page.getByRole('textbox', { name: 'Addresses' });
}

for (const width of [1280, 390]) {
  test(`adds three members named one by one, a repeat and a bad address left out (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const field = await openAddMembers(page);
    await field.fill(PASTED);
    const typed = page.getByRole('list', { name: 'Addresses typed' });
    await expect(typed.getByRole('listitem').filter({ hasText: 'bad@' })).toContainText(
      'This is not an email address.',
    );
    // Matched by case: the first "ada.new" is the one sent, the repeat in capitals is not.
    await expect(typed.getByRole('listitem').filter({ hasText: /ADA\.NEW@example\.com/ })).toContainText(
      'Typed again: it is sent once, as “"New, Ada" <ada.new@example.com>”',
    );
    await expect(field).toHaveAccessibleDescription(/not an email address: “bad@”; 1 typed twice/);
    await expectNoAxeViolationsLightAndDark(page);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Add 3 members' }).click();
    await expect(page.getByText('3 of 3 members added')).toBeVisible();
    const answered = page.getByRole('list', { name: 'What the workspace answered' });
    for (const email of NEW)
      await expect(answered.getByRole('listitem').filter({ hasText: email })).toContainText('Added');
    // Only what still needs the admin stays in the field.
    await expect(field).toHaveValue('bad@');

    // The other side of the wire: one POST with each new address once, and the records it made.
    await settled(page);
    expect((await posts(page)).map((p) => [p.body, p.status])).toEqual([
      [{ emails: NEW, organization_role: 'Standard' }, 200],
    ]);
    const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members');
    for (const email of NEW)
      expect(
        team_members.filter((m) => m.email.toLowerCase() === email).map((m) => [m.organization_role, m.active]),
      ).toEqual([['Standard', true]]);
    expect(team_members.some((m) => m.email.startsWith('bad@'))).toBe(false);
    await expectNoAxeViolationsLightAndDark(page);

    // The list shows them, and typing them again names them as members: nothing is sent twice.
    await page.emulateMedia({ colorScheme: 'light' });
    await field.fill(NEW.join(' '));
    await expect(page.getByRole('button', { name: 'No new members to add' })).toBeVisible();
    await expect(typed.getByRole('listitem').filter({ hasText: 'bo.new@example.com' })).toContainText(
      'Already a member',
    );
  });
}

test('a workspace without the route: the action is hidden behind one sentence, learned from its 404', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox({ capabilities: { addMembers: false } });
  const field = await openAddMembers(page);
  await field.fill('lone.new@example.com');
  await page.getByRole('button', { name: 'Add 1 member' }).click();
  await expect(
    page.getByText('This workspace does not offer adding members through its API: add them in NeetoCal.'),
  ).toBeVisible();
  await page.getByRole('link', { name: '← Team members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
  await expect(page.getByText(/does not offer adding members/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add members' })).toHaveCount(0);
});
