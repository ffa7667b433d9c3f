import { describe, expect, it } from 'vitest';
import { bookableSlots, countBetween, holdsTime, type HostRules, type LinkRules } from './slots';
import { bookingWindow } from './window';

// The rules on plain facts, one at a time (sandbox/slots.test.ts checks them again through the
// sandbox's records): one host, Mondays 09:00–12:00 in New York, an hour long, every hour.

const RULES: LinkRules = {
  kind: 'one_on_one',
  disabled: false,
  duration: 60,
  step: 60,
  before: 0,
  after: 0,
  leadTime: 0,
  window: null,
  zone: 'America/New_York',
};
const host = (over: Partial<HostRules> = {}): HostRules => ({
  zone: 'America/New_York',
  hours: { periods: [{ wday: 'monday', start: 540, end: 720 }], zone: 'America/New_York' },
  overrides: new Map(),
  busy: [],
  ...over,
});
const ASK = { from: '2027-03-08', to: '2027-03-08', zone: 'Europe/London', now: Date.parse('2027-01-01T00:00:00Z') };
const times = (link: Partial<LinkRules>, hosts: HostRules[], ask = ASK) =>
  bookableSlots({ ...RULES, ...link }, hosts, ask).flatMap((d) =>
    d.slots.map((s) => `${new Date(s.start).toISOString().slice(11, 16)}×${s.count}`),
  );
const at = (iso: string) => Date.parse(`2027-03-08T${iso}:00Z`);

describe('bookable slots from plain facts', () => {
  it('starts every step from the start of the hours, the whole duration inside them', () => {
    expect(times({}, [host()])).toEqual(['14:00×1', '15:00×1', '16:00×1']);
    expect(times({ duration: 90, step: 30 }, [host()])).toEqual(['14:00×1', '14:30×1', '15:00×1', '15:30×1']);
  });
  it('a booking holds its time, and the buffers around a meeting keep it off a booking', () => {
    const busy = [{ start: at('15:00'), end: at('16:00') }];
    expect(times({}, [host({ busy })])).toEqual(['14:00×1', '16:00×1']);
    expect(times({ after: 15 }, [host({ busy })])).toEqual(['16:00×1']);
    expect(times({ before: 15 }, [host({ busy })])).toEqual(['14:00×1']);
  });
  it('minimum notice and the booking window, in the link’s zone; an unreadable window offers nothing', () => {
    expect(times({ leadTime: 60 }, [host()], { ...ASK, now: at('13:30') })).toEqual(['15:00×1', '16:00×1']);
    expect(times({ leadTime: 120 }, [host()], { ...ASK, now: at('13:30') })).toEqual(['16:00×1']);
    expect(
      times({ window: { type: 'number_of_days_into_the_future', value: '3' } }, [host()], {
        ...ASK,
        now: Date.parse('2027-03-05T12:00:00Z'),
      }),
    ).toEqual([]);
    expect(
      times({ window: { type: 'number_of_days_into_the_future', value: '3' } }, [host()], {
        ...ASK,
        now: Date.parse('2027-03-06T16:00:00Z'),
      }),
    ).toHaveLength(3);
    expect(times({ window: { type: 'date_range', value: 'soon' } }, [host()])).toEqual([]);
  });
  it('a disabled link, or one without hosts, offers nothing; every asked date is listed', () => {
    expect(times({ disabled: true }, [host()])).toEqual([]);
    expect(bookableSlots(RULES, [], { ...ASK, to: '2027-03-10' }).map((d) => d.date)).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
    ]);
  });
  it('round robin counts the hosts free; multi-host needs every host', () => {
    const later = host({ hours: { periods: [{ wday: 'monday', start: 600, end: 780 }], zone: 'America/New_York' } });
    expect(times({ kind: 'round_robin' }, [host(), later])).toEqual(['14:00×1', '15:00×2', '16:00×2', '17:00×1']);
    expect(times({ kind: 'multihost' }, [host(), later])).toEqual(['15:00×1', '16:00×1']);
  });
  it('multi-host and grouped: times start from when every host works, not only where all their grids meet', () => {
    // New York 09:10–12:00 and 09:00–12:00: both are free from 09:10, half an hour at a time.
    const tenPast = host({ hours: { periods: [{ wday: 'monday', start: 550, end: 720 }], zone: 'America/New_York' } });
    const half = { duration: 30, step: 30 };
    for (const kind of ['multihost', 'grouped'] as const)
      expect(times({ ...half, kind }, [host(), tenPast])).toEqual([
        '14:10×1',
        '14:40×1',
        '15:10×1',
        '15:40×1',
        '16:10×1',
      ]);
  });
  it('round robin counts every free host at a time, whichever host’s hours it is laid from', () => {
    // 09:00–12:00 and 09:10–12:00 in New York; the first host is booked 10:00–11:00 (15:00–16:00 UTC).
    const tenPast = host({ hours: { periods: [{ wday: 'monday', start: 550, end: 720 }], zone: 'America/New_York' } });
    const booked = host({ busy: [{ start: at('15:00'), end: at('16:00') }] });
    expect(times({ kind: 'round_robin' }, [booked, tenPast])).toEqual([
      '14:00×1',
      '14:10×1',
      '15:00×1',
      '15:10×1',
      '16:00×2',
    ]);
  });
  it('a booking holds its time unless cancelled, rejected or declined: awaiting approval and unknown statuses hold it', () => {
    for (const status of ['confirmed', 'awaiting_approval', 'Awaiting_Approval', 'no_show', '', null, undefined])
      expect(holdsTime(status)).toBe(true);
    for (const status of ['cancelled', 'canceled', 'rejected', 'declined', ' Cancelled '])
      expect(holdsTime(status)).toBe(false);
  });
  it('counts the bookable times between two instants', () => {
    const days = bookableSlots(RULES, [host()], { ...ASK, to: '2027-03-15' });
    expect(countBetween(days, at('00:00'), Date.parse('2027-03-16T00:00:00Z'))).toBe(6);
    expect(countBetween(days, at('15:00'), Date.parse('2027-03-15T00:00:00Z'))).toBe(2);
  });
});

describe('the booking window', () => {
  it('N days, N business days, or a range of dates, both ends included', () => {
    expect(bookingWindow('number_of_days_into_the_future', '3', '2027-03-05')).toEqual({
      first: '2027-03-05',
      last: '2027-03-07',
    });
    expect(bookingWindow('number_of_business_days_into_the_future', '3', '2027-03-05')).toEqual({
      first: '2027-03-05',
      last: '2027-03-09',
    });
    expect(bookingWindow('date_range', '2027-03-01 to 2027-03-31', '2027-01-01')).toEqual({
      first: '2027-03-01',
      last: '2027-03-31',
    });
    expect(bookingWindow('date_range', '2027-03-31 to 2027-03-01', '2027-01-01')).toBeNull();
    expect(bookingWindow('number_of_days_into_the_future', '0', '2027-03-05')).toBeNull();
    expect(bookingWindow('something_else', '3', '2027-03-05')).toBeNull();
  });
});

describe('clock changes in the host’s zone', () => {
  const sunday = (zone: string, start: number, end: number): HostRules =>
    host({ zone, hours: { periods: [{ wday: 'sunday', start, end }], zone } });
  const on = (date: string, zone: string) => ({ from: date, to: date, zone, now: ASK.now });
  const half = { duration: 30, step: 30 };

  it('hours starting in the skipped hour start when the clock does: 02:30–05:00 New York on 14 March 2027 is 03:00–05:00', () => {
    const days = bookableSlots({ ...RULES, ...half }, [sunday('America/New_York', 150, 300)], on('2027-03-14', 'UTC'));
    expect(days[0]!.slots.map((s) => new Date(s.start).toISOString().slice(11, 16))).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '08:30',
    ]);
  });
  it('hours ending inside a repeated half hour offer nothing past their end: Lord Howe 00:00–01:45 on 4 April 2027', () => {
    // The clocks go from 02:00 back to 01:30 at 15:00 UTC: 00:00–01:45 is 13:00–14:45 UTC, then 15:00–15:15.
    const days = bookableSlots(
      { ...RULES, duration: 15, step: 15 },
      [sunday('Australia/Lord_Howe', 0, 105)],
      on('2027-04-04', 'Australia/Lord_Howe'),
    );
    const starts = days[0]!.slots.map((s) => new Date(s.start).toISOString().slice(11, 16));
    expect(starts).not.toContain('14:45');
    expect(starts.slice(-2)).toEqual(['14:30', '15:00']);
  });
  it('a repeated 02:00 is offered twice: Sydney 01:00–02:30 on 4 April 2027', () => {
    // 01:00–02:30 AEDT is 14:00–15:30 UTC; after the clocks go back, 02:00–02:30 AEST is 16:00–16:30.
    const days = bookableSlots(
      { ...RULES, ...half },
      [sunday('Australia/Sydney', 60, 150)],
      on('2027-04-04', 'Australia/Sydney'),
    );
    expect(days.flatMap((d) => d.slots.map((s) => new Date(s.start).toISOString().slice(0, 16)))).toEqual([
      '2027-04-03T14:00',
      '2027-04-03T14:30',
      '2027-04-03T15:00',
      '2027-04-03T16:00',
    ]);
  });
});
