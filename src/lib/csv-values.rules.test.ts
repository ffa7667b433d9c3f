import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminZone, csvDateTime } from './csv-values';

afterEach(() => vi.restoreAllMocks());

describe('csvDateTime', () => {
  it('leaves the cell empty for a date outside the years 1000 to 9999', () => {
    expect(csvDateTime(Date.UTC(12000, 0, 1), 'UTC')).toBe('');
    expect(csvDateTime(Date.UTC(500, 0, 1), 'UTC')).toBe('');
    expect(csvDateTime(Date.UTC(1000, 0, 1), 'UTC')).toBe('1000-01-01T00:00:00+00:00');
    expect(csvDateTime(Date.UTC(9999, 11, 31, 23, 59, 59), 'UTC')).toBe('9999-12-31T23:59:59+00:00');
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
