import { describe, expect, it } from 'vitest';
import { NY, at, NOW, week, link, host, booking } from '@/testing/why-not-facts';
import { bookingWindow, compareWithWorkspace, whyNot, type BookingFacts, type LinkFacts, type WhyNot } from './why-not';

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
      "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York, which is 2:00 PM–10:00 PM in Europe/London)",
    ]);
  });

  it('15 March 2027 (New York has moved, London not yet): 1:00 PM London is bookable, 12:30 PM is not', () => {
    expect(whyNot(at('2027-03-15T13:00:00Z'), link(), [host()], NOW, words).bookable).toBe(true);
    expect(texts(whyNot(at('2027-03-15T12:30:00Z'), link(), [host()], NOW, words))).toEqual([
      "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York, which is 1:00 PM–9:00 PM in Europe/London)",
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
      "outside the link's own hours (Hours last sent from Slotboard, Monday 10:00 AM–11:00 AM in America/New_York, which is 3:00 PM–4:00 PM in Europe/London)",
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
      'a date override on Mar 15, 2027 (available only 10:00 AM–12:00 PM in America/New_York, which is 2:00 PM–4:00 PM in Europe/London)',
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

// The rules behind each reason, at their edges: where a notice, a window, a buffer or the hours
// start and stop, the words that say them, and how hosts' verdicts add up to "bookable". A New
// York host (Monday and Tuesday 9:00 AM–5:00 PM) on Monday 8 March 2027, when New York is UTC-5:
// 9:00 AM there is 14:00 UTC, 2:00 PM in London.

const london = { h12: true, zone: 'Europe/London' };
const newYork24 = { h12: false, zone: NY };
const MIN = 60_000;
const reasons = (w: WhyNot) => [...w.link, ...w.hosts.flatMap((h) => h.reasons)];

const kinds = (w: WhyNot) => reasons(w).map((r) => r.kind);
const NINE = '2027-03-08T14:00:00Z';

describe('the booking window, in the words the link would use', () => {
  it('a date range names both ends; a count of days says "day" for one and "days" for more', () => {
    expect(bookingWindow('date_range', '2027-03-10 to 2027-03-20', '2027-03-01')?.words).toBe(
      'Mar 10, 2027 to Mar 20, 2027',
    );
    expect(bookingWindow('number_of_days_into_the_future', '1', '2027-03-01')?.words).toBe('1 day from today');
    expect(bookingWindow('number_of_days_into_the_future', '2', '2027-03-01')?.words).toBe('2 days from today');
    expect(bookingWindow('number_of_business_days_into_the_future', '1', '2027-03-01')?.words).toBe(
      '1 business day from today',
    );
    expect(bookingWindow('number_of_business_days_into_the_future', '5', '2027-03-01')?.words).toBe(
      '5 business days from today',
    );
  });

  it('a window that opens later: its first day is bookable, the day before is not, with the reason', () => {
    const later = link({ window: { type: 'date_range', value: '2027-03-09 to 2027-03-31' } });
    const monday = whyNot(at(NINE), later, [host()], NOW, london);
    expect(monday.bookable).toBe(false);
    expect(monday.link).toEqual([
      { kind: 'window', text: 'before the booking window opens (Mar 9, 2027 to Mar 31, 2027)' },
    ]);
    expect(whyNot(at('2027-03-09T14:00:00Z'), later, [host()], NOW, london)).toMatchObject({
      bookable: true,
      link: [],
    });
  });

  it('its last day is bookable; after it, and an unreadable window, are refused as the window', () => {
    const eightDays = link({ window: { type: 'number_of_days_into_the_future', value: '8' } });
    expect(whyNot(at(NINE), eightDays, [host()], NOW, london).bookable).toBe(true);
    expect(whyNot(at('2027-03-09T14:00:00Z'), eightDays, [host()], NOW, london).link).toEqual([
      { kind: 'window', text: 'beyond the booking window (8 days from today, up to Mar 8, 2027)' },
    ]);
    expect(
      whyNot(at(NINE), link({ window: { type: 'date_range', value: 'soon' } }), [host()], NOW, london).link,
    ).toEqual([
      {
        kind: 'window',
        text: 'beyond the booking window (the link\'s window "soon" cannot be read, so nothing is offered)',
      },
    ]);
  });
});

describe('the minimum notice', () => {
  const notice = (leadTime: number) =>
    texts(whyNot(at(NINE), link({ leadTime }), [host()], at(NINE) - 30 * MIN, london))[0];
  it('says the notice in days, hours or minutes, one or many, and the earliest start in the admin’s zone', () => {
    expect(notice(45)).toBe('before the minimum notice (45 minutes: the earliest start now is Mar 8, 2027, 2:15 PM)');
    expect(notice(60)).toBe('before the minimum notice (1 hour: the earliest start now is Mar 8, 2027, 2:30 PM)');
    expect(notice(1440)).toBe('before the minimum notice (1 day: the earliest start now is Mar 9, 2027, 1:30 PM)');
    expect(notice(2880)).toBe('before the minimum notice (2 days: the earliest start now is Mar 10, 2027, 1:30 PM)');
  });

  it('the earliest start is written on the admin’s clock and calendar', () => {
    const w = whyNot(at(NINE), link({ leadTime: 1440 }), [host()], at(NINE) - 30 * MIN, newYork24);
    expect(w.link).toEqual([
      { kind: 'notice', text: 'before the minimum notice (1 day: the earliest start now is Mar 9, 2027, 08:30)' },
    ]);
  });

  it('a time exactly at the earliest start is bookable; so is a time starting right now', () => {
    expect(whyNot(at(NINE), link({ leadTime: 120 }), [host()], at(NINE) - 120 * MIN, london)).toMatchObject({
      bookable: true,
      link: [],
    });
    expect(whyNot(at(NINE), link(), [host()], at(NINE), london)).toMatchObject({ bookable: true, link: [] });
    expect(whyNot(at(NINE), link(), [host()], at(NINE) + 1, london).link).toEqual([
      { kind: 'notice', text: 'before the minimum notice (the time has passed)' },
    ]);
  });
});

describe('a host’s hours', () => {
  it('a time starting when the hours end is outside them; one starting inside and running over runs past their end', () => {
    expect(texts(whyNot(at('2027-03-08T22:00:00Z'), link(), [host()], NOW, london))).toEqual([
      "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York, which is 2:00 PM–10:00 PM in Europe/London)",
    ]);
    const short = host({
      hours: { source: 'availability', name: 'Working hours', week: week([{ start: 540, end: 600 }]), zone: NY },
    });
    expect(texts(whyNot(at(NINE), link({ duration: 90, step: 90 }), [short], NOW, london))).toEqual([
      "runs past the end of Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–10:00 AM in America/New_York, which is 2:00 PM–3:00 PM in Europe/London)",
    ]);
  });

  it('a time that ends at midnight is judged by its own day, not by an override on the next', () => {
    const nextDayOff = host({ overrides: new Map([['2027-03-09', []]]) });
    // 11:30 PM Monday in New York.
    expect(whyNot(at('2027-03-09T04:30:00Z'), link(), [nextDayOff], NOW, london).hosts[0]!.reasons).toEqual([
      {
        kind: 'weekly',
        text: "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York, which is 2:00 PM–10:00 PM in Europe/London)",
      },
    ]);
    // 11:45 PM: the meeting runs into Tuesday, whose override then says why.
    expect(kinds(whyNot(at('2027-03-09T04:45:00Z'), link({ step: 15 }), [nextDayOff], NOW, london))).toEqual([
      'override',
    ]);
  });

  it('names the availability a weekly or override reason reads, or the link’s own hours', () => {
    const mine = host({ availabilityId: 'av7', overrides: new Map([['2027-03-09', []]]) });
    const weekly = whyNot(at('2027-03-08T12:00:00Z'), link(), [mine], NOW, london).hosts[0]!.reasons;
    expect(weekly).toMatchObject([{ kind: 'weekly', availability: 'av7' }]);
    const override = whyNot(at('2027-03-09T15:00:00Z'), link(), [mine], NOW, london).hosts[0]!.reasons;
    expect(override).toMatchObject([{ kind: 'override', availability: 'av7' }]);
    const own = host({
      availabilityId: 'av7',
      hours: { source: 'link', name: 'Hours last sent from Slotboard', week: week(), zone: NY },
    });
    const linkHours = whyNot(at('2027-03-08T12:00:00Z'), link(), [own], NOW, london).hosts[0]!.reasons;
    expect(linkHours).toEqual([expect.objectContaining({ kind: 'weekly', linkHours: true })]);
    expect(linkHours[0]).not.toHaveProperty('availability');
  });

  it('an override says which date, in the override kind', () => {
    const off = host({ overrides: new Map([['2027-03-08', []]]) });
    expect(whyNot(at(NINE), link(), [off], NOW, london).hosts[0]!.reasons).toEqual([
      { kind: 'override', text: 'a date override on Mar 8, 2027 (unavailable all day)' },
    ]);
  });

  it('start times count from the start of the hours, not from the hour, in the admin’s clock', () => {
    const tenPast = host({
      hours: { source: 'availability', name: 'Working hours', week: week([{ start: 550, end: 1020 }]), zone: NY },
    });
    expect(whyNot(at('2027-03-08T14:40:00Z'), link(), [tenPast], NOW, london).bookable).toBe(true);
    expect(whyNot(at('2027-03-08T14:30:00Z'), link(), [tenPast], NOW, newYork24).hosts[0]!.reasons).toEqual([
      { kind: 'grid', text: "not one of the link's start times (every 30 minutes from 09:10)" },
    ]);
  });

  it('a multi-host link’s start times count from when every host works; round robin’s from any host’s hours', () => {
    const tenPast = host({
      name: 'Ada Lovelace',
      hours: { source: 'availability', name: 'Working hours', week: week([{ start: 550, end: 1020 }]), zone: NY },
    });
    // 9:10 AM New York: the first host's own hours would start times at 9:00, 9:30.
    expect(
      whyNot(at('2027-03-08T14:10:00Z'), link({ kind: 'multihost' }), [host(), tenPast], NOW, london),
    ).toMatchObject({ bookable: true, hosts: [{ reasons: [] }, { reasons: [] }] });
    expect(
      whyNot(at('2027-03-08T14:30:00Z'), link({ kind: 'multihost' }), [host(), tenPast], NOW, newYork24).hosts[0]!
        .reasons,
    ).toEqual([{ kind: 'grid', text: "not one of the link's start times (every 30 minutes from 09:10)" }]);
    // Round robin: 9:10 is on the second host's times, and the first host, free then, counts too.
    expect(
      whyNot(at('2027-03-08T14:10:00Z'), link({ kind: 'round_robin' }), [host(), tenPast], NOW, london),
    ).toMatchObject({ bookable: true, free: 2 });
  });

  it('a booking awaiting approval, or with a status Slotboard does not know, holds its time', () => {
    for (const status of ['awaiting_approval', 'no_show', null])
      expect(
        kinds(
          whyNot(
            at(NINE),
            link(),
            [host({ bookings: [booking(NINE, '2027-03-08T14:30:00Z', { status })] })],
            NOW,
            london,
          ),
        ),
      ).toEqual(['booked']);
    expect(
      whyNot(
        at(NINE),
        link(),
        [host({ bookings: [booking(NINE, '2027-03-08T14:30:00Z', { status: 'declined' })] })],
        NOW,
        london,
      ).bookable,
    ).toBe(true);
  });

  it('a link without a step between start times takes any start inside the hours', () => {
    expect(whyNot(at('2027-03-08T14:17:00Z'), link({ step: 0 }), [host()], NOW, london)).toMatchObject({
      bookable: true,
      hosts: [{ reasons: [] }],
    });
  });

  it('hours Slotboard could not read are said, as unknown, with the host’s name', () => {
    expect(whyNot(at(NINE), link(), [host({ hours: null })], NOW, london).hosts[0]!.reasons).toEqual([
      {
        kind: 'unknown',
        text: "Slotboard could not read Oliver Smith's default availability, so their hours are not checked",
      },
    ]);
  });
});

describe('bookings and the buffers around them', () => {
  const booked = (b: BookingFacts, over: Partial<LinkFacts>, when = NINE) =>
    whyNot(at(when), link(over), [host({ bookings: [b] })], NOW, newYork24).hosts[0]!.reasons;

  it('a booking is shown on the admin’s clock, with its sid', () => {
    expect(booked(booking(NINE, '2027-03-08T14:30:00Z'), {})).toEqual([
      { kind: 'booked', text: 'booked: Ada Lovelace 09:00–09:30', booking: 'bk1' },
    ]);
  });

  it('the buffer before a time: a booking ending inside it blocks, one ending exactly at its edge does not', () => {
    expect(booked(booking('2027-03-08T13:20:00Z', '2027-03-08T13:50:00Z'), { before: 15 })).toEqual([
      {
        kind: 'buffer',
        text: "inside the 15-minute buffer after Ada Lovelace's booking (08:20–08:50)",
        booking: 'bk1',
      },
    ]);
    expect(booked(booking('2027-03-08T13:15:00Z', '2027-03-08T13:45:00Z'), { before: 15 })).toEqual([]);
  });

  it('the buffer before a time says nothing of a booking later that day', () => {
    expect(booked(booking('2027-03-08T16:00:00Z', '2027-03-08T16:30:00Z'), { before: 15 })).toEqual([]);
  });

  it('the buffer after a time: a booking starting inside it blocks, one starting exactly at its edge does not', () => {
    expect(booked(booking('2027-03-08T14:35:00Z', '2027-03-08T15:00:00Z'), { after: 10 })).toEqual([
      {
        kind: 'buffer',
        text: "its 10-minute buffer after the meeting runs into Ada Lovelace's booking (09:35–10:00)",
        booking: 'bk1',
      },
    ]);
    expect(booked(booking('2027-03-08T14:40:00Z', '2027-03-08T15:00:00Z'), { after: 10 })).toEqual([]);
  });

  it('the buffer after a time says nothing of a booking earlier that day', () => {
    expect(booked(booking('2027-03-08T13:00:00Z', '2027-03-08T13:30:00Z'), { after: 15 })).toEqual([]);
  });
});

describe('what the reasons add up to', () => {
  const blocked = host({ name: 'Blocked', overrides: new Map([['2027-03-08', []]]) });
  const unread = host({ name: 'Unread', hours: null });
  const free = host({ name: 'Free' });

  it('a rule of the link refuses the time even when every host is free', () => {
    const off = whyNot(at(NINE), link({ disabled: true }), [free], NOW, london);
    expect(off).toMatchObject({ bookable: false, link: [{ kind: 'disabled', text: 'the link is turned off' }] });
    expect(
      whyNot(at(NINE), link({ kind: 'round_robin', leadTime: 60 }), [free], at(NINE) - 30 * MIN, london).bookable,
    ).toBe(false);
  });

  it('a link without hosts offers nothing', () => {
    expect(whyNot(at(NINE), link({ kind: 'multihost' }), [], NOW, london)).toMatchObject({ bookable: false, free: 0 });
  });

  it('round robin: no host free is not bookable; an unread host alone makes it unsure; a free host makes it bookable', () => {
    expect(whyNot(at(NINE), link({ kind: 'round_robin' }), [blocked, blocked], NOW, london)).toMatchObject({
      bookable: false,
      free: 0,
    });
    expect(whyNot(at(NINE), link({ kind: 'round_robin' }), [blocked, unread], NOW, london)).toMatchObject({
      bookable: null,
      free: 0,
    });
    expect(whyNot(at(NINE), link({ kind: 'round_robin' }), [unread, free], NOW, london)).toMatchObject({
      bookable: true,
      free: 1,
    });
  });

  it('multi-host: a blocked host refuses it; an unread host beside free ones makes it unsure', () => {
    expect(whyNot(at(NINE), link({ kind: 'multihost' }), [unread, blocked], NOW, london).bookable).toBe(false);
    expect(whyNot(at(NINE), link({ kind: 'multihost' }), [free, unread], NOW, london)).toMatchObject({
      bookable: null,
      free: 1,
    });
  });
});

describe('Slotboard’s reading beside the workspace’s answer', () => {
  const reading = (bookable: boolean | null, free = 1): WhyNot => ({ link: [], hosts: [], bookable, free });

  it('unsure: says whether the workspace offers the time, and that Slotboard could not check it', () => {
    const offered = {
      tone: 'unsure',
      text: 'The workspace offers this time. Slotboard could not read everything it needs to check it.',
    };
    const notOffered = {
      tone: 'unsure',
      text: 'The workspace does not offer this time. Slotboard could not read everything it needs to say why.',
    };
    expect(compareWithWorkspace(reading(null), { count: 1 }, 'one_on_one')).toEqual(offered);
    expect(compareWithWorkspace(reading(null), null, 'one_on_one')).toEqual(notOffered);
    expect(compareWithWorkspace(reading(null), { count: 0 }, 'one_on_one')).toEqual(notOffered);
  });

  it('agreement, in full words', () => {
    expect(compareWithWorkspace(reading(true), { count: 1 }, 'one_on_one')).toEqual({
      tone: 'bookable',
      text: 'The workspace offers this time, and Slotboard finds nothing against it.',
    });
    expect(compareWithWorkspace(reading(false), null, 'one_on_one')).toEqual({
      tone: 'not-bookable',
      text: 'The workspace does not offer this time.',
    });
    expect(compareWithWorkspace(reading(false), { count: 1 }, 'one_on_one')).toEqual({
      tone: 'disagree',
      text: 'The workspace offers this time although Slotboard finds a reason against it: the workspace knows something Slotboard cannot read, such as hours changed outside Slotboard.',
    });
  });

  it('round robin: places that differ from the hosts counted free are a disagreement, with one or many of each', () => {
    expect(compareWithWorkspace(reading(true, 2), { count: 1 }, 'round_robin')).toEqual({
      tone: 'disagree',
      text: 'The workspace offers this time with 1 place; Slotboard counts 2 hosts free. The difference is something Slotboard cannot see, such as a connected calendar.',
    });
    expect(compareWithWorkspace(reading(true, 1), { count: 3 }, 'round_robin').text).toBe(
      'The workspace offers this time with 3 places; Slotboard counts 1 host free. The difference is something Slotboard cannot see, such as a connected calendar.',
    );
    expect(compareWithWorkspace(reading(true, 2), { count: 2 }, 'round_robin').tone).toBe('bookable');
  });

  it('other kinds of link: the count of places is not compared with the hosts', () => {
    expect(compareWithWorkspace(reading(true, 1), { count: 3 }, 'multihost').tone).toBe('bookable');
    expect(compareWithWorkspace(reading(true, 1), { count: 2 }, 'one_on_one').tone).toBe('bookable');
  });
});

describe('bookings that hold nothing', () => {
  it('a cancelled, canceled, rejected or declined booking holds nothing, whatever its case; other statuses hold the time', () => {
    const at9 = (status: string | null) =>
      whyNot(at(NINE), link(), [host({ bookings: [booking(NINE, '2027-03-08T14:30:00Z', { status })] })], NOW, london)
        .bookable;
    for (const status of ['cancelled', 'Canceled', 'REJECTED', 'declined']) expect(at9(status)).toBe(true);
    for (const status of ['confirmed', 'pending', null]) expect(at9(status)).toBe(false);
  });
});
