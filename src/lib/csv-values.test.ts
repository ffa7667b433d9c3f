import { describe, expect, it, afterEach, vi } from 'vitest';
import { csvDateTime, csvNumberList, csvZoneHeader, adminZone, datedFileName } from './csv-values';

afterEach(() => vi.restoreAllMocks());

describe('csvDateTime', () => {
  it('writes the wall time in the zone, with no offset: Calc reads it as a date and time', () => {
    expect(csvDateTime('2026-11-27T07:30:56.652Z', 'UTC')).toBe('2026-11-27 07:30');
    expect(csvDateTime('2026-11-27T07:30:56.652Z', 'Asia/Kolkata')).toBe('2026-11-27 13:00');
    expect(csvDateTime('2026-11-27T07:30:56Z', 'America/New_York')).toBe('2026-11-27 02:30');
    expect(csvDateTime('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01 08:00');
    expect(csvDateTime('2026-07-01T12:00:00Z', 'Europe/London')).toBe('2026-07-01 13:00');
    expect(csvDateTime('2026-01-01T00:00:00Z', 'Europe/London')).toBe('2026-01-01 00:00');
  });

  it('adds whole seconds when asked, never a fraction', () => {
    expect(csvDateTime('2026-11-27T07:30:56.652Z', 'Asia/Kolkata', { seconds: true })).toBe('2026-11-27 13:00:56');
    expect(csvDateTime('2026-11-27T07:30:05Z', 'UTC', { seconds: true })).toBe('2026-11-27 07:30:05');
    expect(csvDateTime('2026-11-27T07:30:05Z', 'UTC', { seconds: false })).toBe('2026-11-27 07:30');
  });

  it('writes midnight as 00, never 24', () => {
    expect(csvDateTime('2026-03-01T23:00:00Z', 'Europe/Paris')).toBe('2026-03-02 00:00');
  });

  it('leaves the cell empty for what is not a date', () => {
    for (const value of ['', null, undefined, 'soon', Number.NaN]) expect(csvDateTime(value, 'UTC')).toBe('');
  });

  it('reads epoch milliseconds as well as strings, a second before 1970 included', () => {
    expect(csvDateTime(Date.UTC(2027, 2, 8, 14, 0, 0, 999), 'Europe/London')).toBe('2027-03-08 14:00');
    expect(csvDateTime(-1000, 'UTC', { seconds: true })).toBe('1969-12-31 23:59:59');
  });
});

describe('csvZoneHeader', () => {
  it('names the zone after the column', () => {
    expect(csvZoneHeader('Starts', 'Europe/London')).toBe('Starts (Europe/London)');
  });
});

describe('csvNumberList', () => {
  it('joins numbers with "; "', () => {
    expect(csvNumberList([15, 30, 60])).toBe('15; 30; 60');
    expect(csvNumberList([])).toBe('');
  });
});

describe('csvDateTime', () => {
  it('leaves the cell empty for a date outside the years 1000 to 9999', () => {
    expect(csvDateTime(Date.UTC(12000, 0, 1), 'UTC')).toBe('');
    expect(csvDateTime(Date.UTC(500, 0, 1), 'UTC')).toBe('');
    expect(csvDateTime(Date.UTC(1000, 0, 1), 'UTC')).toBe('1000-01-01 00:00');
    expect(csvDateTime(Date.UTC(9999, 11, 31, 23, 59, 59), 'UTC', { seconds: true })).toBe('9999-12-31 23:59:59');
  });
});

describe('adminZone', () => {
  // Nothing else in this file asks for the zone, so this first call is the one that reads it.
  it('is UTC when the browser names no zone, and is asked once however many rows are written', () => {
    const asked = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockReturnValue({ resolvedOptions: () => ({ timeZone: undefined }) } as unknown as Intl.DateTimeFormat);
    expect(adminZone()).toBe('UTC');
    expect(adminZone()).toBe('UTC');
    expect(asked).toHaveBeenCalledTimes(1);
  });
});

describe('datedFileName', () => {
  it('dates an export on the admin’s calendar, not UTC’s', () => {
    // 20:00 UTC on 7 December is 01:30 on 8 December in Kolkata.
    const at = Date.UTC(2026, 11, 7, 20, 0);
    expect(datedFileName('bookings', at, 'Asia/Kolkata')).toBe('bookings-2026-12-08.csv');
    expect(datedFileName('bookings', at, 'America/New_York')).toBe('bookings-2026-12-07.csv');
  });
});
