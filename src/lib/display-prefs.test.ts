import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import {
  browserLocale,
  DEFAULT_PREFS,
  getDisplayPrefs,
  localeUses12h,
  localeWeekStart,
  reloadDisplayPrefs,
  setDisplayPrefs,
  uses12h,
  weekStart,
} from './display-prefs';
import { onStorageDropped, type DroppedEntry } from './storage';

const KEY = 'slotboard.display.v1';

afterEach(() => {
  vi.unstubAllGlobals();
  reloadDisplayPrefs();
});

describe('the clock', () => {
  it('follows the admin’s choice over the locale', () => {
    expect(uses12h({ clock: '12', weekStart: 'auto' }, 'de-DE')).toBe(true);
    expect(uses12h({ clock: '24', weekStart: 'auto' }, 'en-US')).toBe(false);
  });

  it('follows the locale when the admin chose nothing: 12 hours in the US, 24 in Britain and Germany', () => {
    expect(uses12h({ clock: 'auto', weekStart: 'auto' }, 'en-US')).toBe(true);
    expect(uses12h({ clock: 'auto', weekStart: 'auto' }, 'en-GB')).toBe(false);
    expect(uses12h({ clock: 'auto', weekStart: 'auto' }, 'de-DE')).toBe(false);
  });

  it('reads both 12-hour cycles (1–12 and 0–11) as a 12-hour clock, a 24-hour cycle as not', () => {
    expect(localeUses12h('en-US-u-hc-h12')).toBe(true);
    expect(localeUses12h('ja-JP-u-hc-h11')).toBe(true);
    expect(localeUses12h('en-US-u-hc-h23')).toBe(false);
  });

  it('takes a 12-hour clock for a locale the runtime refuses', () => {
    expect(localeUses12h('not a locale!')).toBe(true);
  });
});

describe('the first day of the week', () => {
  it('follows the admin’s choice, as a day number', () => {
    expect(weekStart({ clock: 'auto', weekStart: '0' }, 'de-DE')).toBe(0);
    expect(weekStart({ clock: 'auto', weekStart: '1' }, 'en-US')).toBe(1);
    expect(weekStart({ clock: 'auto', weekStart: '6' }, 'en-US')).toBe(6);
  });

  it('follows the locale otherwise: Sunday in the US, Monday in Germany, Saturday in Egypt', () => {
    expect(weekStart({ clock: 'auto', weekStart: 'auto' }, 'en-US')).toBe(0);
    expect(weekStart({ clock: 'auto', weekStart: 'auto' }, 'de-DE')).toBe(1);
    expect(weekStart({ clock: 'auto', weekStart: 'auto' }, 'ar-EG')).toBe(6);
  });

  it('takes Monday for a locale the runtime refuses', () => {
    expect(localeWeekStart('not a locale!')).toBe(1);
  });

  it('without week data from the runtime: Sunday for the Americas’ and Asia’s Sunday countries and plain "en", else Monday', () => {
    class BareLocale {
      constructor(private readonly tag: string) {}
      toString() {
        return this.tag;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: BareLocale });
    expect(localeWeekStart('es-MX')).toBe(0);
    expect(localeWeekStart('pt-br')).toBe(0);
    expect(localeWeekStart('en')).toBe(0);
    expect(localeWeekStart('fr-FR')).toBe(1);
    expect(localeWeekStart('en-NZ')).toBe(1);
    expect(localeWeekStart('x-US-y')).toBe(1);
  });
});

describe('the stored preferences', () => {
  it('are the defaults outside a browser and with nothing stored', () => {
    expect(getDisplayPrefs()).toEqual({ clock: 'auto', weekStart: 'auto' });
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    reloadDisplayPrefs();
    expect(getDisplayPrefs()).toEqual(DEFAULT_PREFS);
  });

  it('are kept in local storage and read back after a reload', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    setDisplayPrefs({ clock: '24', weekStart: '6' });
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ clock: '24', weekStart: '6' });
    reloadDisplayPrefs();
    expect(getDisplayPrefs()).toEqual({ clock: '24', weekStart: '6' });
    expect(uses12h(undefined, 'en-US')).toBe(false);
    expect(weekStart(undefined, 'en-US')).toBe(6);
  });

  it('drop a stored value they do not know, with a notice naming them, and read as the defaults', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, JSON.stringify({ clock: '36', weekStart: '1' }));
    vi.stubGlobal('window', { localStorage: storage });
    const dropped: DroppedEntry[] = [];
    const stop = onStorageDropped((e) => dropped.push(e));
    reloadDisplayPrefs();
    expect(getDisplayPrefs()).toEqual(DEFAULT_PREFS);
    stop();
    expect(storage.getItem(KEY)).toBeNull();
    expect(dropped.map((e) => e.what)).toEqual(['your date and time preferences']);
  });
});

describe('browserLocale', () => {
  it('is the browser’s language, or American English without one', () => {
    vi.stubGlobal('navigator', { language: 'fr-CA' });
    expect(browserLocale()).toBe('fr-CA');
    vi.stubGlobal('navigator', { language: '' });
    expect(browserLocale()).toBe('en-US');
    vi.stubGlobal('navigator', undefined);
    expect(browserLocale()).toBe('en-US');
  });
});
