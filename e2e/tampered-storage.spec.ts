import { expect, expectNoAxeViolationsLightAndDark, test } from './fixtures';

// Nothing stored can stop Slotboard: a workspace entry whose address is not a web address, left by a
// hand edit, another version or another tab, is dropped alone with a notice, and the rest works.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

for (const address of ['not a url', '', 'https://']) {
  test(`a stored workspace whose address is ${JSON.stringify(address)} is dropped alone; the good one works and Settings opens`, async ({ page }) => {
    await page.goto('/settings');
    await page.evaluate(
      ({ origin, address }) => {
        const tampered = { id: 'tampered', label: 'Tampered', address, mode: 'server', apiVersion: 'latest', remember: true, sandbox: false };
        const good = { id: 'sandbox', label: 'Sandbox workspace', address: `${origin}/sandbox/demo`, mode: 'direct', apiVersion: 'latest', remember: false, sandbox: true };
        window.localStorage.setItem('slotboard.workspaces.v1', JSON.stringify({ workspaces: [tampered, good], activeId: 'tampered' }));
        window.localStorage.setItem('slotboard.key.tampered', 'tampered-key');
      },
      { origin: new URL(page.url()).origin, address },
    );

    await page.goto('/meetings');
    const notice = page.getByRole('alert').filter({ hasText: 'Something saved in this browser could not be read' });
    await expect(notice).toContainText('Slotboard removed the saved workspace "Tampered", as its address or settings could not be used; your other workspaces and keys are kept');
    // The good workspace took over and its links are listed.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sandbox workspace' })).toBeVisible();
    await expect(page.getByText('1–30 of 120 links')).toBeVisible();
    await expect(page.getByRole('heading', { name: /could not (load|start)|stopped working/ })).toHaveCount(0);
    await expectNoAxeViolationsLightAndDark(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Workspaces' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const card = list.getByRole('listitem', { name: 'Sandbox workspace' });
    await expect(card.getByText('In use')).toBeVisible();
    await expect(card.getByText(/Connected\. .* has 120 scheduling links/)).toBeVisible();
    expect(await page.evaluate(() => [window.localStorage.getItem('slotboard.key.tampered'), JSON.parse(window.localStorage.getItem('slotboard.workspaces.v1') ?? 'null')])).toEqual([
      null,
      expect.objectContaining({ workspaces: [expect.objectContaining({ id: 'sandbox' })] }),
    ]);
    await expectNoAxeViolationsLightAndDark(page);

    // Another load reads what was kept, with nothing left to drop.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Sandbox workspace' }).getByText(/Connected\./)).toBeVisible();
    await expect(page.getByText('Something saved in this browser could not be read')).toHaveCount(0);
  });
}
