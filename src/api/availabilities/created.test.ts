// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { onStorageDropped } from '@/lib/storage';
import { readCreated } from './created';

// What this browser created is read entry by entry, for what each entry means (docs/product.md decision 16).

const KEY = 'slotboard.availabilities.ws-1';
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
    ['a time in 2100', { at: '2100-01-01T00:00:00.000Z' }],
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
