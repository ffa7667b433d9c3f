import { describe, expect, it } from 'vitest';
import { describeChange, weekWords } from './describe';
import { count, nonEmpty } from './meaning';

// The words Activity keeps for a write, and what a stored entry must mean to be read back.

describe('the words of a change', () => {
  const labels = { organization_role: 'Role', active: 'Active' };

  it('says before → after for the fields read before, and what was set for the rest', () => {
    expect(
      describeChange(
        labels,
        { organization_role: 'Admin', active: false },
        { organization_role: 'Member', active: true },
      ),
    ).toBe('Role: Member → Admin; Active: yes → no');
    expect(describeChange(labels, { organization_role: 'Admin', first_name: 'Ana' }, { active: true })).toBe(
      'Role: Admin; first_name: Ana',
    );
    expect(describeChange(labels, { active: true })).toBe('Active: yes');
  });

  it('writes an empty, missing or structured value so that it reads', () => {
    expect(describeChange({}, { a: '', b: null, c: undefined, d: 3, e: ['x'] }, { a: 'was' })).toBe(
      'a: was → (none); b: (none); c: (none); d: 3; e: ["x"]',
    );
    expect(describeChange({}, {})).toBe('');
  });
});

describe('a week in words', () => {
  const p = (wday: string, start_time: string, end_time: string) => ({ wday, start_time, end_time });

  it('says every day once, days with the same hours together, and no "other days" when all seven work', () => {
    const all = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) =>
      p(d, '09:00 AM', '05:00 PM'),
    );
    expect(weekWords(all)).toBe('Mon, Tue, Wed, Thu, Fri, Sat, Sun 9:00 AM–5:00 PM');
    expect(weekWords(all.slice(0, 6))).toBe('Mon, Tue, Wed, Thu, Fri, Sat 9:00 AM–5:00 PM; other days unavailable');
    expect(weekWords([])).toBe('unavailable every day');
  });
});

describe('what a stored entry must mean', () => {
  it('takes a whole count from 0 to a million, and an id that is not empty', () => {
    expect([0, 1, 1_000_000].map((n) => count.safeParse(n).success)).toEqual([true, true, true]);
    expect([-1, 1.5, 1_000_001, Number.NaN].map((n) => count.safeParse(n).success)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(nonEmpty.safeParse('a').success).toBe(true);
    expect(nonEmpty.safeParse('').success).toBe(false);
  });
});
