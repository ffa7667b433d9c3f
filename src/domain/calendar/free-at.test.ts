import { describe, expect, it } from 'vitest';
import { availabilitySchema } from '@/api/availabilities/schemas';
import { freeAt, stretchEnd } from './free-at';

const at = (h: number, m = 0) => h * 60 + m;
const availability = (extra: Record<string, unknown>) =>
  availabilitySchema.parse({ id: 'a1', sid: 's1', name: 'Working hours', periods: [], overrides: [], ...extra });
const weekdays = (start: string, end: string) =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((wday) => ({ wday, start_time: start, end_time: end }));
const london = (date: string, h: number, m: number, minutes: number) => ({
  date,
  start: at(h, m),
  minutes,
  zone: 'Europe/London',
});

describe('freeAt', () => {
  // New York 09:00–17:00 on weekdays: 14:00–22:00 in London on 8 March 2027, 13:00–21:00 on
  // 15 March (the US moved its clocks on the 14th, the UK not until the 28th).
  const ny = availability({ periods: weekdays('09:00 AM', '05:00 PM') });

  it('reads each date with its own offsets: 13:00 London is outside on 8 March, inside on 15 March', () => {
    expect(freeAt(ny, 'America/New_York', london('2027-03-08', 13, 0, 60))).toEqual({
      free: false,
      reason: 'outside',
      hours: [{ start: at(14), end: at(22) }],
    });
    expect(freeAt(ny, 'America/New_York', london('2027-03-15', 13, 0, 60))).toEqual({ free: true });
    expect(freeAt(ny, 'America/New_York', london('2027-03-08', 14, 0, 480))).toEqual({ free: true });
  });

  it('needs the whole stretch: one minute past the end is not free', () => {
    expect(freeAt(ny, 'America/New_York', london('2027-03-15', 20, 0, 60))).toEqual({ free: true });
    expect(freeAt(ny, 'America/New_York', london('2027-03-15', 20, 1, 60))).toMatchObject({
      free: false,
      reason: 'outside',
    });
    expect(freeAt(ny, 'America/New_York', london('2027-03-15', 12, 59, 2))).toMatchObject({ free: false });
  });

  it('says "off" on a day with no hours and "override" where a date override decides', () => {
    expect(freeAt(ny, 'America/New_York', london('2027-03-13', 15, 0, 30))).toEqual({
      free: false,
      reason: 'off',
      hours: [],
    });
    const withOverrides = availability({
      periods: weekdays('09:00 AM', '05:00 PM'),
      overrides: [
        { date: '2027-03-16', periods: [] },
        { date: '2027-03-17', periods: [{ start_time: '09:00 AM', end_time: '11:00 AM' }] },
        { date: '2027-03-18', periods: [{ start_time: '11:00 AM', end_time: '09:00 AM' }] },
      ],
    });
    expect(freeAt(withOverrides, 'America/New_York', london('2027-03-16', 15, 0, 30))).toEqual({
      free: false,
      reason: 'override',
      hours: [],
    });
    expect(freeAt(withOverrides, 'America/New_York', london('2027-03-17', 15, 0, 30))).toEqual({
      free: false,
      reason: 'override',
      hours: [{ start: at(13), end: at(15) }],
    });
    // Inside the override's hours it is free, override or not.
    expect(freeAt(withOverrides, 'America/New_York', london('2027-03-17', 13, 30, 60))).toEqual({ free: true });
    expect(freeAt(withOverrides, 'America/New_York', london('2027-03-18', 15, 0, 30))).toEqual({
      free: false,
      reason: 'unreadable',
      hours: [],
    });
  });

  it('the night the clocks go forward: a stretch lasts its real length, not its wall-clock length', () => {
    // London 28 March 2027: 01:00 becomes 02:00, the day is 23 hours long.
    const night = availability({ periods: [{ wday: 'sunday', start_time: '12:00 AM', end_time: '04:00 AM' }] });
    expect(stretchEnd(london('2027-03-28', 0, 30, 150))).toBe(at(4));
    expect(stretchEnd(london('2027-03-28', 0, 30, 180))).toBe(at(4, 30));
    // 2 h 30 from 00:30 ends at 04:00 on the wall: free. Three real hours end at 04:30: not.
    expect(freeAt(night, 'Europe/London', london('2027-03-28', 0, 30, 150))).toEqual({ free: true });
    expect(freeAt(night, 'Europe/London', london('2027-03-28', 0, 30, 180))).toMatchObject({
      free: false,
      reason: 'outside',
    });
    // On a plain Sunday the same three hours end at 03:30: free.
    expect(freeAt(night, 'Europe/London', london('2027-03-21', 0, 30, 180))).toEqual({ free: true });
  });

  it('the night the clocks go back: a 25-hour day, three real hours from 00:30 end at 02:30', () => {
    // London 31 October 2027: 02:00 becomes 01:00 again.
    expect(stretchEnd(london('2027-10-31', 0, 30, 180))).toBe(at(2, 30));
    const night = availability({ periods: [{ wday: 'sunday', start_time: '12:00 AM', end_time: '03:00 AM' }] });
    expect(freeAt(night, 'Europe/London', london('2027-10-31', 0, 30, 180))).toEqual({ free: true });
    expect(freeAt(night, 'Europe/London', london('2027-10-24', 0, 30, 180))).toMatchObject({ free: false });
  });

  it('hours that run past midnight hold a stretch that does too', () => {
    // Tokyo 09:00–17:00 is 00:00–08:00 in London in winter: a late-London stretch into it is held
    // by the night shift of the Tokyo day before only where the hours meet at midnight.
    const tokyo = availability({ periods: weekdays('09:00 AM', '05:00 PM') });
    expect(freeAt(tokyo, 'Asia/Tokyo', london('2027-01-12', 0, 0, 480))).toEqual({ free: true });
    const late = availability({
      periods: [
        { wday: 'monday', start_time: '08:00 PM', end_time: '12:00 AM' },
        { wday: 'tuesday', start_time: '12:00 AM', end_time: '02:00 AM' },
      ],
    });
    expect(freeAt(late, 'Europe/London', london('2027-01-11', 23, 0, 120))).toEqual({ free: true });
    expect(freeAt(late, 'Europe/London', london('2027-01-11', 23, 0, 181))).toMatchObject({ free: false });
  });

  it('with no zone of their own a member is read in the zone asked about', () => {
    expect(freeAt(ny, null, london('2027-03-08', 9, 0, 60))).toEqual({ free: true });
  });
});
