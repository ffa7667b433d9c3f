// Splits the journeys' spec files into runs of about equal length for `npm test` (scripts/test-all.ts).

/**
 * The journeys' files split into SHARDS runs of about equal length: longest file first, each to the
 * run with the least so far, by the seconds each file took last time (e2e/durations.json, refreshed
 * by `npm run e2e:durations` after a CI report). Playwright's own --shard splits by test count, and
 * one axe-heavy file made one run a minute longer than the other. A file not yet timed counts as
 * the median.
 */
export function shareOut(files: string[], seconds: Record<string, number>, shards: number): string[][] {
  const known = files
    .map((f) => seconds[f])
    .filter((s): s is number => typeof s === 'number')
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)]! : 1;
  const weight = (f: string) => seconds[f] ?? median;
  const runs = Array.from({ length: shards }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const run = runs.reduce((least, r) => (r.total < least.total ? r : least));
    run.files.push(file);
    run.total += weight(file);
  }
  return runs.map((r) => r.files.sort());
}
