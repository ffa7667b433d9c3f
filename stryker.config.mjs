import process from 'node:process';

// Mutation testing: `npm run mutate` (not in CI, not in `npm test`). Run one folder at a time on a
// small machine, e.g. `npx stryker run --mutate 'src/lib/csv.ts'`; the incremental file keeps the
// results of unchanged code and tests, so a rerun only tests what changed.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: 'reports/.stryker-tmp',
  ignorePatterns: [
    'dist',
    'dist-*',
    'reports',
    'test-results',
    'test-results-*',
    'playwright-report',
    'screenshots',
    'e2e',
    'bench',
    '.vite',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // MUTATE_REPORT names a chunk's reports, so chunks run one after another keep theirs apart.
  htmlReporter: { fileName: `reports/mutation/${process.env.MUTATE_REPORT ?? 'index'}.html` },
  jsonReporter: { fileName: `reports/mutation/${process.env.MUTATE_REPORT ?? 'mutation'}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  // The whole scope: src/lib, src/api, src/domain and the features' logic (their .ts files that are
  // not React).
  mutate: [
    'src/lib/**/*.ts',
    'src/api/**/*.ts',
    'src/domain/**/*.ts',
    'src/features/**/*.ts',
    '!src/**/*.test.ts',
    // React hooks and stores for components: the screen tests pin them, and those are left out of
    // the mutation run (vitest.mutate.config.ts).
    '!src/**/use-*.ts',
    '!src/api/*/mutations.ts',
    '!src/api/capabilities.ts',
    '!src/features/meetings/columns.ts',
    // What the app's start runs (code loading, prefetching): pinned by the first-screen budget and e2e.
    '!src/features/meetings/every-link.ts',
    '!src/features/meetings/prefetch.ts',
    '!src/features/meetings/load-all-view.ts',
    '!src/features/team-board/landing.ts',
    '!src/features/team-board/board-page-loader.ts',
    '!src/features/team-board/board-reads.ts',
  ],
};
