import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/components/availability-diff/diff';
import { parseClock, readEnd } from '@/lib/time/clock';
import { normalize, WEEKDAYS, type Range, type Week } from '@/lib/time/periods';
import { applyBody, convertWeek, planSave } from './save-plan';

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
