import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, releaseHeld, sandboxGet, settled, test } from './fixtures';

// Writes: one request per intent, nothing sent while a field shows an error, and an answer that
// never came said as "may have been saved", checked by reading back, never resent on its own.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

interface Logged {
  method: string;
  path: string;
  body: unknown;
}
const sent = async (page: Page, method: string, path: string | RegExp) => {
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: Logged[];
  };
  return requests.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  );
};

async function firstLink(page: Page) {
  const { meetings } = await sandboxGet<{ meetings: { sid: string; name: string }[] }>(
    page,
    '/v2/meetings?page_number=1&page_size=3',
  );
  return meetings[0]!;
}

/**
 * The new-availability form, filled, once the page has learnt whether the workspace lets it read
 * availabilities back (the check it sends on opening): what an unclear create says depends on it.
 * Each test's browser is new, so the check is always sent (a browser that knew would not send it).
 */
async function fillNewAvailability(page: Page, name: string) {
  const learnt = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().includes('/api/external/v1/availabilities'),
    { timeout: 15_000 },
  );
  await page.goto('/availabilities/new');
  await page.getByRole('combobox', { name: 'Team member email' }).fill('priya.raghunathan@example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await learnt;
}

test('double-clicking "Replace" in the confirm dialog sends one request', async ({ page }) => {
  const link = await firstLink(page);
  await page.goto(`/meetings/${link.sid}/availability`);
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  await page.getByRole('button', { name: "Replace the link's hours" }).click();
  await page
    .getByRole('dialog', { name: `Replace the weekly hours of ${link.name}?` })
    .getByRole('button', { name: 'Replace' })
    .dblclick();
  await expect(page.getByText(`Weekly hours of ${link.name} replaced`)).toBeVisible();
  expect(await sent(page, 'POST', `/api/external/v1/meetings/${link.sid}/availability`)).toHaveLength(1);
});

test('Enter pressed twice in a field creates one availability', async ({ page }) => {
  await fillNewAvailability(page, 'Enter twice');
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();
  expect(await sent(page, 'POST', '/api/external/v2/availabilities')).toHaveLength(1);
});

test('a typed range that shows an error stops "Create availability" and Enter; focus goes to it', async ({ page }) => {
  await fillNewAvailability(page, 'Bad Tuesday');
  await page.getByRole('switch', { name: 'Tuesday' }).check();
  const to = page.getByRole('textbox', { name: 'Tuesday, range 1, to' });
  await to.fill('8:00am');
  await to.press('Tab');
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(to).toBeFocused();
  await to.press('Enter');
  await page.getByRole('textbox', { name: 'Name' }).press('Enter');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'New availability' })).toBeVisible();
  expect(await sent(page, 'POST', /availabilities$/)).toHaveLength(0);
  // Fixed, it goes, with what the list shows.
  await to.fill('11:00 am');
  await to.press('Tab');
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();
  const [post] = await sent(page, 'POST', '/api/external/v2/availabilities');
  expect((post!.body as { periods: unknown[] }).periods).toEqual([
    { wday: 'tuesday', start_time: '09:00 AM', end_time: '11:00 AM' },
  ]);
});

test('a typed range that shows an error stops replacing a link’s hours', async ({ page }) => {
  const link = await firstLink(page);
  await page.goto(`/meetings/${link.sid}/availability`);
  await page.getByRole('switch', { name: 'Tuesday' }).check();
  const to = page.getByRole('textbox', { name: 'Tuesday, range 1, to' });
  await to.fill('8:00am');
  await to.press('Tab');
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await page.getByRole('button', { name: "Replace the link's hours" }).click();
  await expect(to).toBeFocused();
  await to.press('Enter');
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await sent(page, 'POST', `/api/external/v1/meetings/${link.sid}/availability`)).toHaveLength(0);
});

test('a save that times out says "may have been saved", reads the member back, and confirms it once the change shows', async ({
  page,
}) => {
  // The client gives up after 20 s: the page's clock is moved on instead of waiting.
  await page.clock.install();
  const { team_members } = await sandboxGet<{ team_members: { id: string; first_name: string }[] }>(
    page,
    '/v1/team_members',
  );
  const priya = team_members.find((m) => m.first_name === 'Priya')!;
  await page.goto(`/team-members/${priya.id}`);
  const role = page.getByRole('combobox', { name: 'Organization role' });
  await role.fill('Manager');
  // The workspace applies the change, but only after the client stopped waiting (held until then).
  await injectFault(page, { path: `/api/external/v1/team_members/${priya.id}`, method: 'PATCH', hold: true, times: 1 });
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect.poll(async () => (await sent(page, 'PATCH', /team_members/)).length).toBe(1);
  await page.clock.fastForward(20_000);
  const outcome = page.getByRole('alert').filter({ hasText: 'The changes may have been saved' });
  await expect(outcome).toContainText('The workspace did not answer in time.');
  await expect(outcome).toContainText('does not show the change yet');
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  // A submit now sends nothing: only the explicit actions of the outcome do.
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(outcome).toBeFocused();
  expect(await releaseHeld(page)).toBe(1);
  expect(
    (
      await sandboxGet<{ team_members: { id: string; organization_role: string }[] }>(page, '/v1/team_members')
    ).team_members.find((m) => m.id === priya.id)?.organization_role,
  ).toBe('Manager');
  await outcome.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Priya Raghunathan: role saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'No changes to save' })).toBeDisabled();
  expect(await sent(page, 'PATCH', /team_members/)).toHaveLength(1);
});

test('a server failure on create: read back, "not found — it was not created", nothing resent on its own, "Create again" only when asked', async ({
  page,
}) => {
  await fillNewAvailability(page, 'Uncertain hours');
  await page.getByRole('switch', { name: 'Monday' }).check();
  await injectFault(page, { path: '/api/external/v2/availabilities', method: 'POST', status: 502, times: 1 });
  await page.getByRole('button', { name: 'Create availability' }).click();
  const outcome = page.getByRole('alert').filter({ hasText: 'Not found: it was not created' });
  await expect(outcome).toContainText('The workspace reported a problem of its own while answering.');
  await expect(outcome).toContainText(
    'none is named “Uncertain hours” with these weekly hours. You can create it again.',
  );
  // The check read the member's availabilities, by email, after the create.
  const reads = await sent(page, 'GET', '/api/external/v1/availabilities');
  expect(reads.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(outcome).toBeFocused();
  await page.getByRole('textbox', { name: 'Name' }).press('Enter');
  await settled(page);
  expect(await sent(page, 'POST', '/api/external/v2/availabilities')).toHaveLength(1);
  await outcome.getByRole('button', { name: 'Create again' }).click();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();
  expect(await sent(page, 'POST', '/api/external/v2/availabilities')).toHaveLength(2);
});

test('a create whose answer never came: not found yet, then "saved — confirmed by reading back" once it lands, sent once', async ({
  page,
}) => {
  await page.clock.install();
  await fillNewAvailability(page, 'Late hours');
  await page.getByRole('switch', { name: 'Wednesday' }).check();
  // The workspace creates it, but only after the client stopped waiting (held until then).
  await injectFault(page, { path: '/api/external/v2/availabilities', method: 'POST', hold: true, times: 1 });
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect.poll(async () => (await sent(page, 'POST', '/api/external/v2/availabilities')).length).toBe(1);
  await page.clock.fastForward(20_000);
  const outcome = page.getByRole('alert').filter({ hasText: 'Not found yet' });
  await expect(outcome).toContainText('The workspace did not answer in time.');
  await expect(outcome).toContainText('A late create may still arrive: check again in a moment, or create it again.');
  await expectNoAxeViolations(page);
  expect(await releaseHeld(page)).toBe(1);
  expect(
    (
      await sandboxGet<{ availabilities: { name: string }[] }>(
        page,
        '/v1/availabilities?emails[]=priya.raghunathan%40example.com&page_size=100',
      )
    ).availabilities.map((a) => a.name),
  ).toContain('Late hours');
  await outcome.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();
  await expect(page.getByText(/Saved — confirmed by reading back/)).toBeVisible();
  expect(await sent(page, 'POST', '/api/external/v2/availabilities')).toHaveLength(1);
});

test('without availability reads, an unclear create says it cannot be checked and how to look in NeetoCal', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox({ capabilities: { availabilityReads: false } });
  await fillNewAvailability(page, 'Unchecked hours');
  await page.getByRole('switch', { name: 'Monday' }).check();
  await injectFault(page, { path: '/api/external/v2/availabilities', method: 'POST', status: 502, times: 1 });
  await page.getByRole('button', { name: 'Create availability' }).click();
  const outcome = page.getByRole('alert').filter({ hasText: 'The availability may have been created' });
  await expect(outcome).toContainText(
    'This workspace does not let Slotboard read availabilities back, so Slotboard cannot check whether it was created.',
  );
  await expect(outcome).toContainText(
    'In NeetoCal, open the availabilities of priya.raghunathan@example.com and look for “Unchecked hours” before creating it again',
  );
  await expect(outcome.getByRole('button', { name: 'Check again' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: Logged[];
  };
  const afterCreate = requests.slice(requests.findIndex((r) => r.method === 'POST') + 1);
  expect(afterCreate.filter((r) => r.path.includes('/availabilities'))).toEqual([]);
  expect(await sent(page, 'POST', '/api/external/v2/availabilities')).toHaveLength(1);
});

test('a link whose answer never came: the link list is read back, and the change it shows confirms the replace', async ({
  page,
}) => {
  await page.clock.install();
  const link = await firstLink(page);
  await page.goto(`/meetings/${link.sid}/availability`);
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  await injectFault(page, {
    path: `/api/external/v1/meetings/${link.sid}/availability`,
    method: 'POST',
    hold: true,
    times: 1,
  });
  await page.getByRole('button', { name: "Replace the link's hours" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
  await expect.poll(async () => (await sent(page, 'POST', /availability$/)).length).toBe(1);
  await page.clock.fastForward(20_000);
  const outcome = page.getByRole('alert').filter({ hasText: 'The hours may have been replaced' });
  await expect(outcome).toContainText('The workspace did not answer in time.');
  await expect(outcome).toContainText('does not show the change yet');
  expect((await sent(page, 'GET', /\/meetings$/)).length).toBeGreaterThan(0);
  // The late write lands; reading back now shows the link changed.
  expect(await releaseHeld(page)).toBe(1);
  await outcome.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText(`Weekly hours of ${link.name} replaced`)).toBeVisible();
  expect(await sent(page, 'POST', `/api/external/v1/meetings/${link.sid}/availability`)).toHaveLength(1);
});
