import { describe, expect, it } from 'vitest';
import { availabilitySchema } from '@/api/availabilities/schemas';
import type { BoardMember } from './board-members';
import { lineHeight, linesOf, memberHeight, rowsOf } from './row-sizes';

const availability = (id: string) =>
  availabilitySchema.parse({ id, sid: id, name: 'Hours', periods: [], overrides: [] });
const member = (count: number): BoardMember => ({
  id: 'm1',
  email: 'm1@x.org',
  name: 'M One',
  zone: null,
  availabilities: Array.from({ length: count }, (_, i) => availability(`a${i}`)),
});

describe('the timeline rows’ heights', () => {
  it('gives a member read a line per availability, beside the axis or above it on a narrow screen', () => {
    expect(linesOf(member(2), 'read')).toBe(2);
    expect(rowsOf(member(2), 'read')).toBe(3);
    expect(memberHeight(member(2), 'read', false)).toBe(20 + 24 + 2 * lineHeight(false) + 1);
    expect(memberHeight(member(2), 'read', true)).toBe(20 + 24 + 2 * lineHeight(true) + 1);
    expect(lineHeight(true)).toBeGreaterThan(lineHeight(false) + 44);
  });

  it('gives a member not read, or with no availability, one row of words instead of lines', () => {
    for (const state of ['reading', 'failed', 'not-asked'] as const) {
      expect(linesOf(member(3), state)).toBe(0);
      expect(rowsOf(member(3), state)).toBe(2);
      expect(memberHeight(member(3), state, false)).toBe(20 + 24 + 44 + 1);
    }
    expect(rowsOf(member(0), 'read')).toBe(2);
    expect(memberHeight(member(0), 'read', true)).toBe(20 + 24 + 44 + 1);
  });
});
