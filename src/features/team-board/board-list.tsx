import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { BoardMember } from './board-model';
import { MemberRow, type RowState, type Shown } from './member-row';
import type { Selection } from './selection';
import classes from './board.module.css';

// Only the members in view (and a few around them) are in the page: 500 members with three
// availabilities and seven day cells each would otherwise be some 40,000 elements on first paint
// and on every pick.

const estimate = (m: BoardMember | undefined) => 30 + Math.max(1, m?.availabilities.length ?? 1) * 64;

interface Props {
  members: readonly BoardMember[];
  loadingEmails: ReadonlySet<string>;
  failedEmails: ReadonlySet<string>;
  /** Ids of the members the board could not ask about. */
  notAsked: ReadonlySet<string>;
  shown: Shown;
  today: string;
  selection: Selection;
  onToggle: (id: string) => void;
  onRetry: () => void;
}

/** The timeline's rows: one member each, virtualised, in a box that scrolls on its own under the axis. */
export function BoardList({
  members,
  loadingEmails,
  failedEmails,
  notAsked,
  shown,
  today,
  selection,
  onToggle,
  onRetry,
}: Props) {
  const stateOf = (m: BoardMember): RowState => {
    const email = m.email.toLowerCase();
    if (notAsked.has(m.id)) return 'not-asked';
    if (failedEmails.has(email)) return 'failed';
    return loadingEmails.has(email) ? 'reading' : 'read';
  };
  const scrollRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  // A day cell opens the member's calendar in the app; a click with a modifier is the browser's.
  const follow = (e: MouseEvent) => {
    const cell = (e.target as Element).closest('a[data-cell]');
    if (!cell || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(cell.getAttribute('href')!);
  };
  // eslint-disable-next-line react-hooks/incompatible-library -- this build has no React Compiler to memoize it wrongly
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => estimate(members[i]),
    getItemKey: (i) => members[i]!.id,
    overscan: 3,
  });
  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      role="region"
      aria-label="Team members and their availabilities"
      onClick={follow}
    >
      <div role="list" aria-label="Team members" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const m = members[item.index]!;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={members.length}
              aria-posinset={item.index + 1}
              aria-label={m.name}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <MemberRow
                member={m}
                state={stateOf(m)}
                shown={shown}
                today={today}
                selection={selection}
                onToggle={onToggle}
                onRetry={onRetry}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
