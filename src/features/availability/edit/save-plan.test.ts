import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/components/availability-diff/diff';
import { emptyWeek, type Week } from '@/lib/time/periods';
import { convertWeek, planSave } from './save-plan';

const h = (a: number, b: number) => ({ start: a * 60, end: b * 60 });
const weekOf = (days: Partial<Week>): Week => ({ ...emptyWeek(), ...days });
const snap = (week: Partial<Week>, dates: Snapshot['dates'] = []): Snapshot => ({
  week: weekOf(week),
  dates,
  unreadable: 0,
});

describe('planSave', () => {
  it('sends the weekly hours every time and only the dates that change; the summary is read from that body', () => {
    const record = snap({ monday: [h(9, 17)] }, [{ date: '2027-12-24', ranges: [] }]);
    const yours = snap({ monday: [h(9, 17)], tuesday: [h(13, 14)] }, [{ date: '2027-12-25', ranges: [h(9, 12)] }]);
    const plan = planSave(record, yours, 'v2');
    expect(plan.body).toEqual({
      periods: [
        { wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' },
        { wday: 'tuesday', start_time: '01:00 PM', end_time: '02:00 PM' },
      ],
      overrides: [
        { date: '2027-12-24' },
        { date: '2027-12-25', periods: [{ start_time: '09:00 AM', end_time: '12:00 PM' }] },
      ],
    });
    expect(plan.diff.days.map((d) => d.day)).toEqual(['tuesday']);
    expect(plan.diff.dates.map((d) => [d.date, d.kind])).toEqual([
      ['2027-12-24', 'removed'],
      ['2027-12-25', 'new'],
    ]);
  });
});

describe('convertWeek', () => {
  it('uses the offsets of the chosen week: New York 9:00 is 14:00 in London before the US change, 13:00 between the two', () => {
    const nine = weekOf({ monday: [h(9, 17)] });
    expect(convertWeek(nine, 'America/New_York', 'Europe/London', '2027-03-08').monday).toEqual([h(14, 22)]);
    expect(convertWeek(nine, 'America/New_York', 'Europe/London', '2027-03-15').monday).toEqual([h(13, 21)]);
    expect(convertWeek(nine, 'America/New_York', 'Europe/London', '2027-03-29').monday).toEqual([h(14, 22)]);
  });
});
