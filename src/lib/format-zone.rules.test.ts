import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, shownDate } from './format';

// West of UTC, midnight UTC of a day is still the day before: a calendar date must be written as
// the day it names, never as that moment. The admin's zone is made Los Angeles for this file by
// giving every formatter built without a zone that one (formatters are built on first use, and
// each test file has its own modules).
const RealFormat = Intl.DateTimeFormat;
class WestFormat extends RealFormat {
  constructor(locale?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
    super(locale, { timeZone: 'America/Los_Angeles', ...options });
  }
}
Intl.DateTimeFormat = WestFormat as typeof Intl.DateTimeFormat;
afterAll(() => {
  Intl.DateTimeFormat = RealFormat;
});

describe('a calendar date in a zone west of UTC', () => {
  it('is written as the day it names, while a moment is written on the admin’s clock', () => {
    expect(formatDate('2026-03-02T00:00:00Z')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-02')).toBe('Mar 2, 2026');
    expect(shownDate('2026-03-02')).toBe('Mar 2, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});
