import { describe, expect, it } from 'vitest';
import { bookableOn, nextBookable, readSlotMonth } from './month';
import type { SlotMonthAnswer } from './schemas';

const ASKED = { timeZone: 'Europe/London', year: 2027, month: 3 };
const day = (
  date: string,
  times: Record<string, { start_time?: string | null; end_time?: string | null; count?: number | null }>,
  n: number | null = Number(date.slice(8)),
) => ({ date, day: n, slots: times });
const read = (...days: SlotMonthAnswer['slots']) => readSlotMonth({ slots: days }, ASKED);

describe('readSlotMonth', () => {
  it('reads times in the asked zone, in order, counting bookable ones; 0 places is listed, not bookable', () => {
    const reading = read(
      day('2027-03-08', {
        b: { start_time: '03:00 PM', end_time: '04:00 PM', count: 2 },
        a: { start_time: '02:00 PM', end_time: '03:00 PM', count: 1 },
      }),
      day('2027-03-09', { c: { start_time: '9:00 am', end_time: null, count: 0 } }),
      day('2027-03-10', {}),
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.month.total).toBe(2);
    expect(reading.month.days.get('2027-03-08')!.map((t) => [t.start, t.end, t.count])).toEqual([
      [840, 900, 1],
      [900, 960, 2],
    ]);
    expect(reading.month.days.get('2027-03-08')![0]!.at).toBe(Date.parse('2027-03-08T14:00:00Z'));
    expect(bookableOn(reading.month, '2027-03-09')).toBe(0);
    expect(bookableOn(reading.month, '2027-03-31')).toBe(0);
    // A time without a count is listed by the workspace: one place.
    const lenient = read(day('2027-03-11', { x: { start_time: '10:00 AM' } }));
    expect(lenient.ok && lenient.month.total).toBe(1);
  });

  it.each([
    ['a day outside the month', [day('2027-04-01', {})], 'it listed 2027-04-01, which is not in March 2027'],
    ['a date that is not one', [day('2027-02-30', {}, 30)], 'a day is dated "2027-02-30"'],
    ['no date', [{ day: 3, slots: {} }], 'a day is dated "nothing"'],
    ['a day number that disagrees', [day('2027-03-08', {}, 9)], '2027-03-08 is called day 9'],
    ['the same day twice', [day('2027-03-08', {}), day('2027-03-08', {})], '2027-03-08 is listed twice'],
    [
      'a start that is not a time',
      [day('2027-03-08', { a: { start_time: '25:00', count: 1 } })],
      'a time on 2027-03-08 starts at "25:00"',
    ],
    [
      'an end that is not a time',
      [day('2027-03-08', { a: { start_time: '09:00 AM', end_time: 'soon' } })],
      'a time on 2027-03-08 ends at "soon"',
    ],
    [
      'a negative count',
      [day('2027-03-08', { a: { start_time: '09:00 AM', count: -1 } })],
      'a time on 2027-03-08 has -1 places',
    ],
    [
      'an absurd count',
      [day('2027-03-08', { a: { start_time: '09:00 AM', count: 2 ** 31 } })],
      `a time on 2027-03-08 has ${2 ** 31} places`,
    ],
    [
      'a fractional count',
      [day('2027-03-08', { a: { start_time: '09:00 AM', count: 1.5 } })],
      'a time on 2027-03-08 has 1.5 places',
    ],
  ])('%s makes the month unreadable, saying why', (_, days, why) => {
    expect(read(...(days as SlotMonthAnswer['slots']))).toEqual({
      ok: false,
      problem: `The workspace's bookable times for March 2027 could not be read: ${why}.`,
    });
  });

  it('bounds: at most 31 days, at most 1,500 times a day', () => {
    const many = Array.from({ length: 32 }, (_, i) => day(`2027-03-${String((i % 31) + 1).padStart(2, '0')}`, {}));
    expect(read(...many)).toMatchObject({ ok: false, problem: expect.stringContaining('listed 32 days') });
    const full = Object.fromEntries(Array.from({ length: 1501 }, (_, i) => [String(i), { start_time: '09:00 AM' }]));
    expect(read(day('2027-03-08', full))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('1501 start times'),
    });
    const most = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [String(i), { start_time: '09:00 AM' }]));
    expect(read(day('2027-03-08', most)).ok).toBe(true);
  });
});

describe('nextBookable', () => {
  it('the first time with a place at or after now', () => {
    const reading = read(
      day('2027-03-09', { a: { start_time: '09:00 AM', count: 1 } }),
      day('2027-03-08', {
        b: { start_time: '02:00 PM', count: 0 },
        c: { start_time: '03:00 PM', count: 1 },
        d: { start_time: '08:00 AM', count: 1 },
      }),
    );
    if (!reading.ok) throw new Error(reading.problem);
    expect(nextBookable(reading.month, Date.parse('2027-03-08T12:00:00Z'))).toMatchObject({
      date: '2027-03-08',
      time: { start: 900 },
    });
    expect(nextBookable(reading.month, Date.parse('2027-03-08T15:00:01Z'))).toMatchObject({
      date: '2027-03-09',
      time: { start: 540 },
    });
    expect(nextBookable(reading.month, Date.parse('2027-03-10T00:00:00Z'))).toBeNull();
  });
});

describe('instants, DST exact', () => {
  it('a time on the day clocks change, and on days either side, is the instant the zone’s clock shows', () => {
    const times = { a: { start_time: '12:30 AM' }, b: { start_time: '03:00 AM' }, c: { start_time: '11:30 PM' } };
    const reading = readSlotMonth(
      { slots: [day('2027-03-27', times), day('2027-03-28', times), day('2027-03-29', times)] },
      ASKED,
    );
    if (!reading.ok) throw new Error(reading.problem);
    const at = (date: string) => reading.month.days.get(date)!.map((t) => new Date(t.at).toISOString().slice(0, 16));
    expect(at('2027-03-27')).toEqual(['2027-03-27T00:30', '2027-03-27T03:00', '2027-03-27T23:30']);
    expect(at('2027-03-28')).toEqual(['2027-03-28T00:30', '2027-03-28T02:00', '2027-03-28T22:30']);
    expect(at('2027-03-29')).toEqual(['2027-03-28T23:30', '2027-03-29T02:00', '2027-03-29T22:30']);
  });
});

// A month of slots read at its edges: the longest month, a day without its number, the first
// bookable time in a month listed in order, the count shown on a day, and instants on the day
// clocks go back where a zone is far ahead of UTC.

type Day = SlotMonthAnswer['slots'][number];
const MARCH = { timeZone: 'Europe/London', year: 2027, month: 3 };
const slotDay = (date: string, slots: Day['slots'] = {}, n: number | null = Number(date.slice(8))): Day => ({
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
    const all = Array.from({ length: 31 }, (_, i) => slotDay(`2027-03-${String(i + 1).padStart(2, '0')}`));
    expect(month(...all).days.size).toBe(31);
  });

  it('a day the workspace lists without its number reads by its date', () => {
    expect([...month(slotDay('2027-03-08', { a: { start_time: '09:00 AM' } }, null)).days.keys()]).toEqual([
      '2027-03-08',
    ]);
  });

  it('a date with a time after it is not a day', () => {
    expect(readSlotMonth({ slots: [slotDay('2027-03-08T09:00:00Z', {}, null)] }, MARCH)).toEqual(
      problem('a day is dated "2027-03-08T09:00:00Z"'),
    );
  });

  it('a time without a start makes the month unreadable, saying it starts at nothing', () => {
    expect(readSlotMonth({ slots: [slotDay('2027-03-08', { a: { end_time: '10:00 AM' } })] }, MARCH)).toEqual(
      problem('a time on 2027-03-08 starts at "nothing"'),
    );
  });

  it('a long value is quoted by its first 40 characters only', () => {
    const long = `2027-03-08 ${'x'.repeat(60)}`;
    expect(readSlotMonth({ slots: [slotDay(long, {}, null)] }, MARCH)).toEqual(
      problem(`a day is dated "${long.slice(0, 40)}"`),
    );
  });
});

describe('the first bookable time, and the count on a day', () => {
  it('the earliest time wins whatever order the days are listed in', () => {
    const m = month(
      slotDay('2027-03-08', { a: { start_time: '09:00 AM' } }),
      slotDay('2027-03-09', { b: { start_time: '09:00 AM' } }),
    );
    expect(nextBookable(m, Date.parse('2027-03-01T00:00:00Z'))).toMatchObject({
      date: '2027-03-08',
      time: { start: 540 },
    });
  });

  it('a time starting right now is still bookable', () => {
    const m = month(slotDay('2027-03-08', { a: { start_time: '09:00 AM' } }));
    expect(nextBookable(m, Date.parse('2027-03-08T09:00:00Z'))).toMatchObject({ date: '2027-03-08' });
  });

  it('a day shows how many of its times have a place', () => {
    const m = month(
      slotDay('2027-03-08', {
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
      { slots: [slotDay('2027-04-04', { a: { start_time: '01:00 AM' }, b: { start_time: '10:00 AM' } })] },
      { timeZone: 'Pacific/Auckland', year: 2027, month: 4 },
    );
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.month.days.get('2027-04-04')!.map((t) => new Date(t.at).toISOString())).toEqual([
      '2027-04-03T12:00:00.000Z',
      '2027-04-03T22:00:00.000Z',
    ]);
  });
});
