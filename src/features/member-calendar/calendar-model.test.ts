import { describe, expect, it } from 'vitest';
import { availabilitySchema } from '@/api/availabilities/schemas';
import { bookingSchema } from '@/api/bookings/schemas';
import { emptyWeek } from '@/lib/time/periods';
import {
  calendarColumns,
  dropOverride,
  memberBookings,
  memberPieces,
  paintDate,
  paintPieces,
  setDateRanges,
  shownDates,
  type Hours,
} from './calendar-model';

const NY = 'America/New_York';
const h = (hours: number) => hours * 60;
const weekly = (wday: string) => ({ wday, start_time: '12:00 AM', end_time: '04:00 AM' });
const record = availabilitySchema.parse({
  id: 'a1',
  sid: 's1',
  name: 'Hours',
  periods: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(weekly),
  overrides: [{ date: '2027-03-10', periods: [{ start_time: '01:00 PM', end_time: '02:00 PM' }] }],
});

describe('calendarColumns', () => {
  const week = shownDates('week', '2027-03-10', 1);

  it('shows the week of a date, from the first day of the week', () => {
    expect(week[0]).toBe('2027-03-08');
    expect(week[6]).toBe('2027-03-14');
    expect(shownDates('day', '2027-03-10', 1)).toEqual(['2027-03-10']);
  });

  it('marks the times the clocks skip in the week view, and the override’s date', () => {
    const cols = calendarColumns(record, NY, NY, week, 'week', [], 1);
    const sunday = cols[6]!;
    expect(sunday.cells).toHaveLength(48);
    expect(sunday.cells.filter((c) => c.skipped).map((c) => c.minutes)).toEqual([h(2), h(2) + 30]);
    expect(sunday.cells.filter((c) => c.open).map((c) => c.minutes)).toEqual([0, 30, 60, 90, h(3), h(3) + 30]);
    expect(cols[0]!.cells.some((c) => c.skipped)).toBe(false);
    expect(cols[2]!.hours.override).toBe(true);
    expect(cols[2]!.cells.filter((c) => c.open).map((c) => c.minutes)).toEqual([h(13), h(13) + 30]);
    expect(cols[2]!.cells.find((c) => c.open)?.blockStart).toEqual({ start: h(13), end: h(14) });
  });

  it('draws the spring-forward day 23 hours long and the fall-back day 25 in the day view', () => {
    expect(calendarColumns(record, NY, NY, ['2027-03-14'], 'day', [], 1)[0]!.cells).toHaveLength(46);
    const fall = calendarColumns(record, NY, NY, ['2027-11-07'], 'day', [], 1)[0]!.cells;
    expect(fall).toHaveLength(50);
    expect(fall.filter((c) => c.twice).map((c) => [c.minutes, c.repeat])).toEqual([
      [60, 0],
      [90, 0],
      [60, 1],
      [90, 1],
    ]);
    // 00:00–04:00 on the clock is five hours that night: ten open cells.
    expect(fall.filter((c) => c.open)).toHaveLength(10);
  });

  it('puts a booking in the cells it covers, its words in the first', () => {
    const booking = {
      id: 'b',
      sid: 's',
      client: 'Ann',
      link: 'Intro',
      startMs: Date.parse('2027-03-09T05:00:00Z'),
      endMs: Date.parse('2027-03-09T06:00:00Z'),
    };
    const tuesday = calendarColumns(record, NY, NY, ['2027-03-09'], 'week', [booking], 1)[0]!;
    expect(tuesday.cells.filter((c) => c.bookings.length).map((c) => c.minutes)).toEqual([0, 30]);
    expect(tuesday.cells.filter((c) => c.starts.length).map((c) => c.minutes)).toEqual([0]);
  });
});

describe('memberBookings', () => {
  const b = (over: Record<string, unknown>) =>
    bookingSchema.parse({
      id: String(Math.random()),
      name: 'Ann',
      starts_at: '2027-03-09T15:00:00Z',
      ends_at: '2027-03-09T15:30:00Z',
      meeting: { name: 'Intro' },
      status: 'confirmed',
      ...over,
    });
  const from = Date.parse('2027-03-08T00:00:00Z');
  const to = Date.parse('2027-03-15T00:00:00Z');

  it('keeps the member’s own, as host or co-host; counts those naming no host', () => {
    const { shown, untied } = memberBookings(
      [
        b({ host_email: 'Zoe@x.test' }),
        b({ host_email: 'other@x.test', multihosts: [{ email: 'zoe@x.test' }] }),
        b({ host_email: 'other@x.test' }),
        b({}),
        b({ host_email: 'zoe@x.test', status: 'cancelled' }),
        b({ host_email: 'zoe@x.test', status: 'rejected' }),
        b({ host_email: 'zoe@x.test', starts_at: '2027-04-01T10:00:00Z', ends_at: '2027-04-01T11:00:00Z' }),
      ],
      'zoe@x.test',
      from,
      to,
    );
    expect(shown.map((x) => [x.client, x.link])).toEqual([
      ['Ann', 'Intro'],
      ['Ann', 'Intro'],
    ]);
    expect(untied).toBe(1);
  });
});

describe('editing a date', () => {
  it('every such weekday starts from the weekly hours, not from the date’s own override', () => {
    const withOverride: Hours = {
      week: { ...emptyWeek(), tuesday: [{ start: h(9), end: h(17) }] },
      overrides: [{ date: '2027-03-09', kind: 'hours', ranges: [{ start: h(13), end: h(14) }] }],
    };
    const next = paintDate(withOverride, '2027-03-09', { start: h(17), end: h(18) }, true, 'weekday');
    expect(next.week.tuesday).toEqual([{ start: h(9), end: h(18) }]);
    expect(next.overrides).toEqual(withOverride.overrides);
  });

  it('an edit seen in another zone changes the member’s own dates and times', () => {
    // Monday 14:00–22:00 in London, the week of 8 March 2027, is 9:00–17:00 in New York.
    const pieces = memberPieces('2027-03-08', { start: h(14), end: h(23) }, 'Europe/London', NY);
    expect(pieces).toEqual([{ date: '2027-03-08', range: { start: h(9), end: h(18) } }]);
    // Late on a London Monday is still Monday in New York; past midnight in London, two New York dates.
    expect(memberPieces('2027-03-08', { start: h(23), end: 1440 }, 'Europe/London', 'Asia/Tokyo')).toEqual([
      { date: '2027-03-09', range: { start: h(8), end: h(9) } },
    ]);
    const next = paintPieces({ week: emptyWeek(), overrides: [] }, pieces, true, 'weekday');
    expect(next.week.monday).toEqual([{ start: h(9), end: h(18) }]);
    expect(memberPieces('2027-03-08', { start: 0, end: 60 }, NY, NY)).toEqual([
      { date: '2027-03-08', range: { start: 0, end: 60 } },
    ]);
  });

  const base: Hours = { week: { ...emptyWeek(), tuesday: [{ start: h(9), end: h(17) }] }, overrides: [] };
  const tue = '2027-03-09';

  it('this date only: an override from the weekday’s hours', () => {
    const next = paintDate(base, tue, { start: h(12), end: h(13) }, false, 'date');
    expect(next.week).toBe(base.week);
    expect(next.overrides).toEqual([
      {
        date: tue,
        kind: 'hours',
        ranges: [
          { start: h(9), end: h(12) },
          { start: h(13), end: h(17) },
        ],
      },
    ]);
  });

  it('every such weekday: the weekly hours', () => {
    const next = paintDate(base, tue, { start: h(17), end: h(18) }, true, 'weekday');
    expect(next.overrides).toEqual([]);
    expect(next.week.tuesday).toEqual([{ start: h(9), end: h(18) }]);
  });

  it('clears a date, moves an edge, and goes back to the weekly hours', () => {
    const off = setDateRanges(base, tue, [], 'date');
    expect(off.overrides).toEqual([{ date: tue, kind: 'unavailable' }]);
    const later = paintDate(base, tue, { start: h(9), end: h(10) }, false, 'date');
    expect(later.overrides[0]).toEqual({ date: tue, kind: 'hours', ranges: [{ start: h(10), end: h(17) }] });
    expect(dropOverride(later, tue).overrides).toEqual([]);
  });
});
