import type { Page } from '@playwright/test';
import { expect, heldRequests, injectFault, releaseHeld, test } from './fixtures';

// The availability reads check against a workspace whose list refuses a request without emails[]
// (the sandbox, as the vendor's OpenAPI documents it): Settings says "yes" only once a valid check
// (a member's address in emails[]) has answered with a list, the board reads every member, and no
// screen prints a console error, a failed resource load included.

interface Logged {
  method: string;
  path: string;
  query: string;
  status?: number;
}

const availabilityLists = async (page: Page) => {
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: Logged[];
  };
  return requests.filter((r) => r.method === 'GET' && r.path === '/api/external/v1/availabilities');
};

test('Settings says yes only after a valid check, the board reads every member, and no screen logs a console error', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox();
  await page.request.delete('/sandbox/demo/__sandbox/requests');
  // The shared fixture lets "Failed to load resource" pass (journeys that expect a refusal); here
  // nothing may be refused, so every console error counts.
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });

  // The check is held: until it answers, Settings says it is checking, never yes.
  await injectFault(page, {
    path: '/api/external/v1/availabilities',
    method: 'GET',
    query: { page_size: '1' },
    hold: true,
    times: 1,
  });
  await page.goto('/settings');
  const lines = page.getByRole('list', { name: 'What this workspace lets Slotboard do' });
  await expect(lines).toContainText(/read availabilities:\s*checking…/);
  await expect.poll(() => heldRequests(page)).toBe(1);
  await expect(lines).not.toContainText(/read availabilities:\s*yes/);
  const [check] = await availabilityLists(page);
  expect(new URLSearchParams(check!.query).getAll('emails[]')).toEqual(['oliver.smith@example.com']);

  expect(await releaseHeld(page)).toBe(1);
  await expect(lines).toContainText(/read availabilities:\s*yes/);
  expect((await availabilityLists(page)).map((r) => r.status)).toEqual([200]);

  await page.goto('/availabilities/new');
  await expect(page.getByRole('combobox', { name: 'Team member email' })).toBeVisible();

  await page.goto('/availabilities');
  const members = page.getByRole('grid', { name: 'Team members' });
  await expect(members.getByRole('rowgroup').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
  await expect(members.getByText('Default').first()).toBeVisible();
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /^Pick the default availability of the 12 members shown$/ }),
  ).toBeEnabled();

  // Every list this journey sent named members by address, and every one was answered with a list.
  const lists = await availabilityLists(page);
  expect(lists.length).toBeGreaterThan(1);
  for (const r of lists) {
    const emails = new URLSearchParams(r.query).getAll('emails[]');
    expect(emails.length, r.query).toBeGreaterThan(0);
    expect(
      emails.every((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)),
      r.query,
    ).toBe(true);
    expect(r.status, r.query).toBe(200);
  }
  expect(consoleErrors).toEqual([]);
});

test('a refused check is never a yes: Settings says it could not tell, and asks again on the next visit', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox();
  await injectFault(page, {
    path: '/api/external/v1/availabilities',
    method: 'GET',
    query: { page_size: '1' },
    status: 400,
    times: 1,
  });
  await page.goto('/settings');
  const lines = page.getByRole('list', { name: 'What this workspace lets Slotboard do' });
  await expect(lines).toContainText(/read availabilities:\s*could not tell/);
  await expect(lines).not.toContainText(/read availabilities:\s*yes/);
  await lines.page().getByRole('button', { name: "Check the workspace's features again" }).click();
  await expect(lines).toContainText(/read availabilities:\s*yes/);
});
