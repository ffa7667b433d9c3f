import { afterEach, describe, expect, it, vi } from 'vitest';
import { meetingSchema, type Meeting } from '@/api/meetings/schemas';
import { downloadLinksCsv, matchingInOrder } from './links-csv-file';
import type { MeetingsSearch } from './meetings-search';

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
