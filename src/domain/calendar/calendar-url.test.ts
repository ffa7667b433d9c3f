import { describe, expect, it } from 'vitest';
import { calendarHref, parseCalendarSearch, serializeCalendarSearch } from './calendar-url';

const parse = (q: string) => parseCalendarSearch(new URLSearchParams(q));

describe('the calendar’s URL', () => {
  it('reads a date, a view and a zone, and writes them back', () => {
    const s = parse('date=2027-03-14&view=day&zone=America/New_York');
    expect(s).toEqual({ date: '2027-03-14', view: 'day', zone: 'America/New_York' });
    expect(parse(serializeCalendarSearch(s).slice(1))).toEqual(s);
  });

  it('drops what does not read: a date that is no date, an unknown view or zone', () => {
    expect(parse('date=2027-02-30&view=month&zone=Mars/Base')).toEqual({ date: '', view: null, zone: '' });
    expect(parse('date=2027-3-1')).toEqual({ date: '', view: null, zone: '' });
    expect(serializeCalendarSearch({ date: '', view: null, zone: '' })).toBe('');
  });

  it('links a member’s calendar', () => {
    expect(calendarHref('m 1')).toBe('/team-members/m%201/calendar');
    expect(calendarHref('m1', { date: '2027-03-14' })).toBe('/team-members/m1/calendar?date=2027-03-14');
    expect(calendarHref('m 1', { date: '2027-03-09', view: 'day', zone: 'Europe/London' })).toBe(
      '/team-members/m%201/calendar?date=2027-03-09&view=day&zone=Europe%2FLondon',
    );
  });
});
