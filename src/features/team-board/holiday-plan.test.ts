import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { changeWords, checkLines, holdsChange, planRow, type HolidayLine } from './holiday-plan';

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
  periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
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
    expect(changeWords(c)).toBe('Dec 24 9:00 AM–12:00 PM; Dec 25–Dec 26 unavailable');
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
