import { existsSync } from 'node:fs';

// Debian's Chromium when the machine has it (no browser download is possible here), overridable
// with CHROMIUM_PATH; Playwright's own browser otherwise.
const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

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
    // Chromium 15x builds the address bar's popup as web pages (chrome://omnibox-popup.top-chrome)
    // for every new window, even headless: a renderer per test context that used two thirds as much
    // CPU as the app's own pages. Chromium keeps only the last --disable-features, so Playwright's
    // own list (playwright-core 1.65, chromiumSwitches) is repeated before ours; scripts/browser-flags.test.ts
    // fails when Playwright's list has a name this one lacks.
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
  ],
};
