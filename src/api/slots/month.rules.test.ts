import { describe, expect, it } from 'vitest';
import { bookableOn, nextBookable, readSlotMonth } from './month';
import type { SlotMonthAnswer } from './schemas';

// A month of slots read at its edges: the longest month, a day without its number, the first
// bookable time in a month listed in order, the count shown on a day, and instants on the day
// clocks go back where a zone is far ahead of UTC.

type Day = SlotMonthAnswer['slots'][number];
const MARCH = { timeZone: 'Europe/London', year: 2027, month: 3 };
const day = (date: string, slots: Day['slots'] = {}, n: number | null = Number(date.slice(8))): Day => ({
  date,
  day: n,
  slots,
});
const problem = (why: string) => ({
  ok: false,
  problem: `The workspace's bookable times for March 2027 could not be read: ${why}.`,
});
const month = (...days: Day[]) => {
  const reading = readSlotMonth({ slots: days }, MARCH);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.month;
};

describe('readSlotMonth, at its edges', () => {
  it('a month listing all 31 of its days reads', () => {
    const all = Array.from({ length: 31 }, (_, i) => day(`2027-03-${String(i + 1).padStart(2, '0')}`));
    expect(month(...all).days.size).toBe(31);
  });

  it('a day the workspace lists without its number reads by its date', () => {
    expect([...month(day('2027-03-08', { a: { start_time: '09:00 AM' } }, null)).days.keys()]).toEqual(['2027-03-08']);
  });

  it('a date with a time after it is not a day', () => {
    expect(readSlotMonth({ slots: [day('2027-03-08T09:00:00Z', {}, null)] }, MARCH)).toEqual(
      problem('a day is dated "2027-03-08T09:00:00Z"'),
    );
  });

  it('a time without a start makes the month unreadable, saying it starts at nothing', () => {
    expect(readSlotMonth({ slots: [day('2027-03-08', { a: { end_time: '10:00 AM' } })] }, MARCH)).toEqual(
      problem('a time on 2027-03-08 starts at "nothing"'),
    );
  });

  it('a long value is quoted by its first 40 characters only', () => {
    const long = `2027-03-08 ${'x'.repeat(60)}`;
    expect(readSlotMonth({ slots: [day(long, {}, null)] }, MARCH)).toEqual(
      problem(`a day is dated "${long.slice(0, 40)}"`),
    );
  });
});

describe('the first bookable time, and the count on a day', () => {
  it('the earliest time wins whatever order the days are listed in', () => {
    const m = month(
      day('2027-03-08', { a: { start_time: '09:00 AM' } }),
      day('2027-03-09', { b: { start_time: '09:00 AM' } }),
    );
    expect(nextBookable(m, Date.parse('2027-03-01T00:00:00Z'))).toMatchObject({
      date: '2027-03-08',
      time: { start: 540 },
    });
  });

  it('a time starting right now is still bookable', () => {
    const m = month(day('2027-03-08', { a: { start_time: '09:00 AM' } }));
    expect(nextBookable(m, Date.parse('2027-03-08T09:00:00Z'))).toMatchObject({ date: '2027-03-08' });
  });

  it('a day shows how many of its times have a place', () => {
    const m = month(
      day('2027-03-08', {
        a: { start_time: '09:00 AM', count: 2 },
        b: { start_time: '10:00 AM', count: 0 },
        c: { start_time: '11:00 AM' },
      }),
    );
    expect(bookableOn(m, '2027-03-08')).toBe(2);
    expect(bookableOn(m, '2027-03-09')).toBe(0);
  });
});

describe('instants where the zone is far ahead of UTC', () => {
  it('Auckland, 4 April 2027: a time before the clocks go back is 13 hours ahead, one after it 12', () => {
    // New Zealand's clocks go back at 3:00 AM, which is 14:00 UTC on 3 April: before UTC midnight.
    const reading = readSlotMonth(
      { slots: [day('2027-04-04', { a: { start_time: '01:00 AM' }, b: { start_time: '10:00 AM' } })] },
      { timeZone: 'Pacific/Auckland', year: 2027, month: 4 },
    );
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.month.days.get('2027-04-04')!.map((t) => new Date(t.at).toISOString())).toEqual([
      '2027-04-03T12:00:00.000Z',
      '2027-04-03T22:00:00.000Z',
    ]);
  });
});
