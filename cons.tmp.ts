import { createSandboxApp } from './sandbox/app.ts';
const app = createSandboxApp({ seed: { meetings: 10000 } });
const res = await app.fetch(new Request('http://s.test/api/external/v2/meetings?page_size=100', { headers: { 'X-Api-Key': 'sandbox-demo-key' } }));
const text = await res.text();
const bytes = new TextEncoder().encode(text); const dec = new TextDecoder(); const pieces: string[] = []; for (let i = 0; i < bytes.length; i += 65536) pieces.push(dec.decode(bytes.subarray(i, i + 65536), { stream: true }));
function walk(s: string) { let d = 0, c2 = 0; const n = s.length; let i = 0;
  while (i < n) { const c = s.charCodeAt(i++); if (c === 34) { const q = s.indexOf('"', i); if (q < 0) break; i = q + 1; } else if (c === 123 || c === 91) d++; else if (c === 125 || c === 93) { d--; if (d === 2) c2++; } }
  return c2; }
for (let r = 0; r < 3; r++) {
  let t0 = performance.now(); for (const p of pieces) walk(p); const fresh = performance.now() - t0;
  const cons = pieces.map((p) => 'x'.repeat(500 + (r)) + p);
  t0 = performance.now(); for (const p of cons) walk(p); const consT = performance.now() - t0;
  const flat = pieces.map((p) => { const s = 'x'.repeat(500) + p; return s; }); flat.forEach((s) => s.charCodeAt(0));
  t0 = performance.now(); for (const p of flat) walk(p); const flatT = performance.now() - t0;
  console.log('fresh', fresh.toFixed(0), 'cons', consT.toFixed(0), 'cons touched', flatT.toFixed(0));
}
