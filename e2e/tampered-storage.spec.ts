import { expect, expectNoAxeViolationsLightAndDark, test } from './fixtures';

// Nothing stored can stop Slotboard: a workspace entry whose address is not a web address, left by a
// hand edit, another version or another tab, is dropped alone with a notice, and the rest works.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

// The screens are the same whatever the address was: axe reads them once, for the first.
const ADDRESSES = ['not a url', '', 'https://'];
for (const address of ADDRESSES) {
  const axe = address === ADDRESSES[0];
  test(`a stored workspace whose address is ${JSON.stringify(address)} is dropped alone; the good one works and Settings opens`, async ({
    page,
  }) => {
    // Written before the app's first script, once (a reload later must find what the app kept): no
    // live app reads the list meanwhile and drops the entry on a screen the journey is about to leave.
    await page.addInitScript((address) => {
      if (window.sessionStorage.getItem('journey.tampered')) return;
      window.sessionStorage.setItem('journey.tampered', '1');
      const tampered = {
        id: 'tampered',
        label: 'Tampered',
        address,
        mode: 'server',
        apiVersion: 'latest',
        remember: true,
        sandbox: false,
      };
      const good = {
        id: 'sandbox',
        label: 'Sandbox workspace',
        address: `${window.location.origin}/sandbox/demo`,
        mode: 'direct',
        apiVersion: 'latest',
        remember: false,
        sandbox: true,
      };
      window.localStorage.setItem(
        'slotboard.workspaces.v1',
        JSON.stringify({ workspaces: [tampered, good], activeId: 'tampered' }),
      );
      window.localStorage.setItem('slotboard.key.tampered', 'tampered-key');
    }, address);

    await page.goto('/meetings');
    const notice = page.getByRole('alert').filter({ hasText: 'Something saved in this browser could not be read' });
    await expect(notice).toContainText(
      'Slotboard removed the saved workspace "Tampered", as its address or settings could not be used; your other workspaces and keys are kept',
    );
    // The good workspace took over and its links are listed.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sandbox workspace' })).toBeVisible();
    await expect(page.getByText('1–30 of 120 links')).toBeVisible();
    await expect(page.getByRole('heading', { name: /could not (load|start)|stopped working/ })).toHaveCount(0);
    if (axe) await expectNoAxeViolationsLightAndDark(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Workspaces' });
    // The cards themselves: a card holds lists of its own (what the workspace lets Slotboard do).
    await expect(list.locator(':scope > li')).toHaveCount(1);
    const card = list.getByRole('listitem', { name: 'Sandbox workspace' });
    await expect(card.getByText('In use')).toBeVisible();
    await expect(card.getByText(/Connected\. .* has 120 scheduling links/)).toBeVisible();
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('slotboard.key.tampered'),
        JSON.parse(window.localStorage.getItem('slotboard.workspaces.v1') ?? 'null'),
      ]),
    ).toEqual([null, expect.objectContaining({ workspaces: [expect.objectContaining({ id: 'sandbox' })] })]);
    if (axe) await expectNoAxeViolationsLightAndDark(page);

    // Another load reads what was kept, with nothing left to drop.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Sandbox workspace' }).getByText(/Connected\./)).toBeVisible();
    await expect(page.getByText('Something saved in this browser could not be read')).toHaveCount(0);
  });
}

test('a draft of a workspace saved since in another tab is shown beside it field by field, axe clean, and merged on the admin’s choice', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit Sandbox workspace' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('My sandbox');
  // Another tab saves the same workspace in compatibility mode meanwhile.
  await page.evaluate((origin) => {
    const saved = {
      id: 'sandbox',
      label: 'Sandbox workspace',
      address: `${origin}/sandbox/demo`,
      mode: 'direct',
      apiVersion: 'v1',
      remember: false,
      sandbox: true,
    };
    window.localStorage.setItem(
      'slotboard.workspaces.v1',
      JSON.stringify({ workspaces: [saved], activeId: 'sandbox' }),
    );
  }, new URL(page.url()).origin);
  page.on('dialog', (d) => void d.accept());
  await page.goto('/settings');

  const panel = page.getByRole('region', { name: 'This was changed since your draft was started' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await expect(panel.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([
    'Sandbox workspace',
    'Sandbox workspace',
    'My sandbox',
  ]);
  await expect(panel.getByRole('row', { name: /^Workspace features/ }).getByRole('cell')).toHaveText([
    'Newest available',
    'Compatibility mode',
    'Newest available',
  ]);
  await expectNoAxeViolationsLightAndDark(page);

  await panel.getByRole('button', { name: 'Apply my changes onto theirs' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('My sandbox');
  await expect(page.getByRole('radio', { name: /Compatibility mode/ })).toBeChecked();
});
