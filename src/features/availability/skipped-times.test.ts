import { describe, expect, it } from 'vitest';
import { skippedTimes } from './skipped-times';

describe('override times the clocks skip', () => {
  it('names a start or an end inside a spring-forward gap, on that date only', () => {
    // New York goes from 02:00 to 03:00 on 14 March 2027.
    const ranges = [{ start: 150, end: 300 }];
    expect(skippedTimes('2027-03-14', ranges, 'America/New_York')).toEqual([150]);
    expect(skippedTimes('2027-03-14', [{ start: 60, end: 130 }], 'America/New_York')).toEqual([130]);
    expect(skippedTimes('2027-03-21', ranges, 'America/New_York')).toEqual([]);
    expect(skippedTimes('2027-03-14', ranges, 'Europe/London')).toEqual([]);
  });
  it('the gap runs from 02:00 to just before 03:00; a repeated time exists', () => {
    expect(skippedTimes('2027-03-14', [{ start: 120, end: 180 }], 'America/New_York')).toEqual([120]);
    expect(skippedTimes('2027-11-07', [{ start: 60, end: 90 }], 'America/New_York')).toEqual([]);
  });
});
