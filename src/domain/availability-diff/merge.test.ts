import { describe, expect, it } from 'vitest';
import { emptyWeek, type Week } from '@/lib/time/periods';
import type { Snapshot } from './diff';
import { mergeOnto } from './merge';

const h = (a: number, b: number) => ({ start: a * 60, end: b * 60 });
const weekOf = (days: Partial<Week>): Week => ({ ...emptyWeek(), ...days });
const snap = (week: Partial<Week>, dates: Snapshot['dates'] = []): Snapshot => ({
  week: weekOf(week),
  dates,
  unreadable: 0,
});

describe('mergeOnto', () => {
  const base = snap({ monday: [h(9, 17)], tuesday: [h(9, 17)] }, [{ date: '2027-12-24', ranges: [h(9, 12)] }]);

  it('puts my changes on the weekdays and dates they did not touch, and keeps theirs', () => {
    const mine = snap({ monday: [h(9, 17)], tuesday: [h(9, 12), h(13, 17)] }, [
      { date: '2027-12-25', ranges: [] },
      { date: '2027-12-24', ranges: [h(9, 12)] },
    ]);
    const theirs = snap({ monday: [h(9, 17)], tuesday: [h(9, 17)], friday: [h(9, 17)] });
    const { merged, clashes } = mergeOnto(base, mine, theirs);
    expect(merged.week.tuesday).toEqual([h(9, 12), h(13, 17)]);
    expect(merged.week.friday).toEqual([h(9, 17)]);
    // They removed the 24th; I did not touch it: it stays removed. My 25th is added.
    expect(merged.dates).toEqual([{ date: '2027-12-25', ranges: [] }]);
    expect(clashes).toEqual({ days: [], dates: [] });
  });

  it('where both changed the same weekday or date differently, theirs stays and the clash is named', () => {
    const mine = snap({ monday: [h(10, 17)], tuesday: [h(9, 17)] }, [{ date: '2027-12-24', ranges: [] }]);
    const theirs = snap({ monday: [h(8, 12)], tuesday: [h(9, 17)] }, [{ date: '2027-12-24', ranges: [h(10, 11)] }]);
    const { merged, clashes } = mergeOnto(base, mine, theirs);
    expect(merged.week.monday).toEqual([h(8, 12)]);
    expect(merged.dates).toEqual([{ date: '2027-12-24', ranges: [h(10, 11)] }]);
    expect(clashes).toEqual({ days: ['monday'], dates: ['2027-12-24'] });
  });

  it('the same change on both sides is no clash', () => {
    const same = snap({ monday: [h(8, 12)], tuesday: [h(9, 17)] }, [{ date: '2027-12-24', ranges: [h(9, 12)] }]);
    expect(mergeOnto(base, same, same).clashes).toEqual({ days: [], dates: [] });
  });
});
