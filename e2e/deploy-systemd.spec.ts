import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, ROOT, startServer, type Running } from './built-server';
import { expect, test } from './fixtures';

// The built server started the way docs/deploy/slotboard.service starts it: its command and every
// Environment= line, with only what this machine must differ in replaced: the install folder
// (/opt/slotboard is this checkout), the token file (a temporary one) and the port (a free one).
// Then a person signs in and sees the first screen.

const unit = readFileSync(join(ROOT, 'docs/deploy/slotboard.service'), 'utf8');
const lines = unit.split('\n').map((line) => line.trim());
const value = (key: string) =>
  lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
const TOKEN = 'a-team-token-of-some-length-0123456789';

let server: Running;
let dir: string;

test.beforeAll(async () => {
  buildServer();
  dir = mkdtempSync(join(tmpdir(), 'slotboard-unit-'));
  writeFileSync(join(dir, 'token'), `${TOKEN}\n`);
  const here = (s: string) =>
    s.replaceAll('/opt/slotboard', ROOT).replaceAll('/etc/slotboard/token', join(dir, 'token'));
  const env = Object.fromEntries(
    value('Environment').map((entry) => here(entry).split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  expect(env.SLOTBOARD_HOSTS).toBeTruthy();
  const command = here(value('ExecStart')[0]!).split(/\s+/);
  expect(command[0]).toBe('/usr/bin/node');
  command[0] = process.execPath;
  server = await startServer(command, { ...env, PORT: '0' }, here(value('WorkingDirectory')[0]!));
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the server as the systemd unit starts it: sign in with the token, then the first screen', async ({ page }) => {
  expect(server.output()).toContain('Sign-in: the access token (SLOTBOARD_AUTH_TOKEN).');
  const app = `http://localhost:${server.port}`;
  expect((await page.request.get(`${app}/healthz`)).ok()).toBe(true);
  await page.goto(`${app}/`);
  await expect(page).toHaveURL(`${app}/sign-in?next=%2F`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Slotboard' })).toBeVisible();
  const token = page.getByLabel('Access token');
  await token.fill('not the token at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(token).toHaveAttribute('aria-invalid', 'true');
  await expect(token).toHaveAccessibleDescription(/That access token is not the one this server was given/);
  await token.fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back to where the sign-in was asked for, which the app then takes on to the links list.
  await expect(page).toHaveURL(new RegExp(`^${app}/(meetings)?$`));
  await expect(page.getByText('Connect your workspace to begin')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Add your workspace in Settings' })).toBeVisible();
  // The unit turns the sandbox off: nothing on the page may speak of one.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Connect your workspace' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/sandbox/i, { useInnerText: true });
  await page.getByRole('link', { name: 'Add your workspace in Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Connect your workspace to begin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a workspace' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/sandbox/i, { useInnerText: true });
});
