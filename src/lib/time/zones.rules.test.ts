import { afterEach, describe, expect, it, vi } from 'vitest';
import { byName } from '../format';
import { emptyWeek, paint, weekdays9to5 } from './periods';
import {
  browserZone,
  convertWeekAt,
  formatOffset,
  isKnownZone,
  nextOffsetChange,
  previewConversion,
  wallTime,
  zoneOption,
  zoneOptions,
} from './zones';

const resolvedZone = (timeZone: string | undefined) =>
  vi
    .spyOn(Intl, 'DateTimeFormat')
    .mockReturnValue({ resolvedOptions: () => ({ timeZone }) } as unknown as Intl.DateTimeFormat);

afterEach(() => vi.restoreAllMocks());

describe('browserZone', () => {
  it('is the zone the browser reports, UTC when it reports none', () => {
    resolvedZone('Asia/Kolkata');
    expect(browserZone()).toBe('Asia/Kolkata');
    resolvedZone(undefined);
    expect(browserZone()).toBe('UTC');
  });
});

describe('zone names and offsets', () => {
  it('writes a zero offset with a plus sign', () => {
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(formatOffset(330)).toBe('UTC+05:30');
  });

  it('does not know a made-up zone', () => {
    expect(isKnownZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownZone('Asia/Kolkata')).toBe(true);
  });

  it('groups a zone by its region, "Other" when the id has none, and shows every level of the place', () => {
    const now = Date.UTC(2026, 0, 15);
    expect(zoneOption('UTC', now)).toEqual({ value: 'UTC', group: 'Other', offset: 0, label: 'UTC (UTC+00:00)' });
    expect(zoneOption('America/Argentina/Buenos_Aires', now)).toMatchObject({
      group: 'America',
      label: 'Argentina / Buenos Aires (UTC−03:00)',
    });
  });

  it('lists zones by region, then from west to east, then by name', () => {
    const options = zoneOptions(Date.UTC(2026, 0, 15));
    for (let i = 1; i < options.length; i++) {
      const [a, b] = [options[i - 1]!, options[i]!];
      const order = byName(a.group, b.group) || a.offset - b.offset || byName(a.label, b.label);
      expect(order, `${a.value} before ${b.value}`).toBeLessThan(0);
    }
    const europe = options.filter((o) => o.group === 'Europe').map((o) => o.value);
    expect(europe.indexOf('Europe/London')).toBeLessThan(europe.indexOf('Europe/Amsterdam'));
    expect(europe.indexOf('Europe/Amsterdam')).toBeLessThan(europe.indexOf('Europe/Berlin'));
    expect(europe.indexOf('Europe/Berlin')).toBeLessThan(europe.indexOf('Europe/Athens'));
  });
});

describe('nextOffsetChange', () => {
  it('looks exactly as many days ahead as asked', () => {
    // New York moves on 14 March 2027, 113 days after 21 November 2026.
    const from = Date.parse('2026-11-21T12:00:00Z');
    expect(nextOffsetChange('America/New_York', from, 113)).toEqual({ date: '2027-03-14', before: -300, after: -240 });
    expect(nextOffsetChange('America/New_York', from, 112)).toBeNull();
  });
});

describe('wallTime', () => {
  it('reads 24:00 as midnight at the start of the next day', () => {
    expect(wallTime('2026-03-07', 1440, 'America/New_York')).toEqual(wallTime('2026-03-08', 0, 'America/New_York'));
    expect(wallTime('2026-03-07', 1440, 'America/New_York')).toEqual({
      ms: Date.parse('2026-03-08T05:00:00Z'),
      exists: true,
    });
  });
});

describe('previewConversion', () => {
  const tuesdays = paint(emptyWeek(), 'tuesday', { start: 540, end: 1020 }, true);

  it('starts its weeks on the Monday on or before the start date', () => {
    const preview = previewConversion(tuesdays, 'Europe/London', 'America/New_York', '2026-11-25');
    expect(preview.spans[0]!.from).toBe('2026-11-23');
  });

  it('shows no more weeks than asked', () => {
    // New York moves in the second week; asked for one week, the preview does not show it.
    const preview = previewConversion(tuesdays, 'Europe/London', 'America/New_York', '2026-03-02', 1);
    expect(preview.spans.map((s) => s.from)).toEqual(['2026-03-02']);
  });

  it('flags an end time that does not exist on its date', () => {
    const sunday = paint(emptyWeek(), 'sunday', { start: 60, end: 150 }, true);
    const preview = previewConversion(sunday, 'America/New_York', 'UTC', '2026-03-02');
    expect(preview.missing).toEqual([{ date: '2026-03-08', time: '2:30 AM' }]);
  });
});

describe('convertWeekAt', () => {
  it('keeps the week as it is when both zones are the same', () => {
    const week = weekdays9to5();
    expect(convertWeekAt(week, 'Asia/Kolkata', 'Asia/Kolkata', '2027-03-17')).toBe(week);
  });

  it('converts with the offsets of the week that holds the date', () => {
    const mondays = paint(emptyWeek(), 'monday', { start: 540, end: 1020 }, true);
    // Wednesday 17 March 2027: New York is on summer time since the 14th.
    const summer = convertWeekAt(mondays, 'Asia/Kolkata', 'America/New_York', '2027-03-17');
    expect(summer.sunday).toEqual([{ start: 1410, end: 1440 }]);
    expect(summer.monday).toEqual([{ start: 0, end: 450 }]);
    const winter = convertWeekAt(mondays, 'Asia/Kolkata', 'America/New_York', '2027-03-10');
    expect(winter.monday).toEqual([{ start: 0, end: 390 }]);
  });

  it('converts hours that end in a gap of the clock without listing them', () => {
    const sunday = paint(emptyWeek(), 'sunday', { start: 60, end: 150 }, true);
    // 1:00 AM is 6:00 UTC; 2:30 AM does not exist on 8 March 2026 and is read as 3:30 AM summer time.
    expect(convertWeekAt(sunday, 'America/New_York', 'UTC', '2026-03-08').sunday).toEqual([{ start: 360, end: 450 }]);
  });

  it('converts hours that start in a gap of the clock without listing them', () => {
    const sunday = paint(emptyWeek(), 'sunday', { start: 120, end: 240 }, true);
    // 2:00 AM does not exist in New York on 8 March 2026; the range starts when the clock does (3:00 AM).
    expect(convertWeekAt(sunday, 'America/New_York', 'UTC', '2026-03-08').sunday).toEqual([{ start: 420, end: 480 }]);
  });
});
