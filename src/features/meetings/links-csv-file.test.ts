import { afterEach, describe, expect, it, vi } from 'vitest';
import { meetingSchema, type Meeting } from '@/api/meetings/schemas';
import { downloadLinksCsv, matchingInOrder } from './links-csv-file';
import type { MeetingsSearch } from './meetings-search';
import { csvParts } from '@/lib/csv';

vi.mock('@/lib/csv', async (importOriginal) => {
  const csv = await importOriginal<typeof import('@/lib/csv')>();
  return { ...csv, csvParts: vi.fn(csv.csvParts) };
});

const link = (sid: string, name: string, host: string, duration: number): Meeting =>
  meetingSchema.parse({ id: sid, sid, name, slug: sid, duration, hosts: [{ email: host }] });

const links = [
  link('c', 'Coffee chat', 'ana@example.com', 15),
  link('a', 'Intro call', 'ben@example.com', 30),
  link('b', 'Demo', 'ana@example.com', 60),
  link('d', 'Deep dive', 'ana@example.com', 30),
];
const search = (patch: Partial<Pick<MeetingsSearch, 'hosts' | 'q' | 'sort' | 'dir'>>) => ({
  hosts: [],
  q: '',
  sort: 'name' as const,
  dir: 'asc' as const,
  ...patch,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('matchingInOrder', () => {
  it('keeps only the links that match the filter, in the view’s order', async () => {
    expect((await matchingInOrder(links, search({ hosts: ['ana@example.com'] }))).map((m) => m.sid)).toEqual([
      'c',
      'd',
      'b',
    ]);
    expect((await matchingInOrder(links, search({ q: 'intro' }))).map((m) => m.sid)).toEqual(['a']);
  });

  it('sorts by the chosen column and direction, a tie by the link’s id', async () => {
    expect((await matchingInOrder(links, search({ sort: 'duration', dir: 'desc' }))).map((m) => m.sid)).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
    expect((await matchingInOrder(links, search({ sort: 'name', dir: 'desc' }))).map((m) => m.sid)).toEqual([
      'a',
      'b',
      'd',
      'c',
    ]);
  });

  it('gives nothing for no links', async () => {
    expect(await matchingInOrder([], search({}))).toEqual([]);
  });
});

describe('downloadLinksCsv', () => {
  it('hands the browser one CSV file named after today, with a header and a line per link', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:links'));
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const anchor = { href: '', download: '', click: vi.fn() };
    vi.stubGlobal('document', { createElement: () => anchor });
    await downloadLinksCsv(links.slice(0, 2));
    expect(anchor).toMatchObject({ href: 'blob:links', download: 'scheduling-links-2026-11-27.csv' });
    expect(anchor.click).toHaveBeenCalledTimes(1);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const lines = (await blobs[0]!.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Coffee chat');
    expect(lines[2]).toContain('Intro call');
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:links'));
  });
});

// Many parts stand in for 100,000 links below: the file must be built from them however many slices it
// takes. Elsewhere the parts are the real ones.
async function download(parts: string[]) {
  vi.mocked(csvParts).mockResolvedValueOnce(parts);
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
