import { existsSync } from 'node:fs';

// Debian's Chromium when the machine has it (no browser download is possible here), overridable
// with CHROMIUM_PATH; Playwright's own browser otherwise.
const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: existsSync(candidate) ? candidate : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};
