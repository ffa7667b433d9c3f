import { describe, expect, it } from 'vitest';
import { minutesProblem, readMinutes } from './durations-rules';

describe('a duration typed in minutes', () => {
  it('takes whole minutes from 1 to 1440, trimmed', () => {
    expect(readMinutes('1')).toBe(1);
    expect(readMinutes(' 1440 ')).toBe(1440);
    expect(readMinutes('45')).toBe(45);
  });
  it('refuses 0, 1441, fractions, signs, words and nothing', () => {
    for (const typed of ['0', '1441', '2.5', '-5', '+5', '1e2', 'ten', '', '   '])
      expect(readMinutes(typed), typed).toBeNull();
    expect(minutesProblem('1441')).toBe('A duration is a whole number of minutes from 1 to 1440.');
    expect(minutesProblem('30')).toBeNull();
  });
});
