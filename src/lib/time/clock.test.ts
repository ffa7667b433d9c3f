import { describe, expect, it } from 'vitest';
import { displayClock, formatClock, parseClock, readEnd, readTypedTime } from './clock';

describe('12-hour clock', () => {
  it.each([
    ['09:00 AM', 540],
    ['9:00 AM', 540],
    ['09:00AM', 540],
    ['9:00 am', 540],
    ['9am', 540],
    ['9 p.m.', 1260],
    ['12:00 PM', 720],
    ['12:30 AM', 30],
    ['17:30', 1050],
    ['00:15', 15],
  ])('reads %s', (text, minutes) => expect(parseClock(text)).toBe(minutes));

  it.each(['13:00 PM', '0:30 AM', '9:60 AM', 'nine', '', '25:00', '9:5 AM'])('refuses %j', (text) =>
    expect(parseClock(text)).toBeNull(),
  );

  it('reads midnight as the end of the day when it ends a range', () => {
    expect(readEnd('12:00 AM')).toBe(1440);
    expect(readEnd('24:00')).toBe(1440);
    expect(readEnd('05:00 PM')).toBe(1020);
  });

  it('writes the API form and the human form', () => {
    expect(formatClock(540)).toBe('09:00 AM');
    expect(formatClock(1020)).toBe('05:00 PM');
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(1440)).toBe('12:00 AM');
    expect(formatClock(735)).toBe('12:15 PM');
    expect(displayClock(540)).toBe('9:00 AM');
    expect(displayClock(1440)).toBe('midnight');
  });
});

describe('parseClock limits', () => {
  it('reads a time typed with spaces around it', () => {
    expect(parseClock('  09:00 AM ')).toBe(540);
    expect(parseClock(' 17:30 ')).toBe(1050);
  });

  it('takes minute 59 on either clock, refuses 60', () => {
    expect(parseClock('9:59 AM')).toBe(599);
    expect(parseClock('17:59')).toBe(1079);
    expect(parseClock('17:60')).toBeNull();
  });

  it('takes 24:00 as the end of the day, refuses any minute past it', () => {
    expect(parseClock('24:00')).toBe(1440);
    expect(readEnd('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNull();
    expect(parseClock('24:30')).toBeNull();
  });
});

describe('a time as a person types it', () => {
  it.each([
    ['1:00 PM', 780],
    ['1pm', 780],
    ['1 p.m.', 780],
    ['1.30pm', 810],
    ['130pm', 810],
    ['13:00', 780],
    ['13.00', 780],
    ['1300', 780],
    ['0930', 570],
    ['930', 570],
    ['9', 540],
    ['13', 780],
    ['0', 0],
  ])('reads %j', (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
    expect(readTypedTime(text, { h12: true })).toEqual({ ok: true, minutes });
    expect(readTypedTime(text, { h12: false })).toEqual({ ok: true, minutes });
  });

  it.each(['12345', '25', '2460', '9:5', '1:60 PM', '13pm', 'noon', '9 o clock', '-1'])('refuses %j', (text) =>
    expect(parseClock(text)).toBeNull(),
  );

  it('says what is wrong with junk, its example on the clock the admin reads', () => {
    expect(readTypedTime('25:99', { h12: true })).toEqual({
      ok: false,
      message: '“25:99” is not a time of day: write one like 2:30 PM.',
    });
    expect(readTypedTime(' later ', { h12: false, example: 600 })).toEqual({
      ok: false,
      message: '“later” is not a time of day: write one like 10:00.',
    });
    expect(readTypedTime('', { h12: true, what: 'a start time', example: 540 })).toEqual({
      ok: false,
      message: 'Enter a start time, like 9:00 AM.',
    });
    expect(readTypedTime('   ', { h12: false })).toEqual({ ok: false, message: 'Enter a time, like 14:30.' });
  });

  it('takes midnight as an end only', () => {
    expect(readTypedTime('24:00', { h12: false })).toMatchObject({ ok: false });
    expect(readTypedTime('24:00', { h12: false, end: true })).toEqual({ ok: true, minutes: 1440 });
    expect(readTypedTime('12:00 AM', { h12: true, end: true })).toEqual({ ok: true, minutes: 1440 });
    expect(readTypedTime('12:00 AM', { h12: true })).toEqual({ ok: true, minutes: 0 });
  });
});
