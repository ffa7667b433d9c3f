import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { coveringAvailability } from './covering';

const a = (over: Partial<Availability>) =>
  ({ id: 'a', name: 'A', periods: [], overrides: [], ...over }) as Availability;

describe('coveringAvailability', () => {
  it('is the default one, else the only one, else none', () => {
    expect(
      coveringAvailability({ availabilities: [a({ id: 'x', default: false }), a({ id: 'y', default: true })] })?.id,
    ).toBe('y');
    expect(coveringAvailability({ availabilities: [a({ id: 'x', default: false })] })?.id).toBe('x');
    expect(coveringAvailability({ availabilities: [a({ id: 'x' }), a({ id: 'z' })] })).toBeNull();
    expect(coveringAvailability({ availabilities: [] })).toBeNull();
  });
});
