import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, sandboxGet, test } from './fixtures';

// New links: one created from a template and opened on its page; a one-off address made on a link's
// page and copied to the clipboard; axe on both screens, light and dark, at 1280 and 390 px.

interface Link {
  id: string;
  sid: string;
  name: string;
  slug: string;
  duration: number;
}
interface Member {
  email: string;
  first_name: string;
  active: boolean;
}

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

async function arrange(page: Page) {
  const { templates } = await sandboxGet<{ templates: Link[] }>(page, '/v1/meeting_templates');
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members');
  const template = templates.find((t) => /^[\w #]+$/.test(t.name))!;
  const host = team_members.find((m) => m.active && /^[A-Za-z]+$/.test(m.first_name))!;
  return { template, host };
}

async function creates(page: Page) {
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: { method: string; path: string; body: unknown }[];
  };
  return requests.filter((r) => r.method === 'POST' && r.path === '/api/external/v1/meetings');
}

test('a link created from a template opens on its own page, found by its name on the links page', async ({ page }) => {
  const { template, host } = await arrange(page);
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'New link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New scheduling link' })).toBeVisible();
  const start = page.getByRole('combobox', { name: 'Start from' });
  await expect(start.getByRole('option', { name: `Template: ${template.name}` })).toBeAttached();
  await start.selectOption({ label: `Template: ${template.name}` });
  await expect(page.getByRole('textbox', { name: 'Duration (minutes)' })).toHaveValue(String(template.duration));
  await page.getByRole('textbox', { name: 'Name' }).fill('Quarterly review');
  const hosts = page.getByRole('combobox', { name: 'Hosts' });
  await hosts.fill(host.first_name);
  await hosts.press('Enter');
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quarterly review' })).toBeVisible();
  expect((await creates(page)).map((r) => r.body)).toEqual([
    {
      template_id: template.id,
      name: 'Quarterly review',
      slug: 'quarterly-review',
      hosts: [host.email.toLowerCase()],
      duration: template.duration,
    },
  ]);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('quarterly-review');

  await page.getByRole('link', { name: 'Scheduling links' }).first().click();
  await page.getByRole('searchbox', { name: 'Name or slug' }).fill('quarterly');
  await expect(page.getByRole('link', { name: 'Quarterly review', exact: true })).toBeVisible();
});

test('a one-off link made on a link’s page and copied in one click', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { meetings } = await sandboxGet<{ meetings: Link[] }>(page, '/v1/meetings?page_number=1&page_size=5');
  const link = meetings[0]!;
  await page.goto(`/meetings/${link.sid}`);
  const section = page.getByRole('region', { name: 'One-off link' });
  await section.getByRole('button', { name: 'Create one-off link' }).click();
  const address = section.getByRole('textbox', { name: 'One-off link address' });
  await expect(address).toHaveValue(/^https:\/\/sandbox\.neetocal\.com\/one-off-[0-9a-f]{12}$/);
  await section.getByRole('button', { name: 'Copy address' }).click();
  await expect(section.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
});

test('axe light and dark at 1280 and 390 px: the new-link form with its errors, and a one-off address', async ({
  page,
}) => {
  const { meetings } = await sandboxGet<{ meetings: Link[] }>(page, '/v1/meetings?page_number=1&page_size=5');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/meetings/new');
    await expect(page.getByRole('combobox', { name: 'Start from' })).toBeVisible();
    await page.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Give the link a name/);
    await expectNoAxeViolationsLightAndDark(page);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.goto(`/meetings/${meetings[0]!.sid}`);
    const section = page.getByRole('region', { name: 'One-off link' });
    await section.getByRole('button', { name: 'Create one-off link' }).click();
    await expect(section.getByRole('textbox', { name: 'One-off link address' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page);
    await page.emulateMedia({ colorScheme: 'light' });
  }
});
