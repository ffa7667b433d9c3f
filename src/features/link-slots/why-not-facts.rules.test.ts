import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import type { Booking } from '@/api/bookings/schemas';
import { emptyWeek } from '@/lib/time/periods';
import { overrideText, rangesText, weeklyText } from './why-not-hours';
import { availabilityHours, bookingFacts, sentHours } from './why-not-facts';

// Which hours a host is read against, and which bookings are theirs: the facts "why not" starts
// from, and the words it says hours in.

const NY = 'America/New_York';
const availability = (over: Partial<Availability>) =>
  ({ id: 'a', sid: 'a', periods: [], overrides: [], ...over }) as Availability;
const booking = (over: Partial<Booking>) =>
  ({
    id: 'b',
    multihosts: [],
    form_responses: [],
    starts_at: '2027-03-08T15:00:00Z',
    ends_at: '2027-03-08T15:30:00Z',
    ...over,
  }) as Booking;

describe('the hours a host is read against', () => {
  it('the default availability: its weekly hours in the zone given, by its trimmed name', () => {
    const a = availability({
      name: '  Office hours ',
      periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
    });
    expect(availabilityHours(a, NY)).toEqual({
      source: 'availability',
      name: 'Office hours',
      week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] },
      zone: NY,
    });
  });

  it('an availability without a name, or with only spaces, is called the default availability', () => {
    expect(availabilityHours(availability({ name: null }), NY).name).toBe('Default availability');
    expect(availabilityHours(availability({ name: '   ' }), NY).name).toBe('Default availability');
  });

  it('the link’s own hours as last saved from Slotboard, in the zone they were sent in, else the host’s', () => {
    const week = { ...emptyWeek(), friday: [{ start: 600, end: 660 }] };
    expect(sentHours({ week, timeZone: 'Asia/Tokyo' }, NY)).toEqual({
      source: 'link',
      name: 'as last saved from Slotboard',
      week,
      zone: 'Asia/Tokyo',
    });
    expect(sentHours({ week, timeZone: null }, NY).zone).toBe(NY);
  });
});

describe('which bookings hold a host', () => {
  it('a multi-host booking holds only the hosts it lists, and a listed host without an email is skipped', () => {
    const shared = booking({
      sid: 'm',
      host_email: 'lead@x.io',
      multihosts: [{ email: null }, { email: 'Second@x.io' }],
    });
    expect(bookingFacts([shared], 'third@x.io')).toEqual([]);
    expect(bookingFacts([shared], 'second@x.io').map((b) => b.sid)).toEqual(['m']);
  });

  it('a booking that ends when it starts, or before, is dropped; a real one is kept', () => {
    expect(bookingFacts([booking({ host_email: 'h@x.io', ends_at: '2027-03-08T15:00:00Z' })], 'h@x.io')).toEqual([]);
    expect(bookingFacts([booking({ host_email: 'h@x.io', ends_at: '2027-03-08T14:00:00Z' })], 'h@x.io')).toEqual([]);
    expect(bookingFacts([booking({ host_email: 'h@x.io', ends_at: '2027-03-08T15:01:00Z' })], 'h@x.io')).toHaveLength(
      1,
    );
  });

  it('who booked: the trimmed name, else the email, else "a booker"', () => {
    const client = (over: Partial<Booking>) =>
      bookingFacts([booking({ host_email: 'h@x.io', ...over })], 'h@x.io')[0]!.client;
    expect(client({ name: '  Ada Lovelace ' })).toBe('Ada Lovelace');
    expect(client({ name: '  ', email: 'ada@x.io' })).toBe('ada@x.io');
    expect(client({ name: null, email: null })).toBe('a booker');
  });
});

describe('hours in words', () => {
  const ranges = [
    { start: 540, end: 720 },
    { start: 780, end: 1020 },
  ];
  it('several ranges on the admin’s clock, separated by commas', () => {
    expect(rangesText(ranges, { h12: false, zone: NY })).toBe('09:00–12:00, 13:00–17:00');
    expect(rangesText(ranges, { h12: true, zone: NY })).toBe('9:00 AM–12:00 PM, 1:00 PM–5:00 PM');
  });

  it('hours kept in the zone the admin is looking in do not name it; others do', () => {
    const hours = {
      source: 'availability' as const,
      name: 'Working hours',
      week: { ...emptyWeek(), monday: ranges },
      zone: NY,
    };
    expect(weeklyText(hours, '2027-03-08', { h12: false, zone: NY })).toBe(
      'Working hours, Monday 09:00–12:00, 13:00–17:00',
    );
    expect(weeklyText(hours, '2027-03-08', { h12: false, zone: 'UTC' })).toBe(
      'Working hours, Monday 09:00–12:00, 13:00–17:00 in America/New_York',
    );
    expect(overrideText('2027-03-08', ranges, NY, { h12: false, zone: NY })).toBe(
      'a date override on Mar 8, 2027 (available only 09:00–12:00, 13:00–17:00)',
    );
    expect(overrideText('2027-03-08', ranges, NY, { h12: false, zone: 'UTC' })).toBe(
      'a date override on Mar 8, 2027 (available only 09:00–12:00, 13:00–17:00 in America/New_York)',
    );
  });
});

describe('bookings without times', () => {
  it('a booking with no start or no end holds no time', () => {
    expect(bookingFacts([booking({ host_email: 'h@x.io', starts_at: null })], 'h@x.io')).toEqual([]);
    expect(bookingFacts([booking({ host_email: 'h@x.io', ends_at: null })], 'h@x.io')).toEqual([]);
  });
});
