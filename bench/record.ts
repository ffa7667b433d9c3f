import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { openRecord, sha256 } from '../server/record/store.ts';
import { benchDist, buildServer, fmtMiB, startBuiltServer, rssOf } from './built-server.ts';

// Part of npm run bench:server: the shared record (decision 0032) at RECORDS writes (100,000), in an
// SQLite file and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL, there too,
// read through the built server as Activity reads it. Figures, never pass/fail: Activity's first
// page (cold, then the median of 20), filtered first pages, a page deep in the list by cursor, and
// the CSV export of all of it, with the server's memory (RSS) before, at the peak and after.

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const PEOPLE = ['ada@example.org', 'grace@example.org', 'alan@example.org', 'edsger@example.org'];
const KINDS = ['team_member', 'availability', 'link_hours', 'link'];
const DAY = 24 * 3600_000;
const now = Date.now();

buildServer();
const dir = benchDist('slotboard-bench-record-');

/** RECORDS writes over the last 89 days, four in five explained by the app, in one transaction. */
async function fill(config: { file?: string; databaseUrl?: string }) {
  const store = await openRecord({ ...config, retentionDays: 90 });
  const started = performance.now();
  // Fresh tables count ids from 1: write i is id i + 1. Many rows to a statement, in one transaction.
  const BATCH = 500;
  await store.db.exclusive(async (tx) => {
    for (let start = 0; start < RECORDS; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, RECORDS - start) }, (_, k) => start + k);
      await tx.run(
        `INSERT INTO writes (at, who, workspace, method, path, body, body_hash, status, failure, answer) VALUES ${rows
          .map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .join(', ')}`,
        rows.flatMap((i) => {
          const body = JSON.stringify({ team_member: { role: i % 2 ? 'admin' : 'member', n: i } });
          return [
            now - 89 * DAY + Math.floor((i * 89 * DAY) / RECORDS),
            PEOPLE[i % PEOPLE.length]!,
            i % 3 ? 'https://acme.neetocal.com' : 'https://globex.neetocal.com',
            'PATCH',
            `/api/external/v2/team_members/m${i % 500}`,
            body,
            sha256(body),
            200,
            null,
            '{"team_member":{"id":"m1"}}',
          ];
        }),
      );
      const explained = rows.filter((i) => i % 5 !== 4);
      await tx.run(
        `INSERT INTO entries (write_id, resource_kind, resource_id, action, what, change, before_value, after_value, result, detail, run_id) VALUES ${explained
          .map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .join(', ')}`,
        explained.flatMap((i) => [
          i + 1,
          KINDS[i % KINDS.length]!,
          `m${i % 500}`,
          'update',
          `Member ${i % 500}`,
          'Role: Member → Admin',
          '{"role":"member"}',
          '{"role":"admin"}',
          'saved',
          null,
          i % 10 === 0 ? `run-${Math.floor(i / 100)}` : null,
        ]),
      );
    }
  });
  await store.close();
  return (performance.now() - started) / 1000;
}

const startServer = (env: Record<string, string>) => startBuiltServer(dir, env);

function get(port: number, path: string): Promise<{ ms: number; bytes: number; text: string }> {
  const t = performance.now();
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      // The CSV is counted, not kept: the client must not be what fills memory.
      const keep = !path.includes('.csv');
      res.on('data', (d: Buffer) => {
        bytes += d.length;
        if (keep) chunks.push(d);
      });
      res.on('end', () => {
        if (res.statusCode !== 200) fail(new Error(`${path} answered ${res.statusCode}`));
        done({ ms: performance.now() - t, bytes, text: Buffer.concat(chunks).toString() });
      });
    })
      .on('error', fail)
      .end();
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const ACTIVITY = '/api/slotboard/record/activity';

async function measure(name: string, env: Record<string, string>, filled: number) {
  const { child, port } = await startServer(env);
  const idle = rssOf(child);
  const cold = await get(port, `${ACTIVITY}?limit=50`);
  const warm: number[] = [];
  for (let i = 0; i < 20; i++) warm.push((await get(port, `${ACTIVITY}?limit=50`)).ms);
  const filtered = async (query: string) => {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) times.push((await get(port, `${ACTIVITY}?limit=50&${query}`)).ms);
    return median(times);
  };
  const byWho = await filtered('who=grace%40example.org');
  const byWhat = await filtered('what=link');
  const byAll = await filtered(
    `who=alan%40example.org&what=link_hours&workspace=https%3A%2F%2Facme.neetocal.com&from=${new Date(now - 30 * DAY).toISOString().slice(0, 10)}`,
  );
  // Page 1,000 of 50: the cursor is an id, so a deep page costs what the first does.
  let cursor = String(Math.floor(RECORDS / 2));
  const deep = await get(port, `${ACTIVITY}?limit=50&cursor=${cursor}`);
  cursor = (JSON.parse(deep.text) as { next: string }).next;
  const beforeCsv = rssOf(child);
  let peak = beforeCsv;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child))), 20);
  const csv = await get(port, `${ACTIVITY}.csv`);
  const afterCsv = rssOf(child);
  // A second export: memory that only grows would show here.
  const firstPeak = peak;
  peak = afterCsv;
  await get(port, `${ACTIVITY}.csv`);
  clearInterval(sampler);
  const afterSecond = rssOf(child);
  child.kill('SIGTERM');
  console.log(`Shared record, ${name}: ${RECORDS.toLocaleString('en')} writes filled in ${filled.toFixed(1)} s`);
  console.log(
    `  Activity's first page:  cold ${fmt(cold.ms)}, median of 20 ${fmt(median(warm))} (goal ≤ 100 ms); by who ${fmt(byWho)}, by what ${fmt(byWhat)}, by all four ${fmt(byAll)}; page 1,000 by cursor ${fmt(deep.ms)}`,
  );
  console.log(
    `  CSV of all of it:       ${fmtMiB(csv.bytes)} in ${(csv.ms / 1000).toFixed(1)} s; RSS idle ${fmtMiB(idle)}, before ${fmtMiB(beforeCsv)} → peak ${fmtMiB(firstPeak)} → ${fmtMiB(afterCsv)}; a second export: peak ${fmtMiB(peak)} → ${fmtMiB(afterSecond)}`,
  );
}

const file = join(dir, 'record.sqlite');
const sqliteFilled = await fill({ file });
await measure(`SQLite (${fmtMiB(statSync(file).size)} file)`, { SLOTBOARD_RECORD_FILE: file }, sqliteFilled);

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const { default: pg } = await import('pg');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    const filled = await fill({ databaseUrl: url.toString() });
    await admin.query('ANALYZE');
    await measure('PostgreSQL', { DATABASE_URL: url.toString() }, filled);
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log('Shared record, PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
}
process.exit(0);
