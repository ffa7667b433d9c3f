import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser.ts';
const base = 'http://127.0.0.1:4441';
const id = '2bfda897-f373-44a6-ab33-8ed7128c2388';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [w, scheme, q, name] of [
  [1280, 'dark', '?date=2027-03-14', 'dst-week'],
  [1280, 'light', '?date=2027-11-07&view=day', 'fall-day'],
  [1280, 'light', '?date=2026-12-09&zone=Europe/London', 'london'],
] as const) {
  const page = await browser.newPage({ colorScheme: scheme, viewport: { width: w, height: w > 600 ? 900 : 844 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/team-members/${id}/calendar${q}`);
  await page.getByRole('grid').waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/calshots/${name}-${w}.png` });
  await page.close();
}
await browser.close();
