import { describe, expect, it } from 'vitest';
import { emptyWeek, paint } from './periods';
import { formatOffset, nextOffsetChange, offsetMinutes, previewConversion, wallTime, zoneOptions } from './zones';

const week = (day: 'monday' | 'tuesday', start: number, end: number) => paint(emptyWeek(), day, { start, end }, true);

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
