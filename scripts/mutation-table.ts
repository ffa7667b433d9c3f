// Prints a Stryker JSON report as the tables docs/mutation.md keeps: one row per file, then every
// mutant that no test noticed, with its line and change, for a person to kill or explain.
// Usage: npx tsx scripts/mutation-table.ts reports/mutation/<chunk>.json [...more reports]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  static?: boolean;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

function tableOf(reports: Report[], root = process.cwd()) {
  const rows: string[] = [];
  const misses: string[] = [];
  const total = { mutants: 0, detected: 0, survived: 0, noCoverage: 0, ignored: 0 };
  for (const report of reports) {
    for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
      const name = relative(root, file).replace(/^src\//, '');
      const count = (pred: (m: Mutant) => boolean) => mutants.filter(pred).length;
      const detected = count((m) => DETECTED.has(m.status));
      const survived = count((m) => m.status === 'Survived');
      const noCoverage = count((m) => m.status === 'NoCoverage');
      const ignored = count((m) => m.status === 'Ignored');
      const scored = detected + survived + noCoverage;
      total.mutants += mutants.length;
      total.detected += detected;
      total.survived += survived;
      total.noCoverage += noCoverage;
      total.ignored += ignored;
      rows.push(
        `| \`${name}\` | ${mutants.length} | ${ignored} | ${detected} | ${survived} | ${noCoverage} | ${scored ? ((100 * detected) / scored).toFixed(1) + ' %' : '–'} |`,
      );
      for (const m of mutants.filter((x) => UNDETECTED.has(x.status))) {
        const change = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60);
        misses.push(
          `- \`${name}:${m.location.start.line}\` ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no coverage)' : ''}: \`${change.replaceAll('`', "'")}\``,
        );
      }
    }
  }
  const scored = total.detected + total.survived + total.noCoverage;
  rows.push(
    `| **all** | ${total.mutants} | ${total.ignored} | ${total.detected} | ${total.survived} | ${total.noCoverage} | **${scored ? ((100 * total.detected) / scored).toFixed(1) : '–'} %** |`,
  );
  const head =
    '| file | mutants | ignored (static) | detected | survived | no coverage | score |\n|---|---|---|---|---|---|---|';
  return `${head}\n${rows.join('\n')}\n\nNot detected:\n${misses.join('\n')}\n`;
}

if (process.argv[1]?.endsWith('mutation-table.ts')) {
  const reports = process.argv.slice(2).map((p) => JSON.parse(readFileSync(p, 'utf8')) as Report);
  if (reports.length === 0) {
    console.error('Usage: tsx scripts/mutation-table.ts <stryker report.json> [...]');
    process.exit(2);
  }
  process.stdout.write(tableOf(reports));
}
