import { describe, expect, it } from 'vitest';
import { NY, at, NOW, week, link, host, booking } from '@/testing/why-not-facts';
import { bookingWindow, compareWithWorkspace, whyNot, type BookingFacts, type LinkFacts, type WhyNot } from './why-not';

// The rules behind each reason, at their edges: where a notice, a window, a buffer or the hours
// start and stop, the words that say them, and how hosts' verdicts add up to "bookable". A New
// York host (Monday and Tuesday 9:00 AM–5:00 PM) on Monday 8 March 2027, when New York is UTC-5:
// 9:00 AM there is 14:00 UTC, 2:00 PM in London.

const london = { h12: true, zone: 'Europe/London' };
const newYork24 = { h12: false, zone: NY };
const MIN = 60_000;
const reasons = (w: WhyNot) => [...w.link, ...w.hosts.flatMap((h) => h.reasons)];
const texts = (w: WhyNot) => reasons(w).map((r) => r.text);
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
      "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York)",
    ]);
    const short = host({
      hours: { source: 'availability', name: 'Working hours', week: week([{ start: 540, end: 600 }]), zone: NY },
    });
    expect(texts(whyNot(at(NINE), link({ duration: 90, step: 90 }), [short], NOW, london))).toEqual([
      "runs past the end of Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–10:00 AM in America/New_York)",
    ]);
  });

  it('a time that ends at midnight is judged by its own day, not by an override on the next', () => {
    const nextDayOff = host({ overrides: new Map([['2027-03-09', []]]) });
    // 11:30 PM Monday in New York.
    expect(whyNot(at('2027-03-09T04:30:00Z'), link(), [nextDayOff], NOW, london).hosts[0]!.reasons).toEqual([
      {
        kind: 'weekly',
        text: "outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York)",
      },
    ]);
    // 11:45 PM: the meeting runs into Tuesday, whose override then says why.
    expect(kinds(whyNot(at('2027-03-09T04:45:00Z'), link({ step: 15 }), [nextDayOff], NOW, london))).toEqual([
      'override',
    ]);
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
      text: 'Bookable: the workspace offers this time, and Slotboard finds nothing against it.',
    });
    expect(compareWithWorkspace(reading(false), null, 'one_on_one')).toEqual({
      tone: 'not-bookable',
      text: 'Not bookable: the workspace does not offer this time.',
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
