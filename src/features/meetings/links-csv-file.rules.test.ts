import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvParts } from '@/lib/csv';
import { downloadLinksCsv } from './links-csv-file';

// Many parts stand in for 100,000 links here: the file must be built from them however many slices it takes.
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/csv')>()),
  csvParts: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function download(parts: string[]) {
  vi.mocked(csvParts).mockResolvedValue(parts);
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:links'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const anchor = { href: '', download: '', click: vi.fn() };
  const createElement = vi.fn(() => anchor);
  vi.stubGlobal('document', { createElement });
  await downloadLinksCsv([]);
  return { blobs, createElement, anchor };
}

describe('the links CSV download', () => {
  it('holds every part once, in order, over several slices of 20 parts', async () => {
    const parts = Array.from({ length: 45 }, (_, i) => `line ${i}\r\n`);
    const { blobs } = await download(parts);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toBe(parts.join(''));
  });

  it('holds nothing more than the parts when they fill the slices exactly', async () => {
    const parts = Array.from({ length: 40 }, (_, i) => `line ${i}\r\n`);
    const { blobs } = await download(parts);
    expect(await blobs[0]!.text()).toBe(parts.join(''));
  });

  it('is handed to the browser through a link it clicks once', async () => {
    const { createElement, anchor } = await download(['header\r\n']);
    expect(createElement).toHaveBeenCalledWith('a');
    expect(anchor.click).toHaveBeenCalledTimes(1);
  });
});
