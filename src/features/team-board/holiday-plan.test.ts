import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { changeWords, checkLines, holdsChange, planRow, type HolidayLine, MAX_DATES } from './holiday-plan';

const TODAY = '2026-11-22';
const input = (patch: Partial<HolidayLine>): HolidayLine => ({
  from: '2026-12-25',
  to: '2026-12-26',
  kind: 'unavailable',
  start: '10:00 AM',
  end: '2:00 PM',
  ...patch,
});
const availability = (overrides: Availability['overrides']): Availability => ({
  id: 'a1',
  sid: 's1',
  name: 'Working hours',
  default: true,
  // Every day worked: a day off is then always a change.
  periods: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((wday) => ({
    wday,
    start_time: '09:00 AM',
    end_time: '05:00 PM',
  })),
  overrides,
  user: { email: 'oliver@example.com', name: 'Oliver' },
});
const checkInput = (i: HolidayLine, today: string) => checkLines([i], today);
const change = (...lines: HolidayLine[]) => {
  const c = checkLines(lines, TODAY);
  if (!c.ok) throw new Error(c.message);
  return c.change;
};

describe('holiday input', () => {
  it('refuses a missing, malformed, past, reversed or too long range on its field', () => {
    expect(checkInput(input({ from: '' }), TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkInput(input({ from: '2026-02-30' }), TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkInput(input({ from: '2026-11-21', to: '' }), TODAY)).toMatchObject({
      ok: false,
      field: 'from',
      message: 'This date has passed; pick today or a later date.',
    });
    expect(checkInput(input({ to: '2026-12-24' }), TODAY)).toMatchObject({
      ok: false,
      field: 'to',
      message: 'The last date is before the first one.',
    });
    expect(checkInput(input({ to: '2027-03-01' }), TODAY)).toMatchObject({ ok: false, field: 'to' });
    expect(checkInput(input({ kind: 'hours', start: 'noonish' }), TODAY)).toMatchObject({ ok: false, field: 'start' });
    expect(checkInput(input({ kind: 'hours', start: '3:00 PM', end: '2:00 PM' }), TODAY)).toMatchObject({
      ok: false,
      field: 'end',
    });
  });

  it('reads one date, a range and custom hours (an end at midnight is the end of the day)', () => {
    expect(change(input({ to: '' }))).toEqual({ days: [{ date: '2026-12-25', ranges: null }] });
    expect(change(input({}))).toEqual({
      days: [
        { date: '2026-12-25', ranges: null },
        { date: '2026-12-26', ranges: null },
      ],
    });
    expect(change(input({ to: '', kind: 'hours', start: '10am', end: '12:00 AM' })).days[0]!.ranges).toEqual([
      { start: 600, end: 1440 },
    ]);
  });

  it('a closure in one run: several lines, each date with its own kind, in date order', () => {
    const c = change(
      input({}),
      input({ from: '2026-12-24', to: '', kind: 'hours', start: '9:00 AM', end: '12:00 PM' }),
    );
    expect(c.days).toEqual([
      { date: '2026-12-24', ranges: [{ start: 540, end: 720 }] },
      { date: '2026-12-25', ranges: null },
      { date: '2026-12-26', ranges: null },
    ]);
    expect(changeWords(c, TODAY)).toBe('Dec 24 9:00 AM–12:00 PM; Dec 25–Dec 26 unavailable');
  });

  it('a date in two lines is refused on the later line, and a broken line is named', () => {
    expect(checkLines([input({}), input({ from: '2026-12-26', to: '2026-12-27' })], TODAY)).toEqual({
      ok: false,
      line: 1,
      field: 'from',
      message: 'Dec 26 is already in dates 1; each date once.',
    });
    expect(
      checkLines([input({}), input({ from: '2026-12-28', to: '', kind: 'hours', start: 'soon' })], TODAY),
    ).toMatchObject({ ok: false, line: 1, field: 'start' });
    expect(checkLines([], TODAY)).toMatchObject({ ok: false, line: 0, field: 'from' });
  });
});

describe('the preview of one availability', () => {
  it('sends only the dates that change; says what was there; lists what stays', () => {
    const a = availability([
      { date: '2026-11-01', periods: [] }, // past: neither sent nor listed
      { date: '2026-12-25', periods: [{ start_time: '09:00 AM', end_time: '01:00 PM' }] },
      { date: '2026-12-31', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] },
    ]);
    const plan = planRow(a, change(input({})), TODAY);
    expect(plan.changes.map((c) => c.text)).toEqual([
      'Dec 25 9:00 AM–1:00 PM → unavailable',
      'Dec 26 unavailable, new',
    ]);
    expect(plan.kept).toEqual(['Dec 31 10:00 AM–2:00 PM']);
    expect(plan.body).toEqual([
      { date: '2026-12-25', periods: [] },
      { date: '2026-12-26', periods: [] },
    ]);
  });

  it('a date already as asked is not sent; custom hours go in the API’s form', () => {
    const a = availability([{ date: '2026-12-25', periods: [] }]);
    const plan = planRow(a, change(input({})), TODAY);
    expect(plan.already).toEqual(['2026-12-25']);
    expect(plan.body).toEqual([{ date: '2026-12-26', periods: [] }]);
    const hours = planRow(
      availability([]),
      change(input({ to: '', kind: 'hours', start: '10:00 AM', end: '2:00 PM' })),
      TODAY,
    );
    const closure = planRow(
      availability([]),
      change(input({ from: '2026-12-24', to: '', kind: 'hours', start: '9:00 AM', end: '12:00 PM' }), input({})),
      TODAY,
    );
    expect(closure.body).toEqual([
      { date: '2026-12-24', periods: [{ start_time: '09:00 AM', end_time: '12:00 PM' }] },
      { date: '2026-12-25', periods: [] },
      { date: '2026-12-26', periods: [] },
    ]);
    expect(hours.body).toEqual([{ date: '2026-12-25', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] }]);
    expect(hours.changes[0]!.text).toBe('Dec 25 10:00 AM–2:00 PM, new');
  });

  it('a day off on a day not worked anyway is said as already off, and sent all the same; hours on it are not off', () => {
    const weekdays: Availability = {
      ...availability([{ date: '2026-12-27', periods: [{ start_time: '10:00 AM', end_time: '11:00 AM' }] }]),
      periods: [{ wday: 'friday', start_time: '09:00 AM', end_time: '05:00 PM' }],
    };
    // Fri 25 worked, Sat 26 not, Sun 27 worked by an override.
    const plan = planRow(weekdays, change(input({ to: '2026-12-27' })), TODAY);
    expect(plan.off).toEqual(['2026-12-26']);
    // Sent: weekly hours changed later must not bring the holiday back.
    expect(plan.body.map((b) => b.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-27']);
    expect(plan.days.map((d) => d.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-27']);
    const hours = planRow(weekdays, change(input({ from: '2026-12-26', to: '', kind: 'hours' })), TODAY);
    expect(hours.off).toEqual([]);
    expect(hours.body.map((b) => b.date)).toEqual(['2026-12-26']);
    // Weekly hours that do not all read may hold that weekday: not known to be off.
    const unreadable = {
      ...weekdays,
      periods: [...weekdays.periods, { wday: 'saturday' as const, start_time: 'x', end_time: 'y' }],
    };
    expect(planRow(unreadable, change(input({ from: '2026-12-26', to: '' })), TODAY).off).toEqual([]);
  });

  it('a date outside today’s year carries its year', () => {
    const plan = planRow(availability([]), change(input({ from: '2027-01-01', to: '' })), TODAY);
    expect(plan.changes[0]!.text).toBe('Jan 1, 2027 unavailable, new');
    const c = checkLines([line({ from: '2026-12-31', to: '2027-01-01' })], TODAY);
    expect(c.ok && changeWords(c.change, TODAY)).toBe('Dec 31–Jan 1, 2027 unavailable');
    const later = checkLines([line({ from: '2029-12-25', to: '2029-12-26' })], TODAY);
    expect(later.ok && changeWords(later.change, TODAY)).toBe('Dec 25–Dec 26, 2029 unavailable');
  });

  it('an override whose hours do not read is replaced, and said so, not guessed', () => {
    const plan = planRow(
      availability([{ date: '2026-12-25', periods: [{ start_time: 'soon', end_time: 'later' }] }]),
      change(input({ to: '' })),
      TODAY,
    );
    expect(plan.changes[0]!.text).toBe('Dec 25 hours that could not be read → unavailable');
  });

  it('a read-back holds the change only when every date is as asked', () => {
    const c = change(input({}));
    expect(holdsChange(availability([{ date: '2026-12-25', periods: [] }]), c)).toBe(false);
    expect(
      holdsChange(
        availability([
          { date: '2026-12-25', periods: [] },
          { date: '2026-12-26', periods: [] },
        ]),
        c,
      ),
    ).toBe(true);
    expect(
      holdsChange(
        availability([
          { date: '2026-12-25', periods: [] },
          { date: '2026-12-26', periods: [{ start_time: '09:00 AM', end_time: '10:00 AM' }] },
        ]),
        c,
      ),
    ).toBe(false);
  });
});

// The limits of a holiday run, pinned at their edges: one date more or less must change the answer.

const line = (patch: Partial<HolidayLine>): HolidayLine => ({
  from: '2026-12-25',
  to: '',
  kind: 'unavailable',
  start: '',
  end: '',
  ...patch,
});
const noHours = (overrides: Availability['overrides']): Availability => ({
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
      message: 'Write a date like Jan 30, 2027 or 2027-01-30.',
    });
    expect(checkLines([line({ from: 'x2026-12-25' })], TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkLines([line({ from: '2026-12-25x' })], TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkLines([line({ to: '2027-02-29' })], TODAY)).toEqual({
      ok: false,
      line: 0,
      field: 'to',
      message: 'Write a date like Jan 30, 2027 or 2027-01-30.',
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
      message: '“later” is not a time of day: write one like 2:00 PM.',
    });
    expect(hours('', '2:00 PM')).toMatchObject({
      ok: false,
      field: 'start',
      message: 'Enter a start time, like 10:00 AM.',
    });
    expect(hours('1000', '1400')).toMatchObject({
      ok: true,
      change: { days: [{ ranges: [{ start: 600, end: 840 }] }] },
    });
  });
});

describe('the words of a run', () => {
  it('joins neighbouring dates alike, not dates a day apart or unlike', () => {
    const c = checkLines([line({ to: '2026-12-26' }), line({ from: '2026-12-28' })], TODAY);
    expect(c.ok && changeWords(c.change, TODAY)).toBe('Dec 25–Dec 26 unavailable; Dec 28 unavailable');
    const mixed = checkLines(
      [line({}), line({ from: '2026-12-26', kind: 'hours', start: '9:00 AM', end: '12:00 PM' })],
      TODAY,
    );
    expect(mixed.ok && changeWords(mixed.change, TODAY)).toBe('Dec 25 unavailable; Dec 26 9:00 AM–12:00 PM');
  });
});

describe('the plan of one availability', () => {
  const run = (lines: HolidayLine[]) => {
    const c = checkLines(lines, TODAY);
    if (!c.ok) throw new Error(c.message);
    return c.change;
  };

  it('keeps the overrides from today on that the run leaves, in date order, and not the past ones', () => {
    const a = noHours([
      { date: '2026-12-31', periods: [] },
      { date: TODAY, periods: [{ start_time: '09:00 AM', end_time: '12:00 PM' }] },
      { date: '2026-11-21', periods: [] },
      { date: '2026-12-25', periods: [] },
    ]);
    const plan = planRow(a, run([line({})]), TODAY);
    expect(plan.kept).toEqual(['Nov 22 9:00 AM–12:00 PM', 'Dec 31 unavailable']);
    const unreadable = noHours([{ date: '2026-12-30', periods: [{ start_time: 'noon', end_time: '05:00 PM' }] }]);
    expect(planRow(unreadable, run([line({})]), TODAY).kept).toEqual(['Dec 30 hours that could not be read']);
    expect(plan.already).toEqual(['2026-12-25']);
    expect(plan.body).toEqual([]);
  });

  it('says what changes from what, hours included, and sends only those dates', () => {
    const a = noHours([{ date: '2026-12-25', periods: [{ start_time: '09:00 AM', end_time: '05:00 PM' }] }]);
    const plan = planRow(a, run([line({ to: '2026-12-26' })]), TODAY);
    expect(plan.changes).toEqual([
      { date: '2026-12-25', text: 'Dec 25 9:00 AM–5:00 PM → unavailable' },
      { date: '2026-12-26', text: 'Dec 26 unavailable, new' },
    ]);
    // No weekly hours: Dec 26 is off already, and said so.
    expect(plan.off).toEqual(['2026-12-26']);
    expect(plan.body.map((o) => o.date)).toEqual(['2026-12-25', '2026-12-26']);
  });

  it('holds a change only when each date has the same number of ranges at the same times', () => {
    const change = run([line({ kind: 'hours', start: '9:00 AM', end: '12:00 PM' })]);
    const at = (periods: { start_time: string; end_time: string }[]) => noHours([{ date: '2026-12-25', periods }]);
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
    expect(holdsChange(noHours([]), change)).toBe(false);
    expect(holdsChange(at([]), run([line({})]))).toBe(true);
  });
});
