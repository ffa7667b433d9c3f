import type { BoardMember } from './board-model';
import type { MemberState } from './timeline-model';

// The heights of the timeline's rows (member-row.tsx draws them, board.module.css sizes their parts).
// Every row's height is known before it is drawn, so the list places its rows without reading the
// page's layout (a read per row as it scrolled in cost frames of 100–200 ms): one line of words
// each, cut with an ellipsis (the whole text stays in the page for a screen reader, and in a title).
// Only a member with a line whose overrides are all shown grows, and is then measured.
const PAD = 20;
const WHO = 24;
const STATUS = 44;
/** A line: words beside the axis; on a narrow screen the axis under the words, 44 px tall to tap. */
const LINE = 64;
const LINE_NARROW = 118;

/** A line's height: words beside the axis, or on a narrow screen above it. */
export const lineHeight = (narrow: boolean) => (narrow ? LINE_NARROW : LINE);

/** How many of the timeline's lines (availabilities with day cells) the member has. */
export const linesOf = (member: BoardMember, state: MemberState) =>
  state === 'read' ? member.availabilities.length : 0;

/** The member's rows in the grid: its name's, then a line per availability or one saying why there is none. */
export const rowsOf = (member: BoardMember, state: MemberState) => 1 + Math.max(1, linesOf(member, state));

/** The member's height in the list, in pixels, with every line folded. */
export function memberHeight(member: BoardMember, state: MemberState, narrow: boolean): number {
  const lines = linesOf(member, state);
  return PAD + WHO + (lines ? lines * lineHeight(narrow) : STATUS) + 1;
}
