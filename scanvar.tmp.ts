import { createSandboxApp } from './sandbox/app.ts';
const N = Number(process.argv[2] ?? 10000);
const app = createSandboxApp({ seed: { meetings: N } });
const res = await app.fetch(new Request('http://s.test/api/external/v2/meetings?page_size=100', { headers: { 'X-Api-Key': 'sandbox-demo-key' } }));
const s = await res.text();
function v0(s: string) { // char loop, indexOf strings
  let depth = 0, count = 0, i = 0; const n = s.length;
  while (i < n) { const c = s.charCodeAt(i++);
    if (c === 34) { let q = s.indexOf('"', i); for (;;) { let k = q - 1; while (s.charCodeAt(k) === 92) k--; if ((q - 1 - k) % 2 === 0) break; q = s.indexOf('"', q + 1); } i = q + 1; }
    else if (c === 123 || c === 91) depth++; else if (c === 125 || c === 93) { depth--; if (depth === 2) count++; } }
  return count;
}
function v1(s: string) {
  const struct = /["{}[\]]/g; const strEnd = /(?:[^"\\]|\\[^])*"/y; let depth = 0, count = 0;
  for (;;) { const m = struct.exec(s); if (!m) break; const c = s.charCodeAt(m.index);
    if (c === 34) { strEnd.lastIndex = m.index + 1; if (!strEnd.test(s)) break; struct.lastIndex = strEnd.lastIndex; }
    else if (c === 123 || c === 91) depth++; else { depth--; if (depth === 2) count++; } }
  return count;
}
function v2(s: string) {
  const struct = /["{}[\]]/g; let depth = 0, count = 0;
  for (;;) { const m = struct.exec(s); if (!m) break; const at = m.index; const c = s.charCodeAt(at);
    if (c === 34) { let q = s.indexOf('"', at + 1); for (;;) { let k = q - 1; while (s.charCodeAt(k) === 92) k--; if ((q - 1 - k) % 2 === 0) break; q = s.indexOf('"', q + 1); } struct.lastIndex = q + 1; }
    else if (c === 123 || c === 91) depth++; else { depth--; if (depth === 2) count++; } }
  return count;
}
function v3(s: string) {
  const re = /"(?:[^"\\]|\\[^])*"|[{}[\]]/g; let depth = 0, count = 0;
  for (;;) { const m = re.exec(s); if (!m) break; const c = s.charCodeAt(m.index);
    if (c === 34) continue; if (c === 123 || c === 91) depth++; else { depth--; if (depth === 2) count++; } }
  return count;
}
function v4(s: string) { // search with a loop over precomputed positions: find next of any structural via min of indexOf? use search of quote first
  let depth = 0, count = 0, i = 0; const n = s.length;
  // Walk between quotes: region outside strings from i to next quote; count braces in that region with a tight loop.
  while (i < n) {
    let q = s.indexOf('"', i); if (q < 0) q = n;
    for (let j = i; j < q; j++) { const c = s.charCodeAt(j); if (c === 123 || c === 91) depth++; else if (c === 125 || c === 93) { depth--; if (depth === 2) count++; } }
    if (q >= n) break;
    let e = s.indexOf('"', q + 1); for (;;) { let k = e - 1; while (s.charCodeAt(k) === 92) k--; if ((e - 1 - k) % 2 === 0) break; e = s.indexOf('"', e + 1); }
    i = e + 1;
  }
  return count;
}
for (const [name, f] of [['v0', v0], ['v1', v1], ['v2', v2], ['v3', v3], ['v4', v4]] as const) {
  const t: number[] = []; let c = 0;
  for (let r = 0; r < 7; r++) { const t0 = performance.now(); c = f(s); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b); console.log(name, c, t.map((x) => x.toFixed(0)).join(' '));
}
