import type { Availability } from '@/api/availabilities/schemas';
import type { TeamMember } from '@/api/team-members/schemas';
import { memberName } from '@/domain/members/member-name';

// The board's members with their availabilities. Apart from the words and zones of board-model.ts:
// the page's reads need only this, so its chunk stays small and the reads start sooner.

export interface BoardMember {
  id: string;
  email: string;
  name: string;
  /** The member's zone as the workspace sent it; null when it sent none. */
  zone: string | null;
  availabilities: Availability[];
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Every member, in the workspace's order, with the availabilities whose member is them (default
 * first). A member whose row reads the same as in `previous` is that same object: the board is
 * rebuilt as each group of members lands, and only the rows that changed then draw again.
 */
export function boardMembers(
  members: readonly TeamMember[],
  availabilities: readonly Availability[],
  previous: readonly BoardMember[] = [],
): BoardMember[] {
  const before = new Map(previous.map((m) => [m.id, m]));
  const byEmail = new Map<string, Availability[]>();
  for (const a of availabilities) {
    const email = a.user?.email?.trim().toLowerCase();
    if (!email) continue;
    byEmail.set(email, [...(byEmail.get(email) ?? []), a]);
  }
  return members.flatMap((m) => {
    const email = m.email?.trim() ?? '';
    if (!email) return [];
    const list = [...(byEmail.get(email.toLowerCase()) ?? [])].sort(
      (a, b) => Number(b.default === true) - Number(a.default === true),
    );
    const next = { id: m.id, email, name: memberName(m), zone: m.time_zone?.trim() || null, availabilities: list };
    const was = before.get(m.id);
    const same =
      was &&
      was.email === next.email &&
      was.name === next.name &&
      was.zone === next.zone &&
      sameList(was.availabilities, list);
    return [same ? was : next];
  });
}

/** boardMembers that remembers the last board it built, for one screen. */
export function boardBuilder() {
  let last: BoardMember[] = [];
  return (members: readonly TeamMember[], availabilities: readonly Availability[]) =>
    (last = boardMembers(members, availabilities, last));
}
