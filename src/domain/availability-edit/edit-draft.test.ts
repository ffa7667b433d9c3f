import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/domain/availability-diff/diff';
import { emptyWeek } from '@/lib/time/periods';
import { datesOf, editBasis, editDraftSchema, overridesOf } from './edit-draft';

const snapshot = (patch: Partial<Snapshot> = {}): Snapshot => ({
  week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] },
  dates: [
    { date: '2026-12-24', ranges: [{ start: 540, end: 720 }] },
    { date: '2026-12-25', ranges: [] },
  ],
  unreadable: 0,
  ...patch,
});

describe('editDraftSchema', () => {
  it('reads a draft with both versions and the zone the hours were shown in, or none', () => {
    const draft = { base: snapshot(), yours: snapshot({ unreadable: 1 }), shownIn: 'Asia/Tokyo' };
    expect(editDraftSchema.safeParse(draft).data).toEqual(draft);
    expect(editDraftSchema.safeParse({ ...draft, shownIn: null }).success).toBe(true);
  });

  it('keeps a range still being typed on a date, which may end before it starts', () => {
    const typed = snapshot({ dates: [{ date: '2026-12-24', ranges: [{ start: 720, end: 540 }] }] });
    expect(editDraftSchema.safeParse({ base: snapshot(), yours: typed, shownIn: null }).success).toBe(true);
  });

  it('refuses a zone that is not a real one, and a date that never was', () => {
    expect(editDraftSchema.safeParse({ base: snapshot(), yours: snapshot(), shownIn: 'Mars/Olympus' }).success).toBe(
      false,
    );
    const never = snapshot({ dates: [{ date: '2026-02-30', ranges: [] }] });
    expect(editDraftSchema.safeParse({ base: snapshot(), yours: never, shownIn: null }).success).toBe(false);
  });
});

describe('editBasis', () => {
  it('is the same for the same hours in the same member zone, another when the hours, dates or zone differ', () => {
    const basis = editBasis(snapshot(), 'Europe/Paris');
    expect(editBasis(snapshot({ unreadable: 3 }), 'Europe/Paris')).toBe(basis);
    expect(editBasis(snapshot(), 'Asia/Tokyo')).not.toBe(basis);
    expect(editBasis(snapshot(), null)).not.toBe(basis);
    expect(editBasis(snapshot({ week: emptyWeek() }), 'Europe/Paris')).not.toBe(basis);
    expect(editBasis(snapshot({ dates: [] }), 'Europe/Paris')).not.toBe(basis);
  });
});

describe('overridesOf and datesOf', () => {
  it('turns a date without hours into "unavailable", one with hours into a copy of them', () => {
    const s = snapshot();
    const overrides = overridesOf(s);
    expect(overrides).toEqual([
      { date: '2026-12-24', kind: 'hours', ranges: [{ start: 540, end: 720 }] },
      { date: '2026-12-25', kind: 'unavailable' },
    ]);
    (overrides[0] as { ranges: { start: number }[] }).ranges[0]!.start = 0;
    expect(s.dates[0]!.ranges[0]!.start).toBe(540);
  });

  it('reads the editors back as dates, sorted, a removed date gone and the hours put in order and merged', () => {
    expect(
      datesOf([
        { date: '2026-12-31', kind: 'unavailable' },
        { date: '2026-12-24', kind: 'remove' },
        {
          date: '2026-12-25',
          kind: 'hours',
          ranges: [
            { start: 780, end: 840 },
            { start: 540, end: 600 },
            { start: 570, end: 660 },
          ],
        },
      ]),
    ).toEqual([
      {
        date: '2026-12-25',
        ranges: [
          { start: 540, end: 660 },
          { start: 780, end: 840 },
        ],
      },
      { date: '2026-12-31', ranges: [] },
    ]);
  });

  it('gives back what it was given, through the editors and back', () => {
    expect(datesOf(overridesOf(snapshot()))).toEqual(snapshot().dates);
  });
});
