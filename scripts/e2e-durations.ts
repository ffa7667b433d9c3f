// Writes e2e/durations.json, the seconds each journey file took, from the Playwright reports of the
// last `npm test` (reports/playwright-*.json): `npm test` splits the files into runs of equal length by it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

interface Suite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: Suite[];
}

const seconds: Record<string, number> = {};
const add = (suite: Suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests)
      for (const result of test.results) seconds[suite.file] = (seconds[suite.file] ?? 0) + result.duration / 1000;
  }
  for (const inner of suite.suites ?? []) add({ ...inner, file: inner.file ?? suite.file });
};
const reports = existsSync('reports') ? readdirSync('reports').filter((f) => /^playwright-\d+\.json$/.test(f)) : [];
if (reports.length === 0) {
  console.error('No reports/playwright-*.json: run `npm test` first.');
  process.exit(1);
}
for (const report of reports)
  for (const suite of (JSON.parse(readFileSync(`reports/${report}`, 'utf8')) as { suites: Suite[] }).suites) add(suite);
const rounded = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.max(1, Math.round(s))]),
);
writeFileSync('e2e/durations.json', `${JSON.stringify(rounded, null, 2)}\n`);
console.log(
  `e2e/durations.json: ${Object.keys(rounded).length} files, ${Math.round(Object.values(rounded).reduce((a, b) => a + b, 0))} s in all`,
);
