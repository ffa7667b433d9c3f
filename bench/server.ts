import { fork, type ChildProcess } from 'node:child_process';
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

// npm run bench:server: the Slotboard server's proxy against a local upstream, loopback only, a
// bounded number of requests. Figures, never pass/fail: requests per second and latency of proxied
// reads, and the server's memory (RSS) before, during and after a burst of 1 MiB bodies and two
// refused oversized ones (64 MiB streamed without a length, 1 GiB declared).

const READS = Number(process.env.BENCH_READS ?? 4000);
const CONCURRENCY = 32;
const BURST = 40;
const MiB = 1024 * 1024;

const page = JSON.stringify({ packages: Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, name: `Package ${i}`, slug: `package-${i}` })) });
const upstream = createServer((req, res) => {
  let bytes = 0;
  req.on('data', (d: Buffer) => (bytes += d.length));
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(req.method === 'GET' ? page : JSON.stringify({ received: bytes }));
  });
});
await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
const upstreamHost = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;

const child: ChildProcess = fork(join(import.meta.dirname, 'server-target.ts'), [upstreamHost], { execArgv: ['--import', 'tsx'] });
// A bench that fails part way must not leave the server running (and holding the terminal's output).
process.on('exit', () => child.kill());
const port = await new Promise<number>((done) => child.once('message', (m) => done((m as { port: number }).port)));
const rss = () =>
  new Promise<number>((done) => {
    const on = (m: unknown) => {
      if (typeof m === 'object' && m !== null && 'rss' in m) {
        child.off('message', on);
        done((m as { rss: number }).rss);
      }
    };
    child.on('message', on);
    child.send('rss');
  });

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const path = `/proxy/http/${upstreamHost}/api/external/v1/packages`;
/**
 * The answer's status. A server may refuse an oversized body by answering and closing the connection
 * while the client is still writing it: the client's next write then fails (EPIPE, or ECONNRESET)
 * and Node reports that instead of the answer, which it may not have read yet. For a request that
 * was still sending its body, that is the server's refusal too, given as the error's code; any
 * other failure is thrown.
 */
function send(method: string, headers: Record<string, string>, body?: (req: ReturnType<typeof request>) => void): Promise<number | string> {
  return new Promise((done, fail) => {
    let answered = false;
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (body && !req.writableFinished && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) done(`connection closed while sending (${error.code})`);
      else fail(error);
    });
    if (body) body(req);
    else req.end();
  });
}

const fmtMiB = (n: number) => `${(n / MiB).toFixed(0)} MiB`;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

// Warm up, then the idle figure.
for (let i = 0; i < 200; i++) await send('GET', { 'X-Api-Key': 'k' });
const before = await rss();

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

// Memory sampled while something runs: the highest RSS seen.
async function peakDuring<T>(work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss());
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const result = await work();
  sampling = false;
  await sampler;
  return [result, peak];
}

const mib = Buffer.alloc(MiB - 1024, 32);
const [burstStatuses, burstPeak] = await peakDuring(() =>
  Promise.all(
    Array.from({ length: BURST }, () =>
      send('POST', { 'Content-Type': 'application/json', 'Content-Length': String(mib.length) }, (req) => req.end(mib)),
    ),
  ),
);
const afterBurst = await rss();
const [[streamed, declared], refusedPeak] = await peakDuring(async () => {
  const streamedStatus = await send('POST', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, (req) => {
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
  });
  const declaredStatus = await send('POST', { 'Content-Type': 'application/json', 'Content-Length': String(1024 * MiB) }, (req) => req.write('{"a":'));
  return [streamedStatus, declaredStatus];
});
await new Promise((r) => setTimeout(r, 1000));
const after = await rss();

const ok = burstStatuses.filter((s) => s === 200).length;
console.log(`Proxied reads:           ${READS} in ${seconds.toFixed(1)} s, ${Math.round(READS / seconds)} requests/s, p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms (${CONCURRENCY} at once)`);
console.log(`1 MiB bodies forwarded:  ${ok} of ${BURST}`);
console.log(`Refused oversized:       64 MiB without a length → ${streamed}, 1 GiB declared → ${declared}`);
console.log(
  `Server memory (RSS):     before ${fmtMiB(before)}; ${BURST} bodies of 1 MiB at once: peak ${fmtMiB(burstPeak)}, then ${fmtMiB(afterBurst)}; ` +
    `refused oversized: peak ${fmtMiB(refusedPeak)}; after ${fmtMiB(after)}`,
);

child.send('stop');
agent.destroy();
upstream.close();
