import { describe, expect, it } from 'vitest';
import { readPlain } from './reschedule-plain';
import { bothZones, momentBoth, zoneCity } from './reschedule-words';

// How a new time is said and read: the client's zone first, the admin's beside it.
describe('a new time in both zones', () => {
  const at = Date.parse('2027-03-10T19:00:00Z'); // 14:00 in New York (UTC-5), 19:00 in London

  it('says the client side, then the admin side', () => {
    expect(bothZones(at, 14 * 60, 'America/New_York', 'Europe/London', false)).toBe(
      '14:00 in New York · 19:00 in London',
    );
    expect(bothZones(at, 14 * 60, 'America/New_York', 'Europe/London', true)).toBe(
      '2:00 PM in New York · 7:00 PM in London',
    );
  });

  it('names the admin weekday when the admin side falls on another day', () => {
    const late = Date.parse('2027-03-11T04:30:00Z'); // 23:30 on Wednesday in New York
    expect(bothZones(late, 23 * 60 + 30, 'America/New_York', 'Europe/London', false)).toBe(
      '23:30 in New York · 04:30 Thu in London',
    );
  });

  it('says one side when both zones read the same', () => {
    expect(bothZones(at, 19 * 60, 'Europe/London', 'Europe/London', false)).toBe('19:00 in London');
    expect(bothZones(at, 19 * 60, 'Europe/London', 'UTC', false)).toBe('19:00 in London');
    expect(bothZones(at, 20 * 60, 'Europe/Paris', 'Europe/Berlin', true)).toBe('8:00 PM in Paris');
  });

  it('says both sides when the clocks read the same but the days do not', () => {
    const nine = Date.parse('2027-03-10T19:00:00Z'); // 09:00 Wednesday in Honolulu (UTC-10), 09:00 Thursday on Kiritimati (UTC+14)
    expect(bothZones(nine, 9 * 60, 'Pacific/Honolulu', 'Pacific/Kiritimati', false)).toBe(
      '09:00 in Honolulu · 09:00 Thu in Kiritimati',
    );
  });

  it('calls a zone by its city', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

describe('a moment in both zones', () => {
  const at = Date.parse('2027-03-10T19:00:00Z');

  it('says the client’s date and time, then the admin’s in brackets', () => {
    expect(momentBoth(at, 'America/New_York', 'Europe/London', true)).toBe(
      'Wed, Mar 10, 2027, 2:00 PM in New York (Wed, Mar 10, 2027, 7:00 PM in London)',
    );
    expect(momentBoth(at, 'America/New_York', 'Europe/London', false)).toBe(
      'Wed, Mar 10, 2027, 14:00 in New York (Wed, Mar 10, 2027, 19:00 in London)',
    );
  });

  it('says the admin’s date when it is another day', () => {
    expect(momentBoth(Date.parse('2027-03-11T04:30:00Z'), 'America/New_York', 'Europe/London', false)).toBe(
      'Wed, Mar 10, 2027, 23:30 in New York (Thu, Mar 11, 2027, 04:30 in London)',
    );
    expect(momentBoth(at, 'Pacific/Honolulu', 'Pacific/Kiritimati', false)).toBe(
      'Wed, Mar 10, 2027, 09:00 in Honolulu (Thu, Mar 11, 2027, 09:00 in Kiritimati)',
    );
  });

  it('says one side when both zones read the same', () => {
    expect(momentBoth(at, 'Europe/London', 'UTC', false)).toBe('Wed, Mar 10, 2027, 19:00 in London');
    expect(momentBoth(at, 'Europe/Paris', 'Europe/Berlin', false)).toBe('Wed, Mar 10, 2027, 20:00 in Paris');
    expect(momentBoth(at, 'Europe/Paris', 'Europe/Berlin', true)).toBe('Wed, Mar 10, 2027, 8:00 PM in Paris');
  });
});

describe('a typed new time', () => {
  const now = Date.parse('2027-03-01T12:00:00Z');
  it('reads a date and a time in the client zone', () => {
    expect(readPlain({ date: '2027-03-10', time: '14:00' }, 'America/New_York', now)).toEqual({
      ok: true,
      date: '2027-03-10',
      minutes: 840,
      at: Date.parse('2027-03-10T19:00:00Z'),
    });
    expect(readPlain({ date: '2027-03-10', time: '2:00 pm' }, 'America/New_York', now)).toMatchObject({
      ok: true,
      minutes: 840,
    });
  });
  it('says what is wrong at the field it is wrong in', () => {
    expect(readPlain({ date: '', time: '14:00' }, 'UTC', now)).toEqual({
      ok: false,
      field: 'date',
      message: 'Give the new date.',
    });
    expect(readPlain({ date: '2027-03-10', time: '' }, 'UTC', now)).toMatchObject({ ok: false, field: 'time' });
    expect(readPlain({ date: '2027-03-10', time: '24:00' }, 'UTC', now)).toMatchObject({ ok: false, field: 'time' });
    expect(readPlain({ date: '2027-03-14', time: '02:30' }, 'America/New_York', now)).toEqual({
      ok: false,
      field: 'time',
      message: 'That time does not exist in New York: the clocks change then.',
    });
    expect(readPlain({ date: '2027-03-01', time: '12:00' }, 'UTC', now)).toEqual({
      ok: false,
      field: 'time',
      message: 'That time has passed: choose one still to come.',
    });
    expect(readPlain({ date: '2027-03-01', time: '12:01' }, 'UTC', now)).toMatchObject({ ok: true });
  });
});
