import type { Availability } from '@/api/availabilities/schemas';
import type { BoardMember } from './board-model';

// Which availabilities the admin picked on the board: a set of availability ids, kept when the
// filter changes (a picked row the filter hides stays picked, and the screen says how many).

export type Selection = ReadonlySet<string>;

export function toggle(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

const idsOf = (members: readonly BoardMember[]) => members.flatMap((m) => m.availabilities.map((a) => a.id));

/** Every availability of the members shown. */
export const selectShown = (selection: Selection, shown: readonly BoardMember[]): Selection =>
  new Set([...selection, ...idsOf(shown)]);

/** None of the members shown; picks hidden by the filter stay. */
export function unselectShown(selection: Selection, shown: readonly BoardMember[]): Selection {
  const drop = new Set(idsOf(shown));
  return new Set([...selection].filter((id) => !drop.has(id)));
}

/** 'all', 'some' or 'none' of the availabilities shown are picked (the "select all shown" box). */
export function shownState(selection: Selection, shown: readonly BoardMember[]): 'all' | 'some' | 'none' {
  const ids = idsOf(shown);
  const picked = ids.filter((id) => selection.has(id)).length;
  if (picked === 0) return 'none';
  return picked === ids.length ? 'all' : 'some';
}

/**
 * The default availability of each member shown. A member the workspace marks no default for, or
 * more than one, is left out and named: picking one for them would be a guess.
 */
export function selectDefaults(
  selection: Selection,
  shown: readonly BoardMember[],
): { selection: Selection; withoutDefault: BoardMember[] } {
  const next = new Set(selection);
  const withoutDefault: BoardMember[] = [];
  for (const m of shown) {
    const defaults = m.availabilities.filter((a) => a.default === true);
    if (defaults.length === 1) next.add(defaults[0]!.id);
    else withoutDefault.push(m);
  }
  return { selection: next, withoutDefault };
}

export interface Picked {
  member: BoardMember;
  availability: Availability;
}

/** The picked availabilities in board order, and how many of them the filter hides. */
export function pickedRows(
  selection: Selection,
  all: readonly BoardMember[],
  shown: readonly BoardMember[],
): { rows: Picked[]; hidden: number } {
  const shownIds = new Set(shown.map((m) => m.id));
  const rows: Picked[] = [];
  let hidden = 0;
  for (const member of all)
    for (const availability of member.availabilities) {
      if (!selection.has(availability.id)) continue;
      rows.push({ member, availability });
      if (!shownIds.has(member.id)) hidden++;
    }
  return { rows, hidden };
}
