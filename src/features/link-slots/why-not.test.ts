import { describe, expect, it } from 'vitest';
import { NY, at, NOW, week, link, host, booking } from '@/testing/why-not-facts';
import { bookingWindow, compareWithWorkspace, whyNot } from './why-not';

// Each reason alone, on a New York host seen from London: the US moves its clocks on 14 March
// 2027 and the UK on 28 March, so a New York Monday 9:00 AM is 2:00 PM London on 8 March and
// 1:00 PM London on 15 March.

const words = { h12: true, zone: 'Europe/London' };
const texts = (w: ReturnType<typeof whyNot>) => [...w.link, ...w.hosts.flatMap((h) => h.reasons)].map((r) => r.text);

describe('whyNot: weekly hours, DST exact', () => {
  it('8 March 2027: 9:00 AM New York is 2:00 PM London; 1:30 PM London is outside the weekly hours', () => {
    expect(whyNot(at('2027-03-08T14:00:00Z'), link(), [host()], NOW, words)).toMatchObject({
      bookable: true,
      link: [],
      hosts: [{ reasons: [] }],
    });
    const before = whyNot(at('2027-03-08T13:30:00Z'), link(), [host()], NOW, words);
    expect(before.bookable).toBe(false);
    expect(texts(before)).toEqual([
      "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York)",
    ]);
  });

  it('15 March 2027 (New York has moved, London not yet): 1:00 PM London is bookable, 12:30 PM is not', () => {
    expect(whyNot(at('2027-03-15T13:00:00Z'), link(), [host()], NOW, words).bookable).toBe(true);
    expect(texts(whyNot(at('2027-03-15T12:30:00Z'), link(), [host()], NOW, words))).toEqual([
      "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York)",
    ]);
    // 5:00 PM New York is 9:00 PM London that day: a 30-minute time at 8:30 PM fits, one at 8:45 PM runs past the end.
    expect(whyNot(at('2027-03-15T20:30:00Z'), link(), [host()], NOW, words).bookable).toBe(true);
    expect(texts(whyNot(at('2027-03-15T20:45:00Z'), link({ step: 15 }), [host()], NOW, words))[0]).toMatch(
      /^runs past the end of Oliver Smith's weekly hours/,
    );
  });

  it('a day without hours names the day; the zone is left out when it is the one shown', () => {
    const w = whyNot(at('2027-03-10T15:00:00Z'), link(), [host()], NOW, { h12: false, zone: NY });
    expect(texts(w)).toEqual(["outside Oliver Smith's weekly hours (Working hours, no hours on Wednesday)"]);
  });

  it("the link's own hours, when it has them, instead of the availability", () => {
    const own = host({
      hours: {
        source: 'link',
        name: 'Hours last sent from Slotboard',
        week: week([{ start: 600, end: 660 }]),
        zone: NY,
      },
    });
    expect(texts(whyNot(at('2027-03-08T14:00:00Z'), link(), [own], NOW, words))).toEqual([
      "outside the link's own hours (Hours last sent from Slotboard, Monday 10:00 AM–11:00 AM in America/New_York)",
    ]);
  });

  it('a start between the link’s start times', () => {
    expect(texts(whyNot(at('2027-03-08T14:10:00Z'), link(), [host()], NOW, words))).toEqual([
      "not one of the link's start times (every 30 minutes from 2:00 PM)",
    ]);
  });
});

describe('whyNot: date overrides', () => {
  it('a day off on 8 March 2027', () => {
    const off = host({ overrides: new Map([['2027-03-08', []]]) });
    const w = whyNot(at('2027-03-08T15:00:00Z'), link(), [off], NOW, words);
    expect(w.bookable).toBe(false);
    expect(texts(w)).toEqual(['a date override on Mar 8, 2027 (unavailable all day)']);
  });

  it('an override with its own hours replaces the weekly ones, in the host’s zone, on 15 March', () => {
    const short = host({ overrides: new Map([['2027-03-15', [{ start: 600, end: 720 }]]]) });
    // 10:00 AM New York is 2:00 PM London on 15 March.
    expect(whyNot(at('2027-03-15T14:00:00Z'), link(), [short], NOW, words).bookable).toBe(true);
    expect(texts(whyNot(at('2027-03-15T13:30:00Z'), link(), [short], NOW, words))).toEqual([
      'a date override on Mar 15, 2027 (available only 10:00 AM–12:00 PM in America/New_York)',
    ]);
    // An override can open a day without weekly hours.
    const sunday = host({ overrides: new Map([['2027-03-14', [{ start: 600, end: 720 }]]]) });
    expect(whyNot(at('2027-03-14T14:00:00Z'), link(), [sunday], NOW, words).bookable).toBe(true);
  });
});

describe('whyNot: bookings and buffers', () => {
  it('a booking at that time, with its sid for the link', () => {
    const busy = host({ bookings: [booking('2027-03-08T15:00:00Z', '2027-03-08T15:30:00Z')] });
    const w = whyNot(at('2027-03-08T15:00:00Z'), link(), [busy], NOW, words);
    expect(w.hosts[0]!.reasons).toEqual([
      { kind: 'booked', text: 'booked: Ada Lovelace 3:00 PM–3:30 PM', booking: 'bk1' },
    ]);
  });

  it('a cancelled booking holds nothing', () => {
    const freed = host({
      bookings: [booking('2027-03-08T15:00:00Z', '2027-03-08T15:30:00Z', { status: 'cancelled' })],
    });
    expect(whyNot(at('2027-03-08T15:00:00Z'), link(), [freed], NOW, words).bookable).toBe(true);
  });

  it('inside the buffer after a booking, and a buffer after the time that runs into one', () => {
    const busy = host({ bookings: [booking('2027-03-08T15:00:00Z', '2027-03-08T15:30:00Z')] });
    expect(texts(whyNot(at('2027-03-08T15:30:00Z'), link({ before: 15 }), [busy], NOW, words))).toEqual([
      "inside the 15-minute buffer after Ada Lovelace's booking (3:00 PM–3:30 PM)",
    ]);
    expect(whyNot(at('2027-03-08T15:30:00Z'), link({ after: 15 }), [busy], NOW, words).bookable).toBe(true);
    expect(texts(whyNot(at('2027-03-08T14:30:00Z'), link({ after: 10 }), [busy], NOW, words))).toEqual([
      "its 10-minute buffer after the meeting runs into Ada Lovelace's booking (3:00 PM–3:30 PM)",
    ]);
  });
});

describe('whyNot: the link’s rules', () => {
  it('before the minimum notice, and a time that has passed', () => {
    const now = at('2027-03-08T13:00:00Z');
    expect(texts(whyNot(at('2027-03-08T14:00:00Z'), link({ leadTime: 120 }), [host()], now, words))).toEqual([
      'before the minimum notice (2 hours: the earliest start now is Mar 8, 2027, 3:00 PM)',
    ]);
    expect(texts(whyNot(at('2027-03-08T14:00:00Z'), link(), [host()], at('2027-03-08T14:00:01Z'), words))).toEqual([
      'before the minimum notice (the time has passed)',
    ]);
  });

  it('beyond the booking window, counted in the first host’s zone', () => {
    const sixDays = link({ window: { type: 'number_of_days_into_the_future', value: '8' } });
    expect(whyNot(at('2027-03-08T14:00:00Z'), sixDays, [host()], NOW, words).bookable).toBe(true);
    expect(texts(whyNot(at('2027-03-09T14:00:00Z'), sixDays, [host()], NOW, words))).toEqual([
      'beyond the booking window (8 days from today, up to Mar 8, 2027)',
    ]);
    expect(
      texts(
        whyNot(
          at('2027-03-08T14:00:00Z'),
          link({ window: { type: 'date_range', value: 'soon' } }),
          [host()],
          NOW,
          words,
        ),
      )[0],
    ).toMatch(/cannot be read/);
  });

  it('business days skip the weekend; a range includes both ends', () => {
    expect(bookingWindow('number_of_business_days_into_the_future', '5', '2027-03-05')).toMatchObject({
      first: '2027-03-05',
      last: '2027-03-11',
    });
    expect(bookingWindow('date_range', '2027-03-01 to 2027-03-31', '2027-02-01')).toMatchObject({
      first: '2027-03-01',
      last: '2027-03-31',
    });
    expect(bookingWindow('number_of_days_into_the_future', '0', '2027-03-05')).toBeNull();
  });

  it('a turned-off link offers nothing', () => {
    expect(texts(whyNot(at('2027-03-08T14:00:00Z'), link({ disabled: true }), [host()], NOW, words))).toEqual([
      'the link is turned off',
    ]);
  });
});

describe('whyNot: several hosts, each with their own reasons', () => {
  const ada = host({
    name: 'Ada Byron',
    zone: 'Europe/London',
    hours: { source: 'availability', name: 'London hours', week: week(), zone: 'Europe/London' },
  });
  it('multi-host: bookable only when every host is free, and each host says why', () => {
    const w = whyNot(at('2027-03-08T14:00:00Z'), link({ kind: 'multihost' }), [host(), ada], NOW, words);
    expect(w.bookable).toBe(true);
    const late = whyNot(at('2027-03-08T17:00:00Z'), link({ kind: 'multihost' }), [host(), ada], NOW, words);
    expect(late.bookable).toBe(false);
    expect(late.hosts.map((h) => [h.name, h.reasons.map((r) => r.kind)])).toEqual([
      ['Oliver Smith', []],
      ['Ada Byron', ['weekly']],
    ]);
  });

  it('round robin: bookable when any host is free, counting them', () => {
    const w = whyNot(at('2027-03-08T17:00:00Z'), link({ kind: 'round_robin' }), [host(), ada], NOW, words);
    expect(w).toMatchObject({ bookable: true, free: 1 });
  });

  it('a host whose hours could not be read makes the answer unsure, not wrong', () => {
    const w = whyNot(at('2027-03-08T14:00:00Z'), link(), [host({ hours: null })], NOW, words);
    expect(w.bookable).toBeNull();
    expect(w.hosts[0]!.reasons[0]!.kind).toBe('unknown');
  });
});

describe('compareWithWorkspace', () => {
  const free = whyNot(at('2027-03-08T14:00:00Z'), link(), [host()], NOW, words);
  const off = whyNot(at('2027-03-08T13:00:00Z'), link(), [host()], NOW, words);
  it('agreement either way', () => {
    expect(compareWithWorkspace(free, { count: 1 }, 'one_on_one').tone).toBe('bookable');
    expect(compareWithWorkspace(off, null, 'one_on_one').tone).toBe('not-bookable');
    expect(compareWithWorkspace(off, { count: 0 }, 'one_on_one').tone).toBe('not-bookable');
  });
  it('no reason found but not offered: a reason Slotboard cannot see', () => {
    expect(compareWithWorkspace(free, null, 'one_on_one')).toEqual({
      tone: 'disagree',
      text: 'The workspace says this time is not bookable for a reason Slotboard cannot see, such as a connected calendar.',
    });
  });
  it('a reason found but offered: said plainly', () => {
    expect(compareWithWorkspace(off, { count: 1 }, 'one_on_one').text).toMatch(
      /^The workspace offers this time although Slotboard finds a reason against it/,
    );
  });
  it('round robin places that differ from the hosts Slotboard counts free', () => {
    expect(compareWithWorkspace({ ...free, free: 2 }, { count: 1 }, 'round_robin').tone).toBe('disagree');
  });
});
