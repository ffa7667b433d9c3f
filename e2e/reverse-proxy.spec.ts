import { E2E_SANDBOX_PORT } from '../playwright.config';
import { buildServer, reverseProxy, startServer, type Running } from './built-server';
import { expect, SANDBOX_KEY, test } from './fixtures';

// Slotboard behind a reverse proxy that rewrites Host to the server's own address: the browser's
// origin is the proxy's, the server's Host is 127.0.0.1:<its port>. With SLOTBOARD_TRUST_PROXY=1 the
// server reads the origin from X-Forwarded-Host/-Proto, so the app's writes are same-origin and pass;
// without it they are refused as cross-site (server/forwarded.test.ts checks both).

const STANDALONE = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
let server: Running;
let front: { port: number; close: () => void };

test.beforeAll(async () => {
  buildServer();
  front = await reverseProxy(() => server.port);
  server = await startServer(['node', 'dist-server/start.mjs'], {
    HOST: '127.0.0.1',
    PORT: '0',
    SLOTBOARD_TRUST_PROXY: '1',
    SLOTBOARD_UPSTREAMS: STANDALONE,
  });
});

test.afterAll(async () => {
  front?.close();
  await server?.stop();
});

test('behind a reverse proxy that rewrites Host, a workspace is added through the server and a change to a member is saved', async ({
  page,
}) => {
  const app = `http://127.0.0.1:${front.port}`;
  expect((await page.request.post(`${STANDALONE}/__sandbox/reset`, { data: {} })).ok()).toBe(true);

  await page.goto(`${app}/settings`);
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await expect(page.getByRole('radio', { name: 'Through the Slotboard server' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Behind the proxy');
  await page.getByRole('textbox', { name: 'Workspace address' }).fill(STANDALONE);
  await page.getByRole('textbox', { name: 'API key' }).fill(SANDBOX_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Behind the proxy' })).toBeVisible();

  await page.goto(`${app}/team-members`);
  await page.getByRole('link', { name: 'Priya Raghunathan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raghunathan' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Organization role' }).fill('Admin');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Priya Raghunathan: role saved')).toBeVisible();

  // The change went through the front proxy and the server to the workspace.
  const { requests } = (await (await page.request.get(`${STANDALONE}/__sandbox/requests`)).json()) as {
    requests: { method: string; path: string; body: unknown; status?: number }[];
  };
  const patch = requests.find((r) => r.method === 'PATCH' && r.path.startsWith('/api/external/v1/team_members/'));
  expect(patch).toMatchObject({ body: { organization_role: 'Admin' }, status: 200 });
  expect((await page.request.post(`${STANDALONE}/__sandbox/reset`, { data: {} })).ok()).toBe(true);
});
