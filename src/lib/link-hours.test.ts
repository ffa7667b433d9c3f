// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import { readLastSent, writeLastSent } from './link-hours';
import { onStorageDropped, type DroppedEntry } from './storage';
import { emptyWeek, type Week } from './time/periods';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function sampleWeek(): Week {
  return { ...emptyWeek(), monday: [{ start: 540, end: 1020 }], friday: [{ start: 600, end: 720 }] };
}

describe('the hours last sent for a link', () => {
  it('are kept per workspace and link, with the zone they were sent in, and read back', () => {
    const storage = new MemoryStorage();
    const sent = { week: sampleWeek(), timeZone: 'Europe/Paris' };
    expect(writeLastSent('ws1', 'intro', sent, storage)).toBe(true);
    expect(Object.keys(storage.dump())).toEqual(['slotboard.link-periods.ws1.intro']);
    expect(readLastSent('ws1', 'intro', storage)).toEqual(sent);
    expect(readLastSent('ws2', 'intro', storage)).toBeNull();
    expect(readLastSent('ws1', 'demo', storage)).toBeNull();
  });

  it('keep a null zone: the hosts’ own', () => {
    const storage = new MemoryStorage();
    writeLastSent('ws1', 'intro', { week: sampleWeek(), timeZone: null }, storage);
    expect(readLastSent('ws1', 'intro', storage)).toEqual({ week: sampleWeek(), timeZone: null });
  });

  it('read a week stored alone (before the zone was kept) as sent in the hosts’ zone', () => {
    const storage = new MemoryStorage();
    writeLastSent('ws1', 'intro', { week: sampleWeek(), timeZone: null }, storage);
    const stored = JSON.parse(storage.getItem('slotboard.link-periods.ws1.intro')!) as { week: unknown };
    storage.setItem('slotboard.link-periods.ws1.intro', JSON.stringify(stored.week));
    expect(readLastSent('ws1', 'intro', storage)).toEqual({ week: sampleWeek(), timeZone: null });
  });

  it('drop an entry whose zone is not a real one, with a notice saying what it was', () => {
    const storage = new MemoryStorage();
    writeLastSent('ws1', 'intro', { week: sampleWeek(), timeZone: 'Mars/Olympus' }, storage);
    const dropped: DroppedEntry[] = [];
    const stop = onStorageDropped((e) => dropped.push(e));
    expect(readLastSent('ws1', 'intro', storage)).toBeNull();
    stop();
    expect(storage.getItem('slotboard.link-periods.ws1.intro')).toBeNull();
    expect(dropped.map((e) => e.what)).toEqual(['the hours last saved for a scheduling link']);
  });

  it('are neither kept nor read outside a browser', () => {
    vi.stubGlobal('window', undefined);
    expect(writeLastSent('ws1', 'intro', { week: sampleWeek(), timeZone: null })).toBe(false);
    expect(readLastSent('ws1', 'intro')).toBeNull();
  });
});

// In the browser the hours last sent for a link are kept in the page's local storage by default.

describe('the hours last sent for a link, in a browser', () => {
  it('are kept in local storage when no storage is given', () => {
    const sent = { week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] }, timeZone: 'Europe/Paris' };
    expect(writeLastSent('ws1', 'intro', sent)).toBe(true);
    expect(window.localStorage.getItem('slotboard.link-periods.ws1.intro')).not.toBeNull();
    expect(readLastSent('ws1', 'intro')).toEqual(sent);
  });
});
