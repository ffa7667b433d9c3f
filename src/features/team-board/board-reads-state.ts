import { createContext, useContext } from 'react';

/**
 * Whether the board's reads of the members' availabilities failed, for the parts of the board that
 * need every member's reads (the holidays preview): drawn inside BoardView, they read it here
 * instead of through a prop, so they need no change of the view to follow it.
 */
export interface BoardReadsState {
  /** Some members' availabilities could not be read (see BoardData.readsFailed). */
  readsFailed: boolean;
  /** How many members could not be read. */
  failedMembers: number;
  /** Reads again what failed. */
  retry: () => void;
}

export const BoardReadsContext = createContext<BoardReadsState>({
  readsFailed: false,
  failedMembers: 0,
  retry: () => {},
});

export const useBoardReadsState = () => useContext(BoardReadsContext);
