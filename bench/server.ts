import { createServer, request, Agent } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { benchDist, buildServer, fmtMiB, MiB, rssOf, startBuiltServer } from './built-server.ts';

// npm run bench:server: the built server (`node dist-server/start.mjs`, as deployed) in a process of
// its own, its proxy against a local upstream, loopback only, a bounded number of requests and a
// bounded time. Figures, never pass/fail: requests per second and latency of proxied reads, and the
// server's memory (RSS, read from /proc) before, at the peak and after: 200 bodies of 1 MiB at once,
// 30 clients that ask for an 8 MiB answer and never read it, and two refused oversized bodies. Then
// a second server, with a sign-in as a shared one has, and 1,000 bodies of 1 MiB at once from
// strangers who are not signed in (to /healthz, the sign-in form, the proxy and a page): its peak.
// BENCH_SERVER="node --import tsx <path>/server/start.ts" measures another server (an older one).

const READS = Number(process.env.BENCH_READS ?? 4000);
const CONCURRENCY = 32;
const BURST = 200;
const NON_READERS = 30;
const SETTLE_MS = 10_000;

const page = JSON.stringify({
  packages: Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, name: `Package ${i}`, slug: `package-${i}` })),
});
const big = JSON.stringify({
  meetings: Array.from({ length: 8 * 1024 }, (_, i) => ({ id: `m${i}`, pad: 'x'.repeat(1000) })),
});
const upstream = createServer((req, res) => {
  let bytes = 0;
  req.on('data', (d: Buffer) => (bytes += d.length));
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (req.method !== 'GET') res.end(JSON.stringify({ received: bytes }));
    else res.end(req.url?.endsWith('/big') ? big : page);
  });
});
await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
const upstreamHost = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;

const dist = benchDist('slotboard-bench-');
const command = process.env.BENCH_SERVER?.split(/\s+/);
if (!command) buildServer();

/** The built server (or BENCH_SERVER) against the local upstream. */
const startServer = (env: Record<string, string> = {}) =>
  startBuiltServer(
    dist,
    {
      SLOTBOARD_UPSTREAMS: `http://${upstreamHost}`,
      // One client sends every request here: its rate limit and its share of the places are lifted
      // so the caps measured are the others.
      SLOTBOARD_RATE_LIMIT: '10000000',
      SLOTBOARD_MAX_INFLIGHT_PER_CLIENT: '32',
      ...env,
    },
    command,
  );

const { child, port } = await startServer();
const rss = () => rssOf(child);

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const path = `/proxy/http/${upstreamHost}/api/external/v1/packages`;
/**
 * The answer's status. A server may refuse a body by answering and closing the connection while
 * the client is still writing it: the client's next write then fails (EPIPE, or ECONNRESET) and
 * Node reports that instead of the answer. For a request still sending its body, that is the
 * server's refusal too, given as the error's code; any other failure is thrown.
 */
function send(
  method: string,
  headers: Record<string, string>,
  body?: (req: ReturnType<typeof request>) => void,
  via: Agent | false = agent,
  to: { port: number; path: string } = { port, path },
): Promise<number | string> {
  return new Promise((done, fail) => {
    let answered = false;
    const req = request({ host: '127.0.0.1', ...to, method, headers, agent: via }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (body && !req.writableFinished && (error.code === 'EPIPE' || error.code === 'ECONNRESET'))
        done(`closed while sending (${error.code})`);
      else fail(error);
    });
    if (body) body(req);
    else req.end();
  });
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tally = (xs: (number | string)[]) =>
  Object.entries(xs.reduce<Record<string, number>>((t, x) => ({ ...t, [x]: (t[x] ?? 0) + 1 }), {}))
    .map(([k, n]) => `${n}× ${k}`)
    .join(', ');

// Memory sampled while something runs: the highest RSS seen.
async function peakDuring<T>(work: () => Promise<T>, of = rss): Promise<[T, number]> {
  let peak = of();
  const sampler = setInterval(() => (peak = Math.max(peak, of())), 20);
  try {
    return [await work(), Math.max(peak, of())];
  } finally {
    clearInterval(sampler);
  }
}

// Warm up, then the idle figure.
for (let i = 0; i < 200; i++) await send('GET', { 'X-Api-Key': 'k' });
const before = rss();

const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < READS) {
      next += 1;
      const t = performance.now();
      const status = await send('GET', { 'X-Api-Key': 'k', Accept: 'application/json' });
      if (status !== 200) throw new Error(`read answered ${status}`);
      latencies.push(performance.now() - t);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
agent.destroy();

// 200 bodies of 1 MiB at once, each on its own connection.
const mib = Buffer.alloc(MiB - 1024, 32);
const burstStart = rss();
const [burstStatuses, burstPeak] = await peakDuring(() =>
  Promise.all(
    Array.from({ length: BURST }, () =>
      send(
        'POST',
        { 'Content-Type': 'application/json', 'Content-Length': String(mib.length) },
        (req) => req.end(mib),
        false,
      ),
    ),
  ),
);
await sleep(SETTLE_MS);
const burstAfter = rss();

// Clients that ask for an 8 MiB answer and read none of it for 15 s (past the server's 10 s
// write-idle time), then read what they were sent: an answer that stops short was cut.
const nonReadStart = rss();
const sockets: { socket: Socket; got: number; closed: boolean }[] = [];
const [, nonReadPeak] = await peakDuring(async () => {
  for (let i = 0; i < NON_READERS; i++) {
    const socket = connect({ host: '127.0.0.1', port });
    const entry = { socket, got: 0, closed: false };
    socket.on('error', () => {});
    socket.on('close', () => (entry.closed = true));
    socket.write(
      `GET /proxy/http/${upstreamHost}/api/external/v2/big HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n\r\n`,
    );
    socket.pause();
    sockets.push(entry);
  }
  await sleep(15_000);
});
for (const entry of sockets) {
  entry.socket.on('data', (d: Buffer) => (entry.got += d.length));
  entry.socket.resume();
}
await sleep(3_000);
const cut = sockets.filter((s) => s.closed && s.got < big.length).length;
const whole = sockets.filter((s) => s.got >= big.length).length;
for (const { socket } of sockets) socket.destroy();
await sleep(SETTLE_MS);
const nonReadAfter = rss();

const [[streamed, declared], refusedPeak] = await peakDuring(async () => {
  const streamedStatus = await send(
    'POST',
    { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    (req) => {
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 32);
      const pump = () => {
        while (sent < 64 * MiB && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    },
    false,
  );
  const declaredStatus = await send(
    'POST',
    { 'Content-Type': 'application/json', 'Content-Length': String(1024 * MiB) },
    (req) => req.write('{"a":'),
    false,
  );
  return [streamedStatus, declaredStatus];
});
await sleep(1000);
const after = rss();
child.kill('SIGTERM');

// A shared server (with a sign-in) and 1,000 strangers posting 1 MiB each at once, each on its own
// connection, spread over what answers before sign-in and what does not.
const UNSIGNED = 1000;
const signed = await startServer({ SLOTBOARD_AUTH_TOKEN: 'bench-3Nq8vZ2xK7pR0wL5sT9mB4dY6hJ1cF_gA-eUiOo' });
const signedRss = () => rssOf(signed.child);
const unsignedPaths = ['/healthz', '/sign-in', path, '/meetings'];
const unsignedStart = signedRss();
const [unsignedStatuses, unsignedPeak] = await peakDuring(
  () =>
    Promise.all(
      Array.from({ length: UNSIGNED }, (_, i) =>
        send(
          'POST',
          {
            'Content-Type': i % 4 === 1 ? 'application/x-www-form-urlencoded' : 'application/json',
            'Content-Length': String(mib.length),
          },
          (req) => req.end(mib),
          false,
          { port: signed.port, path: unsignedPaths[i % unsignedPaths.length]! },
        ).catch((error: NodeJS.ErrnoException) => `failed (${error.code ?? error.message})`),
      ),
    ),
  signedRss,
);
await sleep(SETTLE_MS);
const unsignedAfter = signedRss();

const within = (end: number, start: number) =>
  `${end <= start * 1.2 ? 'within' : 'NOT within'} 20 % of ${fmtMiB(start)}`;
console.log(
  `Proxied reads:           ${READS} in ${seconds.toFixed(1)} s, ${Math.round(READS / seconds)} requests/s, p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms (${CONCURRENCY} at once)`,
);
console.log(`Server memory (RSS):     idle ${fmtMiB(before)}`);
console.log(
  `${BURST} bodies of 1 MiB:     ${tally(burstStatuses)}; RSS ${fmtMiB(burstStart)} → peak ${fmtMiB(burstPeak)} → ${fmtMiB(burstAfter)} ${SETTLE_MS / 1000} s later (${within(burstAfter, burstStart)})`,
);
console.log(
  `${NON_READERS} clients not reading:  ${cut} cut by the server, ${whole} sent whole, ${NON_READERS - cut - whole} neither (held open); ` +
    `RSS ${fmtMiB(nonReadStart)} → peak ${fmtMiB(nonReadPeak)} → ${fmtMiB(nonReadAfter)} ${SETTLE_MS / 1000} s after they were gone (${within(nonReadAfter, nonReadStart)})`,
);
console.log(
  `Refused oversized:       64 MiB without a length → ${streamed}, 1 GiB declared → ${declared}; peak ${fmtMiB(refusedPeak)}, after ${fmtMiB(after)}`,
);

console.log(
  `${UNSIGNED} unsigned 1 MiB POSTs: ${tally(unsignedStatuses)}; RSS ${fmtMiB(unsignedStart)} → peak ${fmtMiB(unsignedPeak)} (goal ≤ 300 MiB) → ${fmtMiB(unsignedAfter)} ${SETTLE_MS / 1000} s later`,
);

signed.child.kill('SIGTERM');
upstream.close();
process.exit(0);
