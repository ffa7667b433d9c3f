import { readFile } from 'node:fs/promises';
import { columnBreaks, csvRecords } from '../src/testing/csv-parse';
import { browserZone, expect, sandboxGet, test } from './fixtures';

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('the paged view exports every link of the current filter, not the page on screen, with amount and currency apart', async ({
  page,
}) => {
  const host = 'oliver.smith@example.com';
  const all = await sandboxGet<{ meetings: { sid: string }[] }>(
    page,
    `/v2/meetings?host_email=${encodeURIComponent(host)}&page_number=1&page_size=100`,
  );
  expect(all.meetings.length).toBeGreaterThan(10);
  await page.goto(`/meetings?host=${encodeURIComponent(host)}&size=10`);
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).locator('tbody tr')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export every matching link as CSV' }).click();
  const file = await (await download).path();
  const links = csvRecords(await readFile(file, 'utf8'));
  expect(links.map((r) => r['Link ID']).sort()).toEqual(all.meetings.map((m) => m.sid).sort());
  for (const r of links) expect(r['Host emails']!.split('; ')).toContain(host);
  const types = {
    'Default duration (min)': ['number'],
    'Other durations (min)': ['text'],
    'Buffer before (min)': ['number'],
    'Buffer after (min)': ['number'],
    [`Updated (${await browserZone(page)})`]: ['dateTime'],
  } as const;
  const text = Object.fromEntries(
    Object.keys(links[0]!)
      .filter((h) => !(h in types))
      .map((h) => [h, ['text'] as const]),
  );
  expect(columnBreaks(links, { ...text, ...types, 'Fee amount': ['number'] })).toBeNull();
  expect(links.some((r) => r['Fee amount'] === '' && r['Fee currency'] === '')).toBe(true);
  await expect(page.getByText(`Exported ${links.length} links.`)).toBeVisible();
});
