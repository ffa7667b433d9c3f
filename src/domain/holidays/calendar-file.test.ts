import { describe, expect, it } from 'vitest';
import { daysFromFile, readCalendarFile, type Occurrence } from './calendar-file';

const BERLIN = `BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:STANDARD
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
END:DAYLIGHT
END:VTIMEZONE`;
const calendar = (...parts: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Slotboard tests//EN', ...parts, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

const read = (text: string, from = '2027-01-01', to = '2027-12-31') => {
  const r = readCalendarFile(text, from, to);
  if (!r.ok) throw new Error(r.message);
  return r;
};
// Monday to Friday 9:00–17:00.
const weekdays = {
  periods: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((wday) => ({
    wday,
    start_time: '09:00 AM',
    end_time: '05:00 PM',
  })),
  overrides: [] as { date: string; periods: { start_time: string; end_time: string }[] }[],
};
const h = (a: number, b: number) => ({ start: a * 60, end: b * 60 });

describe('a company calendar file', () => {
  it('reads all-day events as days, the end date not included, and clips them to the dates asked', () => {
    const r = read(
      calendar(
        event('UID:a', 'SUMMARY:Closure', 'DTSTART;VALUE=DATE:20271224', 'DTEND;VALUE=DATE:20271227'),
        event('UID:b', 'SUMMARY:Founders day', 'DTSTART;VALUE=DATE:20270301'),
        event('UID:c', 'SUMMARY:Year end', 'DTSTART;VALUE=DATE:20271230', 'DTEND;VALUE=DATE:20280103'),
      ),
    );
    expect(r.occurrences).toEqual([
      { summary: 'Closure', kind: 'day', dates: ['2027-12-24', '2027-12-25', '2027-12-26'] },
      { summary: 'Founders day', kind: 'day', dates: ['2027-03-01'] },
      { summary: 'Year end', kind: 'day', dates: ['2027-12-30', '2027-12-31'] },
    ]);
    expect(r.leftOut).toEqual([]);
  });

  it('expands a weekly event between the dates, with its excluded date gone and its moved date moved', () => {
    const r = read(
      calendar(
        BERLIN,
        event(
          'UID:town',
          'SUMMARY:Town hall',
          'DTSTART;TZID=Europe/Berlin:20270105T140000',
          'DTEND;TZID=Europe/Berlin:20270105T160000',
          'RRULE:FREQ=WEEKLY;COUNT=4',
          'EXDATE;TZID=Europe/Berlin:20270112T140000',
        ),
        event(
          'UID:town',
          'RECURRENCE-ID;TZID=Europe/Berlin:20270119T140000',
          'SUMMARY:Town hall (moved)',
          'DTSTART;TZID=Europe/Berlin:20270119T100000',
          'DTEND;TZID=Europe/Berlin:20270119T110000',
        ),
      ),
    );
    expect(r.occurrences.map((o) => (o.kind === 'timed' && !o.floating ? new Date(o.start).toISOString() : o))).toEqual(
      ['2027-01-05T13:00:00.000Z', '2027-01-19T09:00:00.000Z', '2027-01-26T13:00:00.000Z'],
    );
    expect(r.occurrences[1]!.summary).toBe('Town hall (moved)');
  });

  it('takes a timed block out of each member’s hours on their own date, in their own zone', () => {
    const r = read(
      calendar(
        BERLIN,
        event(
          'UID:t',
          'SUMMARY:All hands',
          'DTSTART;TZID=Europe/Berlin:20270105T140000',
          'DTEND;TZID=Europe/Berlin:20270105T160000',
        ),
      ),
    );
    // 14:00–16:00 in Berlin is 13:00–15:00 in London, and 8:00–10:00 in New York.
    expect(daysFromFile(r.occurrences, weekdays, 'Europe/London', '2027-01-01', '2027-12-31')).toEqual([
      { date: '2027-01-05', ranges: [h(9, 13), h(15, 17)] },
    ]);
    expect(daysFromFile(r.occurrences, weekdays, 'America/New_York', '2027-01-01', '2027-12-31')).toEqual([
      { date: '2027-01-05', ranges: [h(10, 17)] },
    ]);
    // In Tokyo it is 22:00–24:00, outside the hours: nothing changes, nothing is sent.
    expect(daysFromFile(r.occurrences, weekdays, 'Asia/Tokyo', '2027-01-01', '2027-12-31')).toEqual([]);
  });

  it('reads a zone the file names but does not define, UTC times, and floating times on each member’s clock', () => {
    const r = read(
      calendar(
        event(
          'UID:ny',
          'SUMMARY:NY',
          'DTSTART;TZID=America/New_York:20270106T090000',
          'DTEND;TZID=America/New_York:20270106T100000',
        ),
        event('UID:utc', 'SUMMARY:UTC', 'DTSTART:20270107T090000Z', 'DTEND:20270107T100000Z'),
        event('UID:fl', 'SUMMARY:Floating', 'DTSTART:20270108T120000', 'DTEND:20270108T130000'),
        event(
          'UID:bad',
          'SUMMARY:Mars',
          'DTSTART;TZID=Mars/Olympus:20270108T120000',
          'DTEND;TZID=Mars/Olympus:20270108T130000',
        ),
      ),
    );
    const starts = r.occurrences.map((o: Occurrence) =>
      o.kind === 'timed' ? (o.floating ? `${o.date} ${o.startMinutes}` : new Date(o.start).toISOString()) : o,
    );
    expect(starts).toEqual(['2027-01-06T14:00:00.000Z', '2027-01-07T09:00:00.000Z', '2027-01-08 720']);
    expect(r.leftOut).toEqual([{ summary: 'Mars', why: 'its time zone (Mars/Olympus) is not one Slotboard knows' }]);
    expect(daysFromFile(r.occurrences, weekdays, 'Asia/Tokyo', '2027-01-01', '2027-12-31')).toContainEqual({
      date: '2027-01-08',
      ranges: [h(9, 12), h(13, 17)],
    });
  });

  it('lists cancelled events, cancelled dates and events outside the dates as left out, with why', () => {
    const r = read(
      calendar(
        event('UID:x', 'SUMMARY:Offsite', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20270301'),
        event('UID:old', 'SUMMARY:Last year', 'DTSTART;VALUE=DATE:20260301'),
        event('UID:w', 'SUMMARY:Weekly', 'DTSTART;VALUE=DATE:20270104', 'RRULE:FREQ=WEEKLY;COUNT=2'),
        event(
          'UID:w',
          'RECURRENCE-ID;VALUE=DATE:20270111',
          'SUMMARY:Weekly',
          'STATUS:CANCELLED',
          'DTSTART;VALUE=DATE:20270111',
        ),
      ),
    );
    expect(r.leftOut).toEqual([
      { summary: 'Offsite', why: 'it is cancelled' },
      { summary: 'Last year', why: 'it falls outside the dates asked' },
      { summary: 'Weekly on 2027-01-11', why: 'that date is cancelled' },
    ]);
    expect(r.occurrences).toEqual([{ summary: 'Weekly', kind: 'day', dates: ['2027-01-04'] }]);
  });

  it('says a broken file or one that is no calendar in words', () => {
    expect(readCalendarFile('this is not a calendar', '2027-01-01', '2027-12-31')).toEqual({
      ok: false,
      message: 'This file could not be read as a calendar (.ics).',
    });
    expect(readCalendarFile('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD', '2027-01-01', '2027-12-31')).toEqual({
      ok: false,
      message: 'This file holds no calendar (.ics).',
    });
  });

  it('a day off wins over a block the same date; a block that empties the hours makes the date off', () => {
    const occurrences: Occurrence[] = [
      { summary: 'Off', kind: 'day', dates: ['2027-01-05'] },
      { summary: 'Block', kind: 'timed', date: '2027-01-05', startMinutes: 600, endMinutes: 660, floating: true },
      { summary: 'Long', kind: 'timed', date: '2027-01-06', startMinutes: 480, endMinutes: 1080, floating: true },
    ];
    expect(daysFromFile(occurrences, weekdays, 'UTC', '2027-01-01', '2027-12-31')).toEqual([
      { date: '2027-01-05', ranges: null },
      { date: '2027-01-06', ranges: null },
    ]);
  });
});
