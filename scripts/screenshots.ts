import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser.ts';

// npm run screenshots: every screen in light and dark, against a running `npm start`
// (BASE_URL, default http://127.0.0.1:4173), into screenshots/.
const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const routes = (process.argv[2] ?? '/settings,/meetings,/packages,/team-members,/bookings,/availabilities/new,/availabilities,/nowhere').split(',');
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ colorScheme: scheme, viewport: { width, height: 900 } });
    for (const route of routes) {
      await page.goto(`${base}${route}`);
      await page.waitForLoadState('networkidle');
      const name = `${route.replace(/\//g, '_').replace(/^_/, '') || 'home'}-${scheme}-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      console.log(`screenshots/${name}`);
    }
    await page.close();
  }
}
await browser.close();
