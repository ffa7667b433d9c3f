import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { shareOut } from './share-out';

// npm test: every check and every test, the e2e journeys included, then one closing line
// "N passed, N failed" counted from the Vitest and Playwright JSON reports. Exits non-zero on any
// failure, including a step that ran no test at all.
//
// The journeys run as E2E_SHARDS Playwright runs side by side (2 by default, 1 on a one-core
// machine), each with its own server, sandbox, ports, report and output folder: the journeys share
// a sandbox workspace within a run, never across runs. One run leaves a 2-core machine partly idle
// while the browser and the server wait on each other (figures in bench/RESULTS.md); three were
// slower than two. The files are shared out by how long each took last time (scripts/share-out.ts).

const env = { ...process.env, CI_REPORT: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
type Step = { name: string; cmd: string[] };
// Type checking and linting are one process each: on a 2-core machine they run side by side (and
// the build with them), where one after the other left a core idle for about a minute. Vitest
// fills both cores on its own, so it runs alone.
const stages: Step[][] = [
  [
    { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
    { name: 'lint', cmd: ['npm', 'run', 'lint'] },
    { name: 'format', cmd: ['npm', 'run', 'format:check'] },
    { name: 'build', cmd: ['npm', 'run', 'build'] },
  ],
  [{ name: 'unit and component tests', cmd: ['npx', 'vitest', 'run'] }],
  [{ name: 'bundle budget', cmd: ['npm', 'run', 'budget'] }],
];
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism())) || 1);

rmSync('reports', { recursive: true, force: true });
const failedSteps: string[] = [];

/** Runs a command, its lines prefixed with its label when it shares the screen; resolves to its exit code. */
function run(cmd: string[], label: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<number | null> {
  const child = spawn(cmd[0]!, cmd.slice(1), { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(label + line));
  return new Promise((done) => child.on('close', (code) => done(code)));
}

for (const stage of stages) {
  for (const step of stage) console.log(`\n── ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const codes = await Promise.all(stage.map((step) => run(step.cmd, stage.length > 1 ? `[${step.name}] ` : '')));
  codes.forEach((code, i) => code !== 0 && failedSteps.push(stage[i]!.name));
  console.log(`── ${stage.map((step) => step.name).join(', ')}: ${Math.round((Date.now() - started) / 1000)} s`);
}

/** One Playwright run of a share of the journeys, its lines prefixed when there are several. */
function e2eShard(index: number, files: string[]): Promise<number | null> {
  const label = SHARDS > 1 ? `[e2e ${index}/${SHARDS}] ` : '';
  const shardEnv = {
    E2E_PORT: String(4300 + 20 * (index - 1)),
    E2E_SANDBOX_PORT: String(4310 + 20 * (index - 1)),
    E2E_REPORT: `reports/playwright-${index}.json`,
    E2E_OUTPUT: `test-results/shard-${index}`,
  };
  return run(['npx', 'playwright', 'test', ...files.map((f) => `e2e/${f}`)], label, shardEnv);
}

console.log(`\n── end-to-end journeys: npx playwright test, ${SHARDS} run(s) side by side`);
const specs = readdirSync('e2e').filter((f) => f.endsWith('.spec.ts'));
const durations = existsSync('e2e/durations.json')
  ? (JSON.parse(readFileSync('e2e/durations.json', 'utf8')) as Record<string, number>)
  : {};
// A run given no file would run every journey: with more runs than files, the extra runs are left out.
const shares = shareOut(specs, durations, SHARDS).filter((files) => files.length > 0);
shares.forEach((files, i) => console.log(`[e2e ${i + 1}/${SHARDS}] ${files.join(' ')}`));
const codes = await Promise.all(shares.map((files, i) => e2eShard(i + 1, files)));
codes.forEach((code, i) => code !== 0 && failedSteps.push(`end-to-end journeys ${i + 1}/${SHARDS}`));
// A failed journey's page as it was (Playwright's ARIA snapshot): CI keeps no files, so the log is
// the only place a failure that does not happen again can still be read.
for (const [i] of shares.entries()) {
  const dir = `test-results/shard-${i + 1}`;
  if (!existsSync(dir)) continue;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('error-context.md')) continue;
    const text = readFileSync(`${dir}/${entry}`, 'utf8');
    console.log(`\n── ${dir}/${entry}\n${text.length > 6000 ? `${text.slice(0, 6000)}\n… (cut)` : text}`);
  }
}

let passed = 0;
let failed = 0;
if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  passed += v.numPassedTests;
  failed += v.numFailedTests;
} else failedSteps.push('vitest report missing');
for (let i = 1; i <= shares.length; i++) {
  const file = `reports/playwright-${i}.json`;
  if (!existsSync(file)) {
    failedSteps.push(`playwright report ${i}/${SHARDS} missing`);
    continue;
  }
  const p = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  if (p.stats.skipped > 0) failedSteps.push(`${p.stats.skipped} skipped e2e tests in run ${i}/${SHARDS}`);
}

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
