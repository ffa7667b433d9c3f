import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@/api/client';
import { linkHoursActions, rowsFor } from '@/features/link-hours/bulk/actions';
import { linkOf } from '@/domain/links/link-filter';
import type { RunReport } from '@/lib/bulk/report';
import { summarise } from '@/lib/bulk/report';
import { createBulkRunner, MAX_CONCURRENCY } from '@/lib/bulk/runner';
import { weekdays9to5 } from '@/lib/time/periods';
import { createSandboxApp, DEFAULT_API_KEY } from '../sandbox/app.ts';

// npm run bench:bulk: the weekly-hours run of the /meetings screen, driven in Node with no browser:
// the same rows (rowsFor), the same requests (linkHoursActions through the fetch layer) and the same
// runner (createBulkRunner), against the sandbox over loopback HTTP. In front of the sandbox, every
// link-hours write waits a fixed latency and a seeded 20% of them are answered 429 with Retry-After.
// Prints done rows, duplicate writes (must be 0) and wall time against the ideal (links / 4 × latency).

const LINKS = Number(process.env.BENCH_BULK_LINKS ?? 100);
const LATENCY_MS = Number(process.env.BENCH_BULK_LATENCY_MS ?? 200);
const SHARE_429 = Number(process.env.BENCH_BULK_429 ?? 0.2);
const RETRY_AFTER = process.env.BENCH_BULK_RETRY_AFTER ?? '1';
const RUNS = Number(process.env.BENCH_BULK_RUNS ?? 3);
const LINK_HOURS = /^\/api\/external\/v2\/meetings\/([^/]+)\/availabilities$/;

/** A small seeded generator: every run meets the same sequence of 429s. */
const seeded = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

async function oneRun(seed: number) {
  const sandbox = createSandboxApp({ seed: { meetings: LINKS } });
  const random = seeded(seed);
  const applied = new Map<string, number>();
  let writes = 0;
  let throttled = 0;
  const server = serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: async (req: Request) => {
      const sid = req.method === 'PATCH' ? LINK_HOURS.exec(new URL(req.url).pathname)?.[1] : undefined;
      if (!sid) return sandbox.fetch(req);
      writes++;
      await new Promise((r) => setTimeout(r, LATENCY_MS));
      if (random() < SHARE_429) {
        throttled++;
        return Response.json({ error: 'Too many requests' }, { status: 429, headers: { 'Retry-After': RETRY_AFTER } });
      }
      const res = await sandbox.fetch(req);
      if (res.ok) applied.set(sid, (applied.get(sid) ?? 0) + 1);
      return res;
    },
  });
  await new Promise<void>((done) => server.once('listening', () => done()));
  const { port } = server.address() as AddressInfo;
  const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: DEFAULT_API_KEY });
  const { meetings } = await client.meetings.listAll({ page_size: 100 });
  const links = meetings.map(linkOf).slice(0, LINKS);
  const report: RunReport = {
    id: `bench-${seed}`,
    workspaceId: 'bench',
    title: 'bench',
    createdAt: new Date().toISOString(),
    rows: rowsFor(links, weekdays9to5(), { via: 'v2', timeZone: 'Europe/Berlin' }).map((r) => ({
      ...r,
      state: { status: 'queued' },
      sends: 0,
      attempts: 0,
    })),
  };
  const runner = createBulkRunner({
    report,
    actions: linkHoursActions({ client, listVersion: 'v2', workspace: { id: 'bench', label: 'bench' } }),
  });
  const started = performance.now();
  await new Promise<void>((done) => {
    runner.subscribe(() => {
      const s = summarise(runner.getReport().rows);
      if (s.inProgress === 0 && s.notRun === 0 && !runner.busy()) done();
    });
    runner.start();
  });
  const wallMs = performance.now() - started;
  runner.dispose();
  await new Promise<void>((done) => server.close(() => done()));
  const s = summarise(runner.getReport().rows);
  const duplicates = [...applied.values()].reduce((n, count) => n + Math.max(0, count - 1), 0);
  const missing = links.filter((l) => !applied.has(l.sid)).length;
  return {
    links: links.length,
    done: s.done,
    failed: s.failed,
    uncertain: s.uncertain,
    writes,
    throttled,
    duplicates,
    missing,
    wallMs,
  };
}

/**
 * The same run with no time lost anywhere: a simulation of the runner's rule (at most four at once,
 * the lowest row first, a refused row back in the queue once its Retry-After has passed, every
 * start held while four answers in a row were refusals) against the same seeded refusals, drawn in
 * the order the writes go out, each write taking exactly the latency. What any client that honours
 * Retry-After pays for these refusals, give or take the order it sends in; the run is compared with
 * it to show what the runner itself adds.
 */
function politeFloorMs(seed: number): number {
  const random = seeded(seed);
  const retryMs = Number(RETRY_AFTER) * 1000;
  const readyAt = Array.from({ length: LINKS }, () => 0);
  const done = Array.from({ length: LINKS }, () => false);
  const running = new Map<number, number>(); // row → the time its answer comes
  let now = 0;
  let refusedInARow = 0;
  let pausedUntil = 0;
  for (;;) {
    if (now >= pausedUntil)
      for (let row = 0; row < LINKS && running.size < MAX_CONCURRENCY; row++)
        if (!done[row] && !running.has(row) && readyAt[row]! <= now) running.set(row, now + LATENCY_MS);
    if (done.every(Boolean)) return now;
    const answers = [...running.values()];
    const waits = readyAt.filter((t, row) => !done[row] && !running.has(row) && t > now);
    now = Math.min(...answers, ...waits, ...(pausedUntil > now ? [pausedUntil] : []));
    for (const [row, at] of [...running].sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
      if (at > now) continue;
      running.delete(row);
      if (random() < SHARE_429) {
        readyAt[row] = now + retryMs;
        if (++refusedInARow >= MAX_CONCURRENCY) pausedUntil = Math.max(pausedUntil, readyAt[row]!);
      } else {
        done[row] = true;
        refusedInARow = 0;
      }
    }
  }
}

const idealMs = (LINKS / MAX_CONCURRENCY) * LATENCY_MS;
console.log(
  `bulk run: ${LINKS} links, ${LATENCY_MS} ms a write, ${Math.round(SHARE_429 * 100)}% answered 429 with Retry-After ${RETRY_AFTER} s, at most ${MAX_CONCURRENCY} at once`,
);
console.log(
  `ideal (links / ${MAX_CONCURRENCY} × latency): ${Math.round(idealMs)} ms; goal ≤ 1.3× with 0 duplicate writes`,
);
const results = [];
for (let i = 0; i < RUNS; i++) {
  const r = await oneRun(1 + i);
  const floor = politeFloorMs(1 + i);
  results.push({ ...r, floor });
  console.log(
    `run ${i + 1}: done ${r.done}/${r.links}, failed ${r.failed}, uncertain ${r.uncertain}, writes ${r.writes} (${r.throttled} answered 429), ` +
      `duplicate writes ${r.duplicates}, links never written ${r.missing}, wall ${Math.round(r.wallMs)} ms = ${(r.wallMs / idealMs).toFixed(2)}× ideal; ` +
      `the polite floor for the same refusals ${Math.round(floor)} ms = ${(floor / idealMs).toFixed(2)}× ideal, the run ${(r.wallMs / floor).toFixed(2)}× that`,
  );
}
const ratios = results.map((r) => r.wallMs / idealMs).sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)]!;
console.log(
  `median ${median.toFixed(2)}× ideal (spread ${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)}×), duplicate writes ${results.reduce((n, r) => n + r.duplicates, 0)}`,
);
const floors = results.map((r) => r.floor / idealMs).sort((a, b) => a - b);
const overFloor = results.map((r) => r.wallMs / r.floor).sort((a, b) => a - b);
console.log(
  `the polite floor (no time lost, Retry-After honoured): median ${floors[Math.floor(floors.length / 2)]!.toFixed(2)}× ideal; ` +
    `the runner adds ${overFloor[Math.floor(overFloor.length / 2)]!.toFixed(2)}× to it (spread ${overFloor[0]!.toFixed(2)}–${overFloor.at(-1)!.toFixed(2)}×)`,
);
if (results.some((r) => r.duplicates > 0 || r.done !== r.links)) process.exitCode = 1;
