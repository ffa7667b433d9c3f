import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { unreadable } from '@/lib/believable';
import { meetingCsvColumns } from './meeting-csv';
import { noticeText, rangeText } from './meeting-rules';
import { bufferText, durationText, placeText, hostsText, meetingDurations, statusText } from './meeting-values';

const csvPlace = (m: ReturnType<typeof meetingSchema.parse>) =>
  meetingCsvColumns()
    .find((c) => c.header === 'Place')!
    .value(m);

describe('the place of a link', () => {
  it('is the same in the table and the CSV, from the list of spots when there is one', () => {
    const m = meetingSchema.parse({
      id: '1',
      sid: 'a',
      spot: 'jitsi',
      spots: [{ spot: 'zoom' }, { spot: 'in_person' }],
    });
    expect(placeText(m)).toBe('Zoom +1');
    expect(csvPlace(m)).toBe('Zoom; In person');
  });
  it('falls back to the single spot in both', () => {
    const m = meetingSchema.parse({ id: '1', sid: 'a', spot: 'phone_call', spots: [] });
    expect(placeText(m)).toBe('Phone call');
    expect(csvPlace(m)).toBe('Phone call');
  });
});

describe('durations and buffers the workspace sent', () => {
  const parse = (extra: Record<string, unknown>) => meetingSchema.parse({ id: '1', sid: 'a', ...extra });
  it('are printed within a year of minutes', () => {
    expect(durationText(parse({ duration: 525_600 }))).toBe('365 d');
    expect(durationText(parse({ durations_possible: [15, 30] }))).toBe('15 / 30 min');
    expect(bufferText(parse({ before_buffer_time: 0, after_buffer_time: 525_600 }))).toBe('0 / 525600 min');
    expect(bufferText(parse({ before_buffer_time: 10 }))).toBe('10 / 0 min');
  });
  it('are not readable, as a whole cell, past a year or below zero', () => {
    expect(durationText(parse({ duration: -83_670_598 }))).toEqual(unreadable('-83670598 min'));
    expect(durationText(parse({ durations: [{ duration: 30 }, { duration: 525_601 }] }))).toEqual(
      unreadable('30 / 525601 min'),
    );
    expect(bufferText(parse({ before_buffer_time: -1, after_buffer_time: 5 }))).toEqual(
      unreadable('-1 before, 5 after (min)'),
    );
    expect(bufferText(parse({ after_buffer_time: 525_601 }))).toEqual(unreadable('none before, 525601 after (min)'));
  });
});

describe('booking rules the workspace sent', () => {
  const parse = (extra: Record<string, unknown>) => meetingSchema.parse({ id: '1', sid: 'a', ...extra });
  const days = (value: unknown, type = 'number_of_days_into_the_future') =>
    rangeText(parse({ schedulable_range_type: type, schedulable_range_value: value }));
  it('say how far ahead in whole days, up to a year', () => {
    expect(days('60')).toBe('Up to 60 days ahead');
    expect(days(365)).toBe('Up to 365 days ahead');
    expect(days('0')).toBe('Up to 0 days ahead');
    expect(days('1', 'number_of_business_days_into_the_future')).toBe('Up to 1 business day ahead');
  });
  it('are not readable for negative, fractional, unreadable or longer windows', () => {
    expect(days('366')).toEqual(unreadable('366 days'));
    expect(days('-31337')).toEqual(unreadable('-31337 days'));
    expect(days('2.5', 'number_of_business_days_into_the_future')).toEqual(unreadable('2.5 business days'));
    expect(days('soon')).toEqual(unreadable('soon days'));
  });
  it('read a date range only when its dates are from 2000 to 2100', () => {
    expect(days('2026-12-01 to 2027-02-28', 'date_range')).toBe('Only within 2026-12-01 to 2027-02-28');
    expect(days('1894-03-01 to 2026-01-01', 'date_range')).toEqual(unreadable('1894-03-01 to 2026-01-01'));
    expect(days('2026-01-01 to 2101-01-01', 'date_range')).toEqual(unreadable('2026-01-01 to 2101-01-01'));
    expect(days('-90', 'some_new_kind')).toEqual(unreadable('-90'));
    expect(days('within 90 days', 'some_new_kind')).toBe('within 90 days');
  });
  it('give notice in minutes within a year', () => {
    expect(noticeText(0, 'book')).toBe('No minimum notice to book');
    expect(noticeText(240, 'book')).toBe('At least 4 h before the start');
    expect(noticeText(-54_376_347, 'book')).toEqual(unreadable('-54376347 min'));
    expect(noticeText(525_601, 'cancel')).toEqual(unreadable('525601 min'));
    expect(noticeText(null, 'cancel')).toBe('—');
  });
});

const parse = (extra: Record<string, unknown>) => meetingSchema.parse({ id: '1', sid: 'a', ...extra });

describe('the durations a link offers', () => {
  it('are read from its list, then its possible durations, then its single duration, shortest first and each once', () => {
    expect(
      meetingDurations(
        parse({
          durations: [{ duration: 120 }, { duration: 15 }, { duration: 60 }, { duration: 15 }],
          durations_possible: [5],
          duration: 7,
        }),
      ),
    ).toEqual([15, 60, 120]);
    expect(meetingDurations(parse({ durations_possible: [90, 9, 30], duration: 7 }))).toEqual([9, 30, 90]);
    expect(meetingDurations(parse({ duration: 45 }))).toEqual([45]);
  });

  it('skip an entry of the list that carries no number', () => {
    expect(meetingDurations(parse({ durations: [{ id: 'x' }, { duration: 30 }] }))).toEqual([30]);
    expect(meetingDurations(parse({ durations: [{ id: 'x' }], duration: 20 }))).toEqual([20]);
  });

  it('are none at all, shown as a dash, when the link sends none', () => {
    expect(meetingDurations(parse({}))).toEqual([]);
    expect(durationText(parse({}))).toBe('—');
  });
});

describe('the hosts of a link, in one cell', () => {
  it('are named, by email when a host has no name, and a host with neither is left out', () => {
    expect(
      hostsText(
        parse({
          hosts: [{ name: 'Ana', email: 'ana@example.com' }, { email: 'ben@example.com' }, {}, { name: 'Cleo' }],
        }),
      ),
    ).toBe('Ana, ben@example.com, Cleo');
  });

  it('are a dash when there is nobody to name', () => {
    expect(hostsText(parse({ hosts: [] }))).toBe('—');
    expect(hostsText(parse({ hosts: [{ name: '', email: '' }] }))).toBe('—');
  });
});

describe('the status and buffers of a link', () => {
  it('says Disabled only for a disabled link', () => {
    expect(statusText(parse({ disabled: true }))).toBe('Disabled');
    expect(statusText(parse({ disabled: false }))).toBe('Enabled');
    expect(statusText(parse({}))).toBe('Enabled');
  });

  it('shows a dash when neither buffer was sent, and a missing one as 0 beside the other', () => {
    expect(bufferText(parse({}))).toBe('—');
    expect(bufferText(parse({ after_buffer_time: 5 }))).toBe('0 / 5 min');
    expect(bufferText(parse({ before_buffer_time: -1 }))).toEqual(unreadable('-1 before, none after (min)'));
  });

  it('shows a single place without a count', () => {
    expect(placeText(parse({ spots: [{ spot: 'zoom' }] }))).toBe('Zoom');
  });
});
