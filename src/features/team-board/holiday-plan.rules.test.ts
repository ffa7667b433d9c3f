import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { changeWords, checkLines, holdsChange, MAX_DATES, planRow, type HolidayLine } from './holiday-plan';

// The limits of a holiday run, pinned at their edges: one date more or less must change the answer.

const TODAY = '2026-11-22';
const line = (patch: Partial<HolidayLine>): HolidayLine => ({
  from: '2026-12-25',
  to: '',
  kind: 'unavailable',
  start: '',
  end: '',
  ...patch,
});
const availability = (overrides: Availability['overrides']): Availability => ({
  id: 'a1',
  sid: 's1',
  name: 'Working hours',
  default: true,
  periods: [],
  overrides,
  user: { email: 'oliver@example.com', name: 'Oliver' },
});

describe('the holiday date limits', () => {
  it('takes a range of exactly 62 dates, refuses 63 on the last date with the count', () => {
    expect(MAX_DATES).toBe(62);
    // Dec 25 to Feb 24 is 62 dates.
    const ok = checkLines([line({ to: '2027-02-24' })], TODAY);
    expect(ok.ok && ok.change.days.length).toBe(62);
    expect(checkLines([line({ to: '2027-02-25' })], TODAY)).toEqual({
      ok: false,
      line: 0,
      field: 'to',
      message: 'At most 62 dates at once; this range has 63.',
    });
  });

  it('takes 62 dates over several lines, refuses 63 on the last line', () => {
    const sixtyOne = line({ from: '2027-01-01', to: '2027-03-02' });
    expect(checkLines([sixtyOne, line({ from: '2026-12-25' })], TODAY)).toMatchObject({ ok: true });
    expect(checkLines([sixtyOne, line({ from: '2026-12-25' }), line({ from: '2026-12-26' })], TODAY)).toEqual({
      ok: false,
      line: 2,
      field: 'to',
      message: 'At most 62 dates in one run; these lines have 63.',
    });
  });

  it('takes today, refuses yesterday', () => {
    expect(checkLines([line({ from: TODAY })], TODAY)).toEqual({
      ok: true,
      change: { days: [{ date: TODAY, ranges: null }] },
    });
    expect(checkLines([line({ from: '2026-11-21' })], TODAY)).toMatchObject({
      ok: false,
      field: 'from',
      message: 'This date has passed; pick today or a later date.',
    });
  });

  it('takes a one-date range (the last date the first), refuses a last date before it', () => {
    expect(checkLines([line({ to: '2026-12-25' })], TODAY)).toMatchObject({
      ok: true,
      change: { days: [{ date: '2026-12-25' }] },
    });
    expect(checkLines([line({ to: '2026-12-24' })], TODAY)).toMatchObject({ ok: false, field: 'to' });
  });

  it('asks for the first date when it is missing, or when there is no line at all', () => {
    expect(checkLines([line({ from: '' })], TODAY)).toEqual({
      ok: false,
      line: 0,
      field: 'from',
      message: 'Pick the first date.',
    });
    expect(checkLines([], TODAY)).toEqual({ ok: false, line: 0, field: 'from', message: 'Pick the first date.' });
  });

  it('reads dates only as year-month-day that exist', () => {
    expect(checkLines([line({ from: '2026-12-5' })], TODAY)).toMatchObject({
      ok: false,
      field: 'from',
      message: 'Write the date as year-month-day, like 2026-12-25.',
    });
    expect(checkLines([line({ from: 'x2026-12-25' })], TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkLines([line({ from: '2026-12-25x' })], TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkLines([line({ to: '2027-02-29' })], TODAY)).toEqual({
      ok: false,
      line: 0,
      field: 'to',
      message: 'Write the date as year-month-day, like 2026-12-26.',
    });
  });

  it('refuses hours that end where they start, takes a minute more', () => {
    const hours = (start: string, end: string) => checkLines([line({ kind: 'hours', start, end })], TODAY);
    expect(hours('10:00 AM', '10:00 AM')).toMatchObject({
      ok: false,
      field: 'end',
      message: 'The hours end before they start.',
    });
    expect(hours('10:00 AM', '10:01 AM')).toMatchObject({
      ok: true,
      change: { days: [{ ranges: [{ start: 600, end: 601 }] }] },
    });
    expect(hours('10:00 AM', 'later')).toMatchObject({
      ok: false,
      field: 'end',
      message: 'Write a time like 2:00 PM.',
    });
    expect(hours('', '2:00 PM')).toMatchObject({ ok: false, field: 'start', message: 'Write a time like 10:00 AM.' });
  });
});

describe('the words of a run', () => {
  it('joins neighbouring dates alike, not dates a day apart or unlike', () => {
    const c = checkLines([line({ to: '2026-12-26' }), line({ from: '2026-12-28' })], TODAY);
    expect(c.ok && changeWords(c.change)).toBe('Dec 25–Dec 26 unavailable; Dec 28 unavailable');
    const mixed = checkLines(
      [line({}), line({ from: '2026-12-26', kind: 'hours', start: '9:00 AM', end: '12:00 PM' })],
      TODAY,
    );
    expect(mixed.ok && changeWords(mixed.change)).toBe('Dec 25 unavailable; Dec 26 9:00 AM–12:00 PM');
  });
});

describe('the plan of one availability', () => {
  const run = (lines: HolidayLine[]) => {
    const c = checkLines(lines, TODAY);
    if (!c.ok) throw new Error(c.message);
    return c.change;
  };

  it('keeps the overrides from today on that the run leaves, in date order, and not the past ones', () => {
    const a = availability([
      { date: '2026-12-31', periods: [] },
      { date: TODAY, periods: [{ start_time: '09:00 AM', end_time: '12:00 PM' }] },
      { date: '2026-11-21', periods: [] },
      { date: '2026-12-25', periods: [] },
    ]);
    const plan = planRow(a, run([line({})]), TODAY);
    expect(plan.kept).toEqual(['Nov 22 9:00 AM–12:00 PM', 'Dec 31 unavailable']);
    const unreadable = availability([{ date: '2026-12-30', periods: [{ start_time: 'noon', end_time: '05:00 PM' }] }]);
    expect(planRow(unreadable, run([line({})]), TODAY).kept).toEqual(['Dec 30 hours that could not be read']);
    expect(plan.already).toEqual(['2026-12-25']);
    expect(plan.body).toEqual([]);
  });

  it('says what changes from what, hours included, and sends only those dates', () => {
    const a = availability([{ date: '2026-12-25', periods: [{ start_time: '09:00 AM', end_time: '05:00 PM' }] }]);
    const plan = planRow(a, run([line({ to: '2026-12-26' })]), TODAY);
    expect(plan.changes).toEqual([
      { date: '2026-12-25', text: 'Dec 25 9:00 AM–5:00 PM → unavailable' },
      { date: '2026-12-26', text: 'Dec 26 unavailable, new' },
    ]);
    expect(plan.body.map((o) => o.date)).toEqual(['2026-12-25', '2026-12-26']);
  });

  it('holds a change only when each date has the same number of ranges at the same times', () => {
    const change = run([line({ kind: 'hours', start: '9:00 AM', end: '12:00 PM' })]);
    const at = (periods: { start_time: string; end_time: string }[]) => availability([{ date: '2026-12-25', periods }]);
    expect(holdsChange(at([{ start_time: '09:00 AM', end_time: '12:00 PM' }]), change)).toBe(true);
    expect(holdsChange(at([{ start_time: '09:00 AM', end_time: '12:30 PM' }]), change)).toBe(false);
    expect(holdsChange(at([{ start_time: '08:00 AM', end_time: '12:00 PM' }]), change)).toBe(false);
    expect(
      holdsChange(
        at([
          { start_time: '09:00 AM', end_time: '12:00 PM' },
          { start_time: '01:00 PM', end_time: '02:00 PM' },
        ]),
        change,
      ),
    ).toBe(false);
    expect(holdsChange(at([]), change)).toBe(false);
    expect(holdsChange(availability([]), change)).toBe(false);
    expect(holdsChange(at([]), run([line({})]))).toBe(true);
  });
});
