import { createSandboxApp } from './sandbox/app.ts';
const app = createSandboxApp({ seed: { meetings: 300 } });
const res = await app.fetch(new Request('http://s.test/api/external/v2/meetings?page_size=100', { headers: { 'X-Api-Key': 'sandbox-demo-key' } }));
const s = await res.text();
console.log(s.slice(0, 1500));
console.log((s.match(/\},\{/g) ?? []).length, (s.match(/\},\{"id":/g) ?? []).length);
