import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser';

// The journeys run against `npm start` (the built app, the Slotboard server and its sandbox) and a
// standalone sandbox for direct mode, on ports of their own so a running dev server is left alone.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4310);
// The journeys' "now": both sandboxes start their clocks here (and again on each reset), and a journey
// whose dates matter puts the browser's clock here too (e2e/fixtures.ts), so they pass at any hour.
// A Tuesday, mid-afternoon UTC: the same date in the zones the journeys use.
export const E2E_NOW = '2026-11-24T15:00:00Z';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One worker: the journeys share one sandbox workspace and reset it between tests.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }]]
    : [['list']],
  // Side-by-side runs (scripts/test-all.ts) keep their failure files apart.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions,
    // A trace records screenshots and snapshots of every action of every test, kept only on failure:
    // on a 2-core machine that took 110 s where 63 s did without (two spec files). `npm test` and CI
    // print failures and keep no files, so they run without; `npx playwright test` keeps them.
    trace: process.env.CI || process.env.CI_REPORT ? 'off' : 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx serve/start.ts',
      url: `http://127.0.0.1:${E2E_PORT}/api/slotboard/config`,
      env: {
        PORT: String(E2E_PORT),
        SLOTBOARD_UPSTREAMS: `*.neetocal.com,http://127.0.0.1:${E2E_SANDBOX_PORT}`,
        SANDBOX_NOW: E2E_NOW,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      command: 'npx tsx sandbox/main.ts',
      url: `http://127.0.0.1:${E2E_SANDBOX_PORT}/__sandbox/info`,
      env: { PORT: String(E2E_SANDBOX_PORT), SANDBOX_NOW: E2E_NOW },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
