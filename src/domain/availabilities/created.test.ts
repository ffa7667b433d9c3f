import { beforeEach, describe, expect, it, afterEach, vi } from 'vitest';
import { onStorageDropped } from '@/lib/storage';
import { readCreated, addCreated, type CreatedEntry } from './created';
import { MemoryStorage } from '@/testing/memory-storage';

// What this browser created is read entry by entry, for what each entry means (docs/product.md decision 16).

const KEY = 'slotboard.availabilities.ws-1';
// A storage of its own for each test, in place of the browser’s.
let storage: MemoryStorage;
let dropped: string[];
let stop: () => void;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
  onStorageDropped(() => {})(); // earlier drops, replayed to the first listener
  dropped = [];
  stop = onStorageDropped((e) => dropped.push(e.what));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const good = {
  at: '2026-11-20T10:00:00.000Z',
  version: 'v2',
  request: {
    email: 'priya@example.com',
    name: 'Winter hours',
    time_zone: 'Asia/Kolkata',
    periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '12:00 AM' }],
    overrides: [{ date: '2026-12-25', periods: [{ wday: 'friday', start_time: '10:00 AM', end_time: '02:00 PM' }] }],
  },
  response: { id: 'a1', sid: 's1', name: 'Winter hours', periods: [], overrides: [] },
};

const readWith = (bad: Record<string, unknown>) => {
  window.localStorage.setItem(KEY, JSON.stringify([{ ...good, ...bad }, good]));
  onStorageDropped(() => {})(); // earlier drops, replayed to the first listener
  const dropped: string[] = [];
  const stop = onStorageDropped((e) => dropped.push(e.what));
  const entries = readCreated('ws-1');
  stop();
  return { entries, dropped };
};

describe('the availabilities created from this browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads back an entry as it was written', () => {
    window.localStorage.setItem(KEY, JSON.stringify([good]));
    expect(readCreated('ws-1')).toEqual([good]);
  });

  it.each([
    ['a time that is not a date', { at: 'yesterday' }],
    ['a time before 2000', { at: '1999-12-31T23:59:59.000Z' }],
    ['a time after 2100', { at: '2101-01-01T00:00:00.000Z' }],
    ['an unknown API version', { version: 'v3' }],
    ['an empty member email', { request: { ...good.request, email: ' ' } }],
    ['an unknown time zone', { request: { ...good.request, time_zone: 'Mars/Olympus' } }],
    [
      'a start time that is not a time',
      { request: { ...good.request, periods: [{ wday: 'monday', start_time: '25:00', end_time: '05:00 PM' }] } },
    ],
    [
      'an unknown weekday',
      { request: { ...good.request, periods: [{ wday: 'funday', start_time: '09:00 AM', end_time: '05:00 PM' }] } },
    ],
    ['a day that does not exist', { request: { ...good.request, overrides: [{ date: '2026-02-30', periods: [] }] } }],
    ['a day in another century', { request: { ...good.request, overrides: [{ date: '2126-02-03', periods: [] }] } }],
    ['an answer with no id', { response: { ...good.response, id: '' } }],
  ])('drops an entry holding %s, keeps the others, and says so', (_name, bad) => {
    const { entries, dropped } = readWith(bad);
    expect(entries).toEqual([good]);
    expect(dropped).toEqual(['1 unreadable entry of the list of availabilities created from this browser']);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual([good]);
  });
});

const sample = {
  at: '2026-11-20T10:00:00.000Z',
  version: 'v2',
  request: {
    email: 'priya@example.com',
    name: 'Winter hours',
    periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
    overrides: [{ date: '2026-12-25', periods: [] }],
  },
  response: { id: 'a1', sid: 's1', name: 'Winter hours', periods: [], overrides: [] },
} as const satisfies Record<string, unknown>;
const entry = (over: Record<string, unknown> = {}) => ({ ...sample, ...over }) as unknown as CreatedEntry;
const withDate = (date: string) => entry({ request: { ...sample.request, overrides: [{ date, periods: [] }] } });

const store = (items: unknown) => storage.setItem(KEY, JSON.stringify(items));
const kept = () => readCreated('ws-1').length === 1;

describe('an entry is read for what it means', () => {
  it('takes a creation time from 2000 on, written as the app writes it, and nothing else', () => {
    for (const [at, ok] of [
      ['2000-01-01T00:00:00.000Z', true],
      ['2099-12-31T23:59:59.999Z', true],
      ['2100-12-31T23:59:59.999Z', true],
      ['2101-01-01T00:00:00.000Z', false],
      ['2026-11-20', false],
      ['Fri, 20 Nov 2026 10:00:00 GMT', false],
    ] as const) {
      store([entry({ at })]);
      expect([at, kept()]).toEqual([at, ok]);
    }
  });

  it('takes the days of 2000 to 2100 that exist, written as YYYY-MM-DD and nothing more', () => {
    for (const [date, ok] of [
      ['2000-01-01', true],
      ['2099-12-31', true],
      ['1999-12-31', false],
      ['2100-12-31', true],
      ['2101-01-01', false],
      ['2026-13-01', false],
      ['2026-04-31', false],
      ['2026-12-25x', false],
      ['x2026-12-25', false],
      ['Dec 25 2026', false],
    ] as const) {
      store([withDate(date)]);
      expect([date, kept()]).toEqual([date, ok]);
    }
  });

  it('refuses an end time that is not a time, and an answer whose id is blank', () => {
    store([
      entry({
        request: { ...sample.request, periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: 'later' }] },
      }),
    ]);
    expect(kept()).toBe(false);
    store([entry({ response: { ...sample.response, id: '  ' } })]);
    expect(kept()).toBe(false);
  });
});

describe('the list as stored', () => {
  it('is empty when nothing was created here, and nothing is reported', () => {
    expect(readCreated('ws-1')).toEqual([]);
    expect(dropped).toEqual([]);
  });

  it('is left as it is, unreported, when every entry reads', () => {
    store([sample, sample]);
    expect(readCreated('ws-1')).toHaveLength(2);
    expect(dropped).toEqual([]);
    expect(storage.getItem(KEY)).toBe(JSON.stringify([sample, sample]));
  });

  it('counts the entries dropped in plain words', () => {
    store([{ ...sample, at: 'then' }, { ...sample, version: 'v9' }, sample]);
    expect(readCreated('ws-1')).toEqual([sample]);
    expect(dropped).toEqual(['2 unreadable entries of the list of availabilities created from this browser']);
  });

  it('drops a stored value that is not a list at all, saying what it was', () => {
    store({ not: 'a list' });
    expect(readCreated('ws-1')).toEqual([]);
    expect(dropped).toEqual(['the list of availabilities created from this browser']);
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('addCreated', () => {
  it('puts the newest first, per workspace', () => {
    addCreated('ws-1', entry({ at: '2026-11-20T10:00:00.000Z' }));
    addCreated('ws-1', entry({ at: '2026-11-21T10:00:00.000Z' }));
    expect(readCreated('ws-1').map((e) => e.at)).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-20T10:00:00.000Z']);
    expect(readCreated('ws-2')).toEqual([]);
  });

  it('keeps the 200 newest', () => {
    const bare = { ...sample, request: { email: 'priya@example.com', name: 'Winter hours' } };
    store(Array.from({ length: 200 }, () => bare));
    addCreated('ws-1', entry({ at: '2026-11-22T10:00:00.000Z' }));
    const list = readCreated('ws-1');
    expect(list).toHaveLength(200);
    expect(list[0]!.at).toBe('2026-11-22T10:00:00.000Z');
  });
});
