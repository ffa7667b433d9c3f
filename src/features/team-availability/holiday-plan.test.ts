import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { checkInput, holdsChange, planRow, type HolidayInput } from './holiday-plan';

const TODAY = '2026-11-22';
const input = (patch: Partial<HolidayInput>): HolidayInput => ({ from: '2026-12-25', to: '2026-12-26', kind: 'unavailable', start: '10:00 AM', end: '2:00 PM', ...patch });
const availability = (overrides: Availability['overrides']): Availability => ({
  id: 'a1',
  sid: 's1',
  name: 'Working hours',
  default: true,
  periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  overrides,
  user: { email: 'oliver@example.com', name: 'Oliver' },
});
const change = (i: HolidayInput) => {
  const c = checkInput(i, TODAY);
  if (!c.ok) throw new Error(c.message);
  return c.change;
};

describe('holiday input', () => {
  it('refuses a missing, malformed, past, reversed or too long range on its field', () => {
    expect(checkInput(input({ from: '' }), TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkInput(input({ from: '2026-02-30' }), TODAY)).toMatchObject({ ok: false, field: 'from' });
    expect(checkInput(input({ from: '2026-11-21', to: '' }), TODAY)).toMatchObject({ ok: false, field: 'from', message: 'This date has passed; pick today or a later date.' });
    expect(checkInput(input({ to: '2026-12-24' }), TODAY)).toMatchObject({ ok: false, field: 'to', message: 'The last date is before the first one.' });
    expect(checkInput(input({ to: '2027-03-01' }), TODAY)).toMatchObject({ ok: false, field: 'to' });
    expect(checkInput(input({ kind: 'hours', start: 'noonish' }), TODAY)).toMatchObject({ ok: false, field: 'start' });
    expect(checkInput(input({ kind: 'hours', start: '3:00 PM', end: '2:00 PM' }), TODAY)).toMatchObject({ ok: false, field: 'end' });
  });

  it('reads one date, a range and custom hours (an end at midnight is the end of the day)', () => {
    expect(change(input({ to: '' }))).toEqual({ dates: ['2026-12-25'], ranges: null });
    expect(change(input({}))).toEqual({ dates: ['2026-12-25', '2026-12-26'], ranges: null });
    expect(change(input({ kind: 'hours', start: '10am', end: '12:00 AM' })).ranges).toEqual([{ start: 600, end: 1440 }]);
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
    expect(plan.changes.map((c) => c.text)).toEqual(['Dec 25 9:00 AM–1:00 PM → unavailable', 'Dec 26 unavailable, new']);
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
    const hours = planRow(availability([]), change(input({ to: '', kind: 'hours', start: '10:00 AM', end: '2:00 PM' })), TODAY);
    expect(hours.body).toEqual([{ date: '2026-12-25', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] }]);
    expect(hours.changes[0]!.text).toBe('Dec 25 10:00 AM–2:00 PM, new');
  });

  it('an override whose hours do not read is replaced, and said so, not guessed', () => {
    const plan = planRow(availability([{ date: '2026-12-25', periods: [{ start_time: 'soon', end_time: 'later' }] }]), change(input({ to: '' })), TODAY);
    expect(plan.changes[0]!.text).toBe('Dec 25 hours that could not be read → unavailable');
  });

  it('a read-back holds the change only when every date is as asked', () => {
    const c = change(input({}));
    expect(holdsChange(availability([{ date: '2026-12-25', periods: [] }]), c)).toBe(false);
    expect(holdsChange(availability([{ date: '2026-12-25', periods: [] }, { date: '2026-12-26', periods: [] }]), c)).toBe(true);
    expect(holdsChange(availability([{ date: '2026-12-25', periods: [] }, { date: '2026-12-26', periods: [{ start_time: '09:00 AM', end_time: '10:00 AM' }] }]), c)).toBe(false);
  });
});
