import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import type { BoardMember } from './board-model';
import { pickedRows, selectDefaults, selectShown, shownState, toggle, unselectShown } from './selection';

const av = (id: string, isDefault?: boolean): Availability => ({
  id,
  sid: id,
  name: id,
  default: isDefault,
  periods: [],
  overrides: [],
});
const member = (id: string, availabilities: Availability[]): BoardMember => ({
  id,
  email: `${id}@example.com`,
  name: id,
  zone: 'UTC',
  availabilities,
});

const ana = member('ana', [av('ana-1', true), av('ana-2', false)]);
const ben = member('ben', [av('ben-1', false), av('ben-2', true)]);
const cy = member('cy', [av('cy-1', false)]); // no default
const dee = member('dee', [av('dee-1', true), av('dee-2', true)]); // two marked: not a single default
const all = [ana, ben, cy, dee];

describe('picking availabilities on the board', () => {
  it('toggles one', () => {
    const s = toggle(new Set(), 'ana-1');
    expect([...s]).toEqual(['ana-1']);
    expect([...toggle(s, 'ana-1')]).toEqual([]);
  });

  it('"select all shown" picks every availability of the members shown and keeps hidden picks when unticked', () => {
    const s = selectShown(new Set(['cy-1']), [ana, ben]);
    expect([...s].sort()).toEqual(['ana-1', 'ana-2', 'ben-1', 'ben-2', 'cy-1']);
    expect(shownState(s, [ana, ben])).toBe('all');
    expect(shownState(toggle(s, 'ana-2'), [ana, ben])).toBe('some');
    expect(shownState(new Set(['cy-1']), [ana, ben])).toBe('none');
    expect([...unselectShown(s, [ana, ben])]).toEqual(['cy-1']);
  });

  it('"the default availability of these members" picks exactly one per member, and names those without a single default', () => {
    const { selection, withoutDefault } = selectDefaults(new Set(), all);
    expect([...selection].sort()).toEqual(['ana-1', 'ben-2']);
    expect(withoutDefault.map((m) => m.id)).toEqual(['cy', 'dee']);
  });

  it('lists the picks in board order and counts those the filter hides', () => {
    const { rows, hidden } = pickedRows(new Set(['ben-2', 'ana-1', 'cy-1']), all, [ana]);
    expect(rows.map((r) => r.availability.id)).toEqual(['ana-1', 'ben-2', 'cy-1']);
    expect(hidden).toBe(2);
  });
});
