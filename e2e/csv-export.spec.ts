import { readFile } from 'node:fs/promises';
import { expect, sandboxGet, test } from './fixtures';

/** RFC 4180 enough for the file Slotboard writes: quoted cells with doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('the paged view exports every link of the current filter, not the page on screen, with amount and currency apart', async ({ page }) => {
  const host = 'oliver.smith@example.com';
  const all = await sandboxGet<{ meetings: { sid: string }[] }>(page, `/v2/meetings?host_email=${encodeURIComponent(host)}&page_number=1&page_size=100`);
  expect(all.meetings.length).toBeGreaterThan(10);
  await page.goto(`/meetings?host=${encodeURIComponent(host)}&size=10`);
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).locator('tbody tr')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export every matching link as CSV' }).click();
  const file = await (await download).path();
  const rows = parseCsv(await readFile(file, 'utf8'));
  const [header, ...links] = rows;
  expect(header).toEqual(expect.arrayContaining(['Link ID', 'Place', 'Buffer before (min)', 'Buffer after (min)', 'Fee amount', 'Fee currency', 'Payment provider']));
  expect(links.map((r) => r[header!.indexOf('Link ID')]).sort()).toEqual(all.meetings.map((m) => m.sid).sort());
  for (const r of links) expect(r[header!.indexOf('Hosts')]).toContain(host);
  const amounts = links.map((r) => r[header!.indexOf('Fee amount')]!);
  for (const a of amounts) expect(a).toMatch(/^(\d+(\.\d+)?)(; \d+(\.\d+)?)*$/);
  await expect(page.getByText(`Exported ${links.length} links.`)).toBeVisible();
});
