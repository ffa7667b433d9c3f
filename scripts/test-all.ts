import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// npm test: every check and every test, the e2e journeys included, then one closing line
// "N passed, N failed" counted from the Vitest and Playwright JSON reports. Exits non-zero on any
// failure, including a step that ran no test at all.

const env = { ...process.env, CI_REPORT: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const steps: { name: string; cmd: string[] }[] = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'unit and component tests', cmd: ['npx', 'vitest', 'run'] },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'bundle budget', cmd: ['npm', 'run', 'budget'] },
  { name: 'end-to-end journeys', cmd: ['npx', 'playwright', 'test'] },
];

rmSync('reports', { recursive: true, force: true });
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n── ${step.name}: ${step.cmd.join(' ')}`);
  const result = spawnSync(step.cmd[0]!, step.cmd.slice(1), { stdio: 'inherit', env });
  if (result.status !== 0) failedSteps.push(step.name);
}

let passed = 0;
let failed = 0;
if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += v.numPassedTests;
  failed += v.numFailedTests;
} else failedSteps.push('vitest report missing');
if (existsSync('reports/playwright.json')) {
  const p = JSON.parse(readFileSync('reports/playwright.json', 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  if (p.stats.skipped > 0) failedSteps.push(`${p.stats.skipped} skipped e2e tests`);
} else failedSteps.push('playwright report missing');

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
