import { describe, expect, it } from 'vitest';
import { readPlain } from './reschedule-plain';
import { bothZones, zoneCity } from './reschedule-words';

// How a new time is said and read: the client's zone first, the admin's beside it.
describe('a new time in both zones', () => {
  const at = Date.parse('2027-03-10T19:00:00Z'); // 14:00 in New York (UTC-5), 19:00 in London

  it('says the client side, then the admin side', () => {
    expect(bothZones(at, 14 * 60, 'America/New_York', 'Europe/London', false)).toBe('14:00 in New York · 19:00 in London');
    expect(bothZones(at, 14 * 60, 'America/New_York', 'Europe/London', true)).toBe('2:00 PM in New York · 7:00 PM in London');
  });

  it('names the admin weekday when the admin side falls on another day', () => {
    const late = Date.parse('2027-03-11T04:30:00Z'); // 23:30 on Wednesday in New York
    expect(bothZones(late, 23 * 60 + 30, 'America/New_York', 'Europe/London', false)).toBe('23:30 in New York · 04:30 Thu in London');
  });

  it('says one side when both zones read the same', () => {
    expect(bothZones(at, 19 * 60, 'Europe/London', 'Europe/London', false)).toBe('19:00 in London');
    expect(bothZones(at, 19 * 60, 'Europe/London', 'UTC', false)).toBe('19:00 in London');
  });

  it('calls a zone by its city', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

describe('a typed new time', () => {
  const now = Date.parse('2027-03-01T12:00:00Z');
  it('reads a date and a time in the client zone', () => {
    expect(readPlain({ date: '2027-03-10', time: '14:00' }, 'America/New_York', now)).toEqual({ ok: true, date: '2027-03-10', minutes: 840, at: Date.parse('2027-03-10T19:00:00Z') });
    expect(readPlain({ date: '2027-03-10', time: '2:00 pm' }, 'America/New_York', now)).toMatchObject({ ok: true, minutes: 840 });
  });
  it('says what is wrong at the field it is wrong in', () => {
    expect(readPlain({ date: '', time: '14:00' }, 'UTC', now)).toEqual({ ok: false, field: 'date', message: 'Give the new date.' });
    expect(readPlain({ date: '2027-03-10', time: '' }, 'UTC', now)).toMatchObject({ ok: false, field: 'time' });
    expect(readPlain({ date: '2027-03-10', time: '24:00' }, 'UTC', now)).toMatchObject({ ok: false, field: 'time' });
    expect(readPlain({ date: '2027-03-14', time: '02:30' }, 'America/New_York', now)).toEqual({ ok: false, field: 'time', message: 'That time does not exist in New York: the clocks change then.' });
    expect(readPlain({ date: '2027-03-01', time: '12:00' }, 'UTC', now)).toEqual({ ok: false, field: 'time', message: 'That time has passed: choose one still to come.' });
    expect(readPlain({ date: '2027-03-01', time: '12:01' }, 'UTC', now)).toMatchObject({ ok: true });
  });
});
