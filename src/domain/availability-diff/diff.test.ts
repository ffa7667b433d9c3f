import { describe, expect, it } from 'vitest';
import {
  diffLines,
  diffSnapshots,
  diffText,
  reapply,
  sameSnapshot,
  snapshotOf,
  snapshotText,
  updateBodyFor,
} from './diff';

const p = (wday: string, start_time: string, end_time: string) => ({ wday, start_time, end_time });
const base = snapshotOf({
  periods: [p('monday', '09:00 AM', '05:00 PM'), p('tuesday', '09:00 AM', '05:00 PM')],
  overrides: [
    { date: '2026-12-24', periods: [{ start_time: '10:00 AM', end_time: '03:00 PM' }] },
    { date: '2026-12-31', periods: [] },
  ],
});

describe('snapshotOf', () => {
  it('reads weekly hours and dates, merging touching ranges, and counts what it cannot read', () => {
    const s = snapshotOf({
      periods: [
        p('tuesday', '01:00 PM', '05:00 PM'),
        p('tuesday', '09:00 AM', '01:00 PM'),
        p('funday', '09:00 AM', '10:00 AM'),
        p('monday', '05:00 PM', '09:00 AM'),
      ],
      overrides: [
        { date: 'tomorrow', periods: [] },
        { date: '2026-12-25', periods: [{ start_time: 'x', end_time: '10:00 AM' }] },
      ],
    });
    expect(s.week.tuesday).toEqual([{ start: 540, end: 1020 }]);
    expect(s.week.monday).toEqual([]);
    expect(s.dates).toEqual([{ date: '2026-12-25', ranges: [] }]);
    expect(s.unreadable).toBe(4);
  });
});

describe('diffSnapshots', () => {
  it('names only the weekdays whose ranges differ, with both sides', () => {
    const after = {
      ...base,
      week: {
        ...base.week,
        tuesday: [
          { start: 540, end: 720 },
          { start: 780, end: 1020 },
        ],
      },
    };
    const d = diffSnapshots(base, after);
    expect(d.days).toEqual([
      {
        day: 'tuesday',
        before: [{ start: 540, end: 1020 }],
        after: [
          { start: 540, end: 720 },
          { start: 780, end: 1020 },
        ],
      },
    ]);
    expect(d.dates).toEqual([]);
  });

  it('tells new, changed and removed dates apart and leaves the same ones out', () => {
    const after = {
      ...base,
      dates: [
        { date: '2026-12-25', ranges: [] },
        { date: '2026-12-31', ranges: [{ start: 600, end: 840 }] },
      ],
    };
    expect(diffSnapshots(base, after).dates).toEqual([
      { date: '2026-12-24', kind: 'removed', before: [{ start: 600, end: 900 }] },
      { date: '2026-12-25', kind: 'new', after: [] },
      { date: '2026-12-31', kind: 'changed', before: [], after: [{ start: 600, end: 840 }] },
    ]);
    expect(sameSnapshot(base, { ...base, dates: [...base.dates] })).toBe(true);
  });
});

describe('words', () => {
  it('reads like the issue: a split Tuesday and a new unavailable date', () => {
    const after = {
      ...base,
      week: {
        ...base.week,
        tuesday: [
          { start: 540, end: 720 },
          { start: 780, end: 1020 },
        ],
      },
      dates: [...base.dates, { date: '2026-12-25', ranges: [] }],
    };
    expect(diffText(diffSnapshots(base, after), '2026-11-22')).toBe(
      'Tue 9:00 AM–5:00 PM → 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Dec 25 unavailable, new',
    );
  });

  it('says a day off, a removed date, a change of hours, another year and no change at all', () => {
    const after = {
      ...base,
      week: { ...base.week, monday: [] },
      dates: [
        { date: '2026-12-31', ranges: [{ start: 600, end: 840 }] },
        { date: '2027-01-01', ranges: [] },
      ],
    };
    expect(diffLines(diffSnapshots(base, after), '2026-11-22')).toEqual([
      'Mon 9:00 AM–5:00 PM → unavailable',
      'Dec 24 10:00 AM–3:00 PM, removed (follows the weekly hours)',
      'Dec 31 unavailable → 10:00 AM–2:00 PM',
      'Jan 1, 2027 unavailable, new',
    ]);
    expect(diffText(diffSnapshots(base, base))).toBe('No changes');
    expect(snapshotText(base, '2026-11-22')).toBe(
      'Mon 9:00 AM–5:00 PM; Tue 9:00 AM–5:00 PM; Dec 24 10:00 AM–3:00 PM; Dec 31 unavailable',
    );
  });
});

describe('updateBodyFor', () => {
  it('sends the whole week, and only the dates that change: a removal without periods, unavailable as []', () => {
    const after = {
      ...base,
      week: { ...base.week, tuesday: [{ start: 540, end: 720 }] },
      dates: [
        { date: '2026-12-25', ranges: [] },
        { date: '2026-12-31', ranges: [{ start: 600, end: 840 }] },
      ],
    };
    const body = updateBodyFor(diffSnapshots(base, after), after, 'v2');
    expect(body).toEqual({
      periods: [p('monday', '09:00 AM', '05:00 PM'), p('tuesday', '09:00 AM', '12:00 PM')],
      overrides: [
        { date: '2026-12-24' },
        { date: '2026-12-25', periods: [] },
        { date: '2026-12-31', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] },
      ],
    });
    expect(updateBodyFor(diffSnapshots(base, after), after, 'v1').overrides?.[2]).toEqual({
      date: '2026-12-31',
      periods: [{ wday: 'thursday', start_time: '10:00 AM', end_time: '02:00 PM' }],
    });
    expect(updateBodyFor(diffSnapshots(base, base), base, 'v2')).toEqual({
      periods: [p('monday', '09:00 AM', '05:00 PM'), p('tuesday', '09:00 AM', '05:00 PM')],
    });
  });
});

describe('reapply', () => {
  it('keeps what they changed and puts yours on top, day by day and date by date', () => {
    const yours = { ...base, week: { ...base.week, tuesday: [{ start: 540, end: 720 }] }, dates: [base.dates[1]!] };
    const theirs = {
      ...base,
      week: { ...base.week, monday: [{ start: 480, end: 960 }], tuesday: [{ start: 600, end: 1020 }] },
      dates: [...base.dates, { date: '2027-01-02', ranges: [] }],
    };
    const merged = reapply(base, yours, theirs);
    expect(merged.week.monday).toEqual([{ start: 480, end: 960 }]);
    expect(merged.week.tuesday).toEqual([{ start: 540, end: 720 }]);
    expect(merged.dates.map((d) => d.date)).toEqual(['2026-12-31', '2027-01-02']);
  });
});
