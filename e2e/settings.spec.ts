import { E2E_PORT, E2E_SANDBOX_PORT } from '../playwright.config';
import { expect, test, SANDBOX_KEY } from './fixtures';

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('a first visit lands on the sandbox, and settings shows it connected', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('banner').getByText('Sandbox', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Sandbox workspace' });
  await expect(card.getByText('In use')).toBeVisible();
  await expect(
    card.getByText(/Connected\. 127\.0\.0\.1:\d+ has 120 scheduling links, 24 packages and 12 team members\./),
  ).toBeVisible();
});

test('a wrong key gets the plain message, and the key stays hidden until revealed', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit Sandbox workspace' }).click();
  const key = page.getByRole('textbox', { name: 'API key' });
  await expect(key).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show or hide the API key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  await key.fill('not-the-key');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/did not accept this API key\. Copy it again from NeetoCal/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // A failed test asks first; the safe answer has the focus, and keeps every typed value.
  const ask = page.getByRole('dialog', { name: 'Save anyway?' });
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(key).toHaveValue('not-the-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await ask.getByRole('button', { name: 'Save anyway' }).click();
  const card = page.getByRole('listitem', { name: 'Sandbox workspace' });
  await expect(card.getByText('Wrong API key')).toBeVisible();
});

test('a second workspace in direct mode against the standalone sandbox works', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Local sandbox');
  await page.getByRole('textbox', { name: 'Workspace address' }).fill(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);
  await page.getByRole('textbox', { name: 'API key' }).fill(SANDBOX_KEY);
  await page.getByRole('radio', { name: 'Directly from this browser' }).check();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page.getByText(
      `Connected. 127.0.0.1:${E2E_SANDBOX_PORT} has 120 scheduling links, 24 packages and 12 team members.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Local sandbox' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Sandbox', { exact: true })).toBeHidden();
  const card = page.getByRole('listitem', { name: 'Local sandbox' });
  await expect(card.getByText('In use')).toBeVisible();
  await expect(card.getByText(/Connected\./)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Local sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Use Sandbox workspace' }).click();
  await expect(page.getByRole('banner').getByText('Sandbox', { exact: true })).toBeVisible();
});

test('through the Slotboard server, the allowlisted standalone sandbox connects and others are refused', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Proxied');
  await page.getByRole('textbox', { name: 'API key' }).fill(SANDBOX_KEY);
  const address = page.getByRole('textbox', { name: 'Workspace address' });
  await address.fill(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Add a workspace' })
      .getByText(/Connected\. 127\.0\.0\.1:\d+ has 120 scheduling links/),
  ).toBeVisible();
  await address.fill('https://example.com');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/does not forward to example\.com/)).toBeVisible();
});

test('each way a connection can fail is told apart', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Probe');
  await page.getByRole('textbox', { name: 'API key' }).fill(SANDBOX_KEY);
  await page.getByRole('radio', { name: 'Directly from this browser' }).check();
  const address = page.getByRole('textbox', { name: 'Workspace address' });
  const test = page.getByRole('button', { name: 'Test connection' });

  // Another origin without CORS headers: the browser blocks the answer.
  await address.fill(`http://localhost:${E2E_PORT}/sandbox/demo`);
  await test.click();
  await expect(page.getByText(/your browser blocked the answer/)).toBeVisible();
  await expect(page.getByText(/Through the Slotboard server/).first()).toBeVisible();

  // An address that answers, but not as a workspace.
  await address.fill(`http://127.0.0.1:${E2E_PORT}/not-a-workspace`);
  await test.click();
  await expect(page.getByText(/answered, but not as a NeetoCal workspace/)).toBeVisible();

  // Nothing listening there.
  await address.fill('http://127.0.0.1:9');
  await test.click();
  await expect(page.getByText(/Could not reach 127\.0\.0\.1:9/)).toBeVisible();

  // Not a web address at all: refused on the field, before any request.
  await address.fill('not a url');
  await test.click();
  await expect(page.getByText(/This is not a web address/)).toBeVisible();
});

test('the whole add-a-workspace path works from the keyboard', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('listitem', { name: 'Sandbox workspace' }).getByText(/Connected\./)).toBeVisible();
  await page.getByRole('button', { name: 'Add a workspace' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type('Keyboard workspace');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(SANDBOX_KEY);
  await page.keyboard.press('Tab'); // the reveal button
  await page.keyboard.press('Tab'); // connection: server (checked radio)
  await page.keyboard.press('ArrowDown'); // direct
  await expect(page.getByRole('radio', { name: 'Directly from this browser' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Keyboard workspace' })).toBeVisible();
});

test('the Save click that blurs a field with an error is not lost to the error pushing the button down', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await page.getByRole('textbox', { name: 'Workspace address' }).fill('http://evil.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Give the workspace a name you will recognise.')).toBeVisible();
  await expect(page.getByText('Some fields need attention before saving.')).toBeVisible();
});
