import { createSandboxApp } from './sandbox/app.ts';
import { listScanner } from './src/api/list-stream.ts';
const N = Number(process.argv[2] ?? 10000);
const app = createSandboxApp({ seed: { meetings: N } });
const res = await app.fetch(new Request('http://s.test/api/external/v2/meetings?page_size=100', { headers: { 'X-Api-Key': 'sandbox-demo-key' } }));
const text = await res.text();
console.log('chars', text.length);
const PIECE = 65536;
const bytes = new TextEncoder().encode(text); const dec = new TextDecoder(); const pieces: string[] = []; for (let i = 0; i < bytes.length; i += PIECE) pieces.push(dec.decode(bytes.subarray(i, i + PIECE), { stream: true }));
function run(name: string, make: () => { feed: (t: string) => string | null }) {
  const times: number[] = [];
  for (let r = 0; r < 7; r++) {
    const s = make(); let n = 0;
    const t0 = performance.now();
    for (const p of pieces) { const b = s.feed(p); if (b) n += b.length; }
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(name, times.map((t) => t.toFixed(0)).join(' '));
}
run('current', () => listScanner('meetings'));
const t0 = performance.now(); for (let r = 0; r < 3; r++) JSON.parse(text); console.log('JSON.parse whole', ((performance.now() - t0) / 3).toFixed(0));
