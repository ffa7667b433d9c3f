import { describe, expect, it } from 'vitest';
import { parseClock, readEnd } from './clock';

describe('parseClock limits', () => {
  it('reads a time typed with spaces around it', () => {
    expect(parseClock('  09:00 AM ')).toBe(540);
    expect(parseClock(' 17:30 ')).toBe(1050);
  });

  it('takes minute 59 on either clock, refuses 60', () => {
    expect(parseClock('9:59 AM')).toBe(599);
    expect(parseClock('17:59')).toBe(1079);
    expect(parseClock('17:60')).toBeNull();
  });

  it('takes 24:00 as the end of the day, refuses any minute past it', () => {
    expect(parseClock('24:00')).toBe(1440);
    expect(readEnd('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNull();
    expect(parseClock('24:30')).toBeNull();
  });
});
