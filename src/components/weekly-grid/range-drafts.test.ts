import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, setDisplayPrefs } from '@/lib/display-prefs';
import { weekdays9to5 } from '@/lib/time/periods';
import { addRow, checkRow, hasInvalid, prune, readRow, removeRow, rowsOf, shownErrors, typeText } from './range-drafts';

afterEach(() => setDisplayPrefs(DEFAULT_PREFS));

describe('typed ranges', () => {
  it('reads leniently and says what is wrong, field by field', () => {
    expect(readRow({ start: '9am', end: '17:30' })).toEqual({ range: { start: 540, end: 1050 }, errors: {} });
    expect(readRow({ start: '10:00 PM', end: '12:00 AM' }).range).toEqual({ start: 1320, end: 1440 });
    expect(readRow({ start: '9:00 AM', end: '8:00am' })).toEqual({
      range: null,
      errors: { end: 'The end must be after the start.' },
    });
    expect(readRow({ start: '9:00 AM', end: '9:00 AM' }).errors).toEqual({ end: 'The end must be after the start.' });
    expect(readRow({ start: '13:00 PM', end: '25:99' }).errors).toEqual({
      start: '“13:00 PM” is not a time of day: write one like 9:00 AM.',
      end: '“25:99” is not a time of day: write one like 5:00 PM.',
    });
    expect(readRow({ start: ' ', end: '' }).errors).toEqual({
      start: 'Enter a start time, like 9:00 AM.',
      end: 'Enter an end time, like 5:00 PM.',
    });
  });

  it('gives its examples on the clock the admin chose, and reads the other clock typed', () => {
    setDisplayPrefs({ clock: '24', weekStart: 'auto' });
    expect(readRow({ start: '1300', end: '5pm' })).toEqual({ range: { start: 780, end: 1020 }, errors: {} });
    expect(readRow({ start: 'x', end: '' }).errors).toEqual({
      start: '“x” is not a time of day: write one like 09:00.',
      end: 'Enter an end time, like 17:00.',
    });
  });

  it('keeps an unreadable day in its draft, with the week untouched, and reports it once checked', () => {
    const week = weekdays9to5();
    let drafts = typeText(week, {}, 'tuesday', 0, 'end', '8:00am');
    expect(rowsOf(week, drafts, 'tuesday')).toEqual([{ start: '9:00 AM', end: '8:00am', checked: false }]);
    expect(hasInvalid(drafts)).toBe(false);
    const settled = checkRow(week, drafts, 'tuesday', 0);
    expect(settled.ranges).toBeNull();
    drafts = settled.drafts;
    expect(hasInvalid(drafts)).toBe(true);
    expect(shownErrors(rowsOf(week, drafts, 'tuesday')[0]!)).toEqual({ end: 'The end must be after the start.' });
    expect(prune(drafts, week)).toBe(drafts);
    // Another day changing keeps it; its own day changing drops it.
    expect(prune(drafts, { ...week, monday: [] })).toBe(drafts);
    expect(prune(drafts, { ...week, tuesday: [] })).toEqual({});
  });

  it('writes a day that reads, sorted and merged, and drops its draft', () => {
    const week = weekdays9to5();
    const added = addRow(week, typeText(week, {}, 'friday', 0, 'start', '1:00 PM'), 'friday');
    expect(added).toEqual({
      drafts: {},
      ranges: [
        { start: 780, end: 1020 },
        { start: 1080, end: 1140 },
      ],
    });
    const next = { ...week, friday: added.ranges! };
    let drafts = typeText(next, {}, 'friday', 1, 'start', '8:00 AM');
    drafts = typeText(next, drafts, 'friday', 1, 'end', '2:00 PM');
    expect(checkRow(next, drafts, 'friday', 1)).toEqual({ drafts: {}, ranges: [{ start: 480, end: 1020 }] });
  });

  it('writes the day when the wrong range is removed', () => {
    const week = weekdays9to5();
    let drafts = checkRow(week, addRow(week, {}, 'monday').drafts, 'monday', 0).drafts;
    expect(rowsOf(week, drafts, 'monday')).toHaveLength(1);
    expect(addRow(week, {}, 'monday').ranges).toEqual([
      { start: 540, end: 1020 },
      { start: 1080, end: 1140 },
    ]);
    drafts = checkRow(week, typeText(week, {}, 'monday', 0, 'start', 'noon'), 'monday', 0).drafts;
    expect(hasInvalid(drafts)).toBe(true);
    const removed = removeRow(week, drafts, 'monday', 0);
    expect(removed).toEqual({ drafts: {}, ranges: [] });
  });
});
