// The plain pages the bench compares Slotboard with: the same JSON fetched and the same rows
// rendered with nothing but the DOM, so the figures say what the app itself costs.

const render = `
const kinds = { one_on_one: 'One-on-one', round_robin: 'Round robin', multihost: 'Multi-host', grouped: 'Group' };
function row(m) {
  const tr = document.createElement('tr');
  const cells = [m.name, kinds[m.kind] || m.kind, (m.durations_possible || []).join(' / ') + ' min',
    (m.hosts || []).map((h) => h.name).join(', '), m.spot, m.disabled ? 'Disabled' : 'Enabled', m.updated_at];
  for (const c of cells) { const td = document.createElement('td'); td.textContent = c; tr.appendChild(td); }
  return tr;
}`;

export function plainPage(apiPath: string, key: string, rows: number, marker: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>plain</title></head><body>
<table id="t"><tbody></tbody></table>
<script>
${render}
fetch(${JSON.stringify(apiPath)}, { headers: { 'X-Api-Key': ${JSON.stringify(key)}, Accept: 'application/json' } })
  .then((r) => r.text())
  .then((text) => {
    const data = JSON.parse(text);
    const body = document.querySelector('#t tbody');
    for (const m of data.meetings.slice(0, ${rows})) body.appendChild(row(m));
    body.firstElementChild.setAttribute('data-first', ${JSON.stringify(marker)});
  });
</script></body></html>`;
}

/**
 * The same list read as the All view reads it, page by page (`page_size` 100, four requests at
 * once), each answer read as text and parsed, nothing else: what paging itself costs, so the bench
 * can tell it from what the app adds. The marker is set once every page is parsed.
 */
export function plainPagedPage(apiPath: string, key: string, rows: number, marker: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>plain paged</title></head><body>
<table id="t"><tbody></tbody></table>
<script>
${render}
const get = (n) => fetch(${JSON.stringify(apiPath)} + '&page_number=' + n, { headers: { 'X-Api-Key': ${JSON.stringify(key)}, Accept: 'application/json' } })
  .then((r) => r.text()).then((text) => JSON.parse(text));
(async () => {
  const first = await get(1);
  const pages = first.pagination.total_pages || 1;
  const all = [...first.meetings];
  let next = 2;
  const slot = async () => { while (next <= pages) { const d = await get(next++); for (const m of d.meetings) all.push(m); } };
  await Promise.all([slot(), slot(), slot(), slot()]);
  const body = document.querySelector('#t tbody');
  for (const m of all.slice(0, ${rows})) body.appendChild(row(m));
  body.firstElementChild.setAttribute('data-first', ${JSON.stringify(marker)});
})();
</script></body></html>`;
}

/**
 * The other design measured for the All view (decision 0020): the whole list as one answer, read
 * as it arrives by a maintained streaming parser (@streamparser/json) in a worker, its links posted
 * to the page 2,000 at a time. Nothing else: no checking, no rendering past the first rows, so its
 * figure is the least that design could cost. The marker is set once every link is on the page.
 */
export function plainStreamPage(apiPath: string, key: string, rows: number, marker: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>plain stream</title></head><body>
<table id="t"><tbody></tbody></table>
<script>
${render}
const worker = new Worker('/bench/stream-worker.js', { type: 'module' });
const body = document.querySelector('#t tbody');
let count = 0;
worker.onmessage = (e) => {
  // A new element, not an attribute: the bench's watcher sees elements added.
  if (e.data === 'done') return document.body.appendChild(Object.assign(document.createElement('p'), { textContent: count })).setAttribute('data-all', ${JSON.stringify(marker)});
  if (count === 0) for (const m of e.data.slice(0, ${rows})) body.appendChild(row(m));
  count += e.data.length;
};
worker.postMessage({ url: ${JSON.stringify(apiPath)}, key: ${JSON.stringify(key)} });
</script></body></html>`;
}

/** The worker of plainStreamPage, served as a module beside the parser's own files. */
export const streamWorker = `import { JSONParser } from '/bench/streamparser/index.js';
self.onmessage = async (e) => {
  const res = await fetch(e.data.url, { headers: { 'X-Api-Key': e.data.key, Accept: 'application/json' } });
  const parser = new JSONParser({ paths: ['$.meetings.*'], keepStack: false });
  let batch = [];
  parser.onValue = ({ value }) => {
    batch.push(value);
    if (batch.length === 2000) { self.postMessage(batch); batch = []; }
  };
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.write(value);
  }
  if (batch.length) self.postMessage(batch);
  self.postMessage('done');
};`;
