import { describe, expect, it, afterEach, vi } from 'vitest';
import { emptyWeek, paint, weekdays9to5 } from './periods';
import { offsetMinutes, wallTime } from './wall-clock';
import {
  formatOffset,
  nextOffsetChange,
  previewConversion,
  zoneOptions,
  browserZone,
  convertWeekAt,
  isKnownZone,
  zoneOption,
} from './zones';
import { byName } from '../format';

const week = (day: 'monday' | 'tuesday', start: number, end: number) => paint(emptyWeek(), day, { start, end }, true);

afterEach(() => vi.restoreAllMocks());

describe('zones', () => {
  it('lists zones with offsets, findable by city', () => {
    const options = zoneOptions(Date.parse('2026-11-21T12:00:00Z'));
    const kolkata = options.find((o) => o.value === 'Asia/Kolkata')!;
    expect(kolkata).toMatchObject({ group: 'Asia', label: 'Kolkata (UTC+05:30)' });
    expect(options.find((o) => o.value === 'America/New_York')!.label).toBe('New York (UTC−05:00)');
    expect(options.length).toBeGreaterThan(300);
    expect(formatOffset(-210)).toBe('UTC−03:30');
  });

  it('finds the next offset change', () => {
    expect(nextOffsetChange('America/New_York', Date.parse('2026-11-21T12:00:00Z'))).toMatchObject({
      date: '2027-03-14',
      before: -300,
      after: -240,
    });
    expect(nextOffsetChange('Asia/Kolkata', Date.parse('2026-11-21T12:00:00Z'))).toBeNull();
    expect(offsetMinutes('Europe/London', Date.parse('2026-07-01T00:00:00Z'))).toBe(60);
  });

  it('knows wall times that do not exist', () => {
    expect(wallTime('2026-03-08', 150, 'America/New_York').exists).toBe(false);
    expect(wallTime('2026-03-08', 180, 'America/New_York').exists).toBe(true);
  });
});

describe('preview across DST', () => {
  it('New York and London in the weeks where only one has changed', () => {
    // Tuesdays 9 AM–5 PM London, saved for a New York member, from 2 March 2026: New York moves on
    // 8 March, London on 29 March. Three versions: 4:00, 5:00 (gap weeks), then 4:00 again.
    const preview = previewConversion(week('tuesday', 540, 1020), 'Europe/London', 'America/New_York', '2026-03-02');
    expect(preview.spans.map((s) => [s.from, s.week.tuesday])).toEqual([
      ['2026-03-02', [{ start: 240, end: 720 }]],
      ['2026-03-09', [{ start: 300, end: 780 }]],
      ['2026-03-30', [{ start: 240, end: 720 }]],
    ]);
    expect(preview.changes.map((c) => [c.zone, c.date])).toEqual([
      ['Europe/London', '2026-03-29'],
      ['America/New_York', '2026-03-08'],
    ]);
  });

  it('Kolkata to New York: crosses midnight onto Sunday, and moves an hour with New York summer time', () => {
    const preview = previewConversion(week('monday', 540, 1020), 'Asia/Kolkata', 'America/New_York', '2026-11-23');
    expect(preview.spans[0]!.week.sunday).toEqual([{ start: 1350, end: 1440 }]);
    expect(preview.spans[0]!.week.monday).toEqual([{ start: 0, end: 390 }]);
    const summer = preview.spans.at(-1)!;
    expect(summer.from).toBe('2027-03-15');
    expect(summer.week.sunday).toEqual([{ start: 1410, end: 1440 }]);
    expect(summer.week.monday).toEqual([{ start: 0, end: 450 }]);
  });

  it('flags hours that do not exist in the chosen zone', () => {
    const preview = previewConversion(
      paint(emptyWeek(), 'sunday', { start: 120, end: 240 }, true),
      'America/New_York',
      'Asia/Kolkata',
      '2026-03-02',
    );
    expect(preview.missing).toEqual([{ date: '2026-03-08', time: '2:00 AM' }]);
  });

  it('one span when nothing moves', () => {
    const preview = previewConversion(week('monday', 540, 1020), 'Asia/Kolkata', 'Asia/Kolkata', '2026-11-23');
    expect(preview.spans).toHaveLength(1);
    expect(preview.changes).toEqual([]);
  });
});

const resolvedZone = (timeZone: string | undefined) =>
  vi
    .spyOn(Intl, 'DateTimeFormat')
    .mockReturnValue({ resolvedOptions: () => ({ timeZone }) } as unknown as Intl.DateTimeFormat);

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
    // 1:00 AM is 6:00 UTC; the clock jumps from 2:00 to 3:00 AM on 8 March 2026 (7:00 UTC), before it shows 2:30.
    expect(convertWeekAt(sunday, 'America/New_York', 'UTC', '2026-03-08').sunday).toEqual([{ start: 360, end: 420 }]);
  });

  it('converts hours that start in a gap of the clock without listing them', () => {
    const sunday = paint(emptyWeek(), 'sunday', { start: 120, end: 240 }, true);
    // 2:00 AM does not exist in New York on 8 March 2026; the range starts when the clock does (3:00 AM).
    expect(convertWeekAt(sunday, 'America/New_York', 'UTC', '2026-03-08').sunday).toEqual([{ start: 420, end: 480 }]);
  });
});

describe("the browser's zone", () => {
  it('is named by its current IANA name, whatever old name the runtime gives it', () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'Asia/Calcutta' };
    });
    expect(browserZone()).toBe('Asia/Kolkata');
  });
});
