import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/domain/availability-diff/diff';
import { emptyWeek, type Week, normalize, WEEKDAYS, type Range } from '@/lib/time/periods';
import { convertWeek, planSave, applyBody } from './save-plan';
import fc from 'fast-check';
import { parseClock, readEnd } from '@/lib/time/clock';

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

// What the page says saving changes is read from the request body it will send. Over random records,
// edits and zone choices, the weekdays and dates the summary names, and their hours, are exactly those
// of the body, read here independently from its 'HH:MM AM/PM' strings.

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Sydney',
  'Asia/Kathmandu',
  'Pacific/Auckland',
  'UTC',
];
const TODAYS = ['2026-11-27', '2027-03-10', '2027-03-29', '2027-10-31', '2027-04-04'];

const range = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .filter(([a, b]) => b > a)
  .map(([a, b]): Range => ({ start: a * 15, end: b * 15 }));
const ranges = fc.array(range, { maxLength: 3 }).map((r) => normalize(r));
const week = fc.record(
  Object.fromEntries(WEEKDAYS.map((d) => [d, ranges])) as Record<(typeof WEEKDAYS)[number], typeof ranges>,
) as fc.Arbitrary<Week>;
const date = fc.integer({ min: 0, max: 40 }).map((n) => `2027-12-${String((n % 28) + 1).padStart(2, '0')}`);
const dates = fc
  .uniqueArray(fc.record({ date, ranges }), { selector: (d) => d.date, maxLength: 5 })
  .map((list) => [...list].sort((a, b) => a.date.localeCompare(b.date)));
const snapshot: fc.Arbitrary<Snapshot> = fc.record({ week, dates, unreadable: fc.constant(0) });

const read = (periods: readonly { start_time: string; end_time: string }[]) =>
  normalize(periods.map((p) => ({ start: parseClock(p.start_time)!, end: readEnd(p.end_time)! })));

describe('the save plan', () => {
  it('names exactly the weekdays and dates the body changes, with the body’s hours', () => {
    fc.assert(
      fc.property(
        snapshot,
        snapshot,
        fc.constantFrom(...ZONES),
        fc.option(fc.constantFrom(...ZONES), { nil: null }),
        fc.constantFrom(...TODAYS),
        fc.constantFrom('v1' as const, 'v2' as const),
        (record, edited, memberZone, meantIn, today, version) => {
          // A week typed as clock times of another zone reaches the plan converted into the member's.
          const yours = {
            ...edited,
            week: meantIn ? convertWeek(edited.week, meantIn, memberZone, today) : edited.week,
          };
          const { body, diff } = planSave(record, yours, version);
          expect(body).not.toHaveProperty('time_zone');
          for (const day of WEEKDAYS) {
            const sent = read(body.periods.filter((p) => p.wday === day));
            const named = diff.days.find((c) => c.day === day);
            if (named) {
              expect(named.after).toEqual(sent);
              expect(named.before).toEqual(normalize(record.week[day]));
            } else expect(sent).toEqual(normalize(record.week[day]));
          }
          const overrides = body.overrides ?? [];
          expect(overrides.map((o) => o.date)).toEqual(diff.dates.map((c) => c.date));
          for (const o of overrides) {
            const named = diff.dates.find((c) => c.date === o.date)!;
            if (o.periods === undefined) expect(named.kind).toBe('removed');
            else expect(named.after).toEqual(read(o.periods));
          }
          // And the body leaves the record as the editors hold it.
          const after = applyBody(record, body);
          for (const day of WEEKDAYS) expect(after.week[day]).toEqual(normalize(yours.week[day]));
          expect(after.dates).toEqual(yours.dates);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('shown in another zone and back, an untouched week is the same week outside clock-change weeks', () => {
    fc.assert(
      fc.property(week, fc.constantFrom(...ZONES), fc.constantFrom(...ZONES), (w, member, shown) => {
        const today = '2027-01-13';
        const there = convertWeek(w, member, shown, today);
        const back = convertWeek(there, shown, member, today);
        for (const day of WEEKDAYS) expect(back[day]).toEqual(normalize(w[day]));
      }),
      { numRuns: 100 },
    );
  });
});

// A PATCH read the way the workspace reads it: a date's period that does not read as a time adds
// no hours to that date (it is never taken as starting at midnight), and dates the body does not
// name keep what they had.

const record: Snapshot = { week: emptyWeek(), dates: [{ date: '2027-12-24', ranges: [] }], unreadable: 0 };

describe('applyBody', () => {
  it('a date’s period whose start does not read is left out; the readable ones set the date', () => {
    const after = applyBody(record, {
      periods: [],
      overrides: [
        {
          date: '2027-12-25',
          periods: [
            { start_time: 'soon', end_time: '10:00 AM' },
            { start_time: '01:00 PM', end_time: '02:00 PM' },
          ],
        },
      ],
    });
    expect(after.dates).toEqual([
      { date: '2027-12-24', ranges: [] },
      { date: '2027-12-25', ranges: [{ start: 780, end: 840 }] },
    ]);
  });

  it('a body without dates leaves the record’s dates as they were', () => {
    expect(applyBody(record, { periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }] })).toEqual({
      week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] },
      dates: [{ date: '2027-12-24', ranges: [] }],
      unreadable: 0,
    });
  });
});
