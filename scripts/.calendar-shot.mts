import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser.ts';
const base = 'http://127.0.0.1:4441';
const id = '2bfda897-f373-44a6-ab33-8ed7128c2388';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [w, scheme, q, name] of [
  [1280, 'light', '?date=2027-03-14', 'week'],
  [390, 'light', '?date=2027-03-14', 'day'],
  [1280, 'dark', '?date=2026-11-24', 'weeknow'],
] as const) {
  const page = await browser.newPage({ colorScheme: scheme, viewport: { width: w, height: w > 600 ? 900 : 844 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/team-members/${id}/calendar${q}`);
  await page.getByRole('grid').waitFor({ timeout: 20000 }).catch((e) => console.log('no grid', e.message));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/calshots/${name}-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
