import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, sandboxGet, test } from './fixtures';

// A link's settings edited on its page: hosts changed and the link found by its new host on the
// links page; the key presses of renaming a link and of adding a host; axe in both schemes and widths.

interface Link {
  sid: string;
  name: string;
  slug: string;
  hosts: { name: string; email: string }[];
}
interface Member {
  email: string;
  first_name: string;
  last_name: string;
  active: boolean;
}

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

/** A link with one host and a plain name, and the active member who hosts the fewest links besides. */
async function arrange(page: Page) {
  const { meetings } = await sandboxGet<{ meetings: Link[] }>(page, '/v1/meetings');
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members');
  const link = meetings.find((m) => m.hosts.length === 1 && /^[\w ]+$/.test(m.name))!;
  const hosted = (email: string) => meetings.filter((m) => m.hosts.some((h) => h.email === email)).length;
  const newHost = team_members
    .filter((m) => m.active && /^[A-Za-z]+$/.test(m.first_name) && m.email !== link.hosts[0]!.email)
    .sort((a, b) => hosted(a.email) - hosted(b.email))[0]!;
  return { link, newHost };
}

async function patches(page: Page, sid: string) {
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: { method: string; path: string; body: unknown }[];
  };
  return requests.filter((r) => r.method === 'PATCH' && r.path === `/api/external/v1/meetings/${sid}`);
}

test('a new host for a link, then the link found by that host on the links page', async ({ page }) => {
  const { link, newHost } = await arrange(page);
  const fullName = `${newHost.first_name} ${newHost.last_name}`;
  await page.goto(`/meetings/${link.sid}`);
  await expect(page.getByRole('heading', { level: 1, name: link.name })).toBeVisible();
  const hosts = page.getByRole('combobox', { name: 'Hosts' });
  await hosts.fill(newHost.first_name);
  await hosts.press('Enter');
  const pending = page.getByRole('region', { name: 'What saving will change' });
  await expect(pending).toContainText(`Hosts: ${fullName} added`);
  await page.getByRole('button', { name: 'Save hosts' }).click();
  await expect(page.getByText(`${link.name}: change saved`)).toBeVisible();
  expect((await patches(page, link.sid)).map((p) => p.body)).toEqual([
    { hosts: [link.hosts[0]!.email.toLowerCase(), newHost.email.toLowerCase()] },
  ]);

  await page.getByRole('link', { name: 'Scheduling links' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling links' })).toBeVisible();
  const filter = page.getByRole('combobox', { name: 'Hosts' });
  await filter.fill(newHost.first_name);
  await filter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`host=${encodeURIComponent(newHost.email.toLowerCase())}`));
  await expect(page.getByRole('link', { name: link.name, exact: true })).toBeVisible();
});

test('a taken slug is said at the slug field; axe light and dark at 1280 and 390 px', async ({ page }) => {
  const { link } = await arrange(page);
  const { meetings } = await sandboxGet<{ meetings: Link[] }>(page, '/v1/meetings?page_number=1&page_size=5');
  const taken = meetings.find((m) => m.sid !== link.sid)!.slug;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/meetings/${link.sid}`);
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await slug.fill(taken);
  await page.getByRole('button', { name: 'Save slug' }).click();
  await expect(slug).toHaveAccessibleDescription(/Slug has already been taken/);
  await expect(slug).toBeFocused();
  await expectNoAxeViolationsLightAndDark(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await slug.fill('Not a slug');
  await expect(slug).toHaveAccessibleDescription(/Use lower-case letters, digits and hyphens only/);
  await expectNoAxeViolationsLightAndDark(page);
});

class Keys {
  count = 0;
  constructor(private readonly page: Page) {}
  async press(key: string) {
    await this.page.keyboard.press(key);
    this.count++;
  }
  type(text: string) {
    return this.page.keyboard.type(text);
  }
  async tabTo(target: Locator, max = 30) {
    await target.waitFor();
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
      await this.press('Tab');
    }
    throw new Error(`not reached by ${max} Tab presses`);
  }
}

test('renaming a link and adding a host to it by keyboard alone: key presses counted', async ({ page }) => {
  const { link, newHost } = await arrange(page);
  // Each job starts on the link's page, opened from the list, focus on its heading (a page opened
  // by its address keeps the browser's own start).
  const openFromList = async (name: string) => {
    await page.goto(`/meetings?host=${encodeURIComponent(link.hosts[0]!.email)}`);
    await page.getByRole('link', { name, exact: true }).first().click();
  };
  await openFromList(link.name);
  const heading = page.getByRole('heading', { level: 1, name: link.name });
  await expect(heading).toBeFocused();
  let keys = new Keys(page);
  await keys.tabTo(page.getByRole('textbox', { name: 'Name' }));
  await keys.press('ControlOrMeta+a');
  await keys.type('Renamed by keyboard');
  await keys.press('ControlOrMeta+s');
  await expect(page.getByText('Renamed by keyboard: change saved')).toBeVisible();
  const rename = keys.count;

  await openFromList('Renamed by keyboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed by keyboard' })).toBeFocused();
  keys = new Keys(page);
  await keys.tabTo(page.getByRole('combobox', { name: 'Hosts' }));
  await keys.type(newHost.first_name);
  await keys.press('Enter');
  await keys.press('ControlOrMeta+s');
  await expect(page.getByText('Renamed by keyboard: change saved')).toBeVisible();
  const addHost = keys.count;
  const counts = { renameLink: rename, addHost };
  console.log(`Key presses (characters typed not counted): ${JSON.stringify(counts)}`);
  test.info().annotations.push({ type: 'key-counts', description: JSON.stringify(counts) });
  expect(rename).toBeLessThanOrEqual(5);
  expect(addHost).toBeLessThanOrEqual(9);
});

test('durations: one added as a second default is refused in plain words; added, then made the default', async ({
  page,
}) => {
  const { link } = await arrange(page);
  const { durations } = await sandboxGet<{ durations: { duration: number; is_default: boolean }[] }>(
    page,
    `/v1/meetings/${link.sid}/durations`,
  );
  const free = [25, 35, 55].find((n) => !durations.some((d) => d.duration === n))!;
  await page.goto(`/meetings/${link.sid}`);
  const section = page.getByRole('region', { name: 'Durations' });
  const minutes = section.getByRole('textbox', { name: 'New duration (minutes)' });
  await minutes.fill('1441');
  await expect(minutes).toHaveAccessibleDescription(/whole number of minutes from 1 to 1440/);
  await expect(section.getByRole('button', { name: 'Add duration' })).toBeDisabled();
  await minutes.fill(String(free));
  await section.getByRole('checkbox', { name: 'Make it the default' }).check();
  await section.getByRole('button', { name: 'Add duration' }).click();
  await expect(section.getByRole('alert')).toContainText('Only one duration can be the default');
  await section.getByRole('checkbox', { name: 'Make it the default' }).uncheck();
  await section.getByRole('button', { name: 'Add duration' }).click();
  await expect(section.getByRole('status')).toContainText('Durations saved.');
  await section.getByRole('button', { name: `Make ${free} min the default` }).click();
  const list = section.getByRole('list', { name: 'Durations of this link' });
  await expect(list.getByRole('listitem').filter({ has: page.getByText('Default', { exact: true }) })).toContainText(
    `${free} min`,
  );
  const after = await sandboxGet<{ durations: { duration: number; is_default: boolean }[] }>(
    page,
    `/v1/meetings/${link.sid}/durations`,
  );
  expect(after.durations.filter((d) => d.is_default).map((d) => d.duration)).toEqual([free]);
  await expectNoAxeViolationsLightAndDark(page, ['section[aria-labelledby]']);
});
