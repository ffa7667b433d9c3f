import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useSwipe } from '@/components/use-swipe';
import { addDays } from '@/lib/time/wall-clock';
import type { BoardMember } from './board-model';
import { MemberRow, type Shown } from './member-row';
import { lineHeight, linesOf, memberHeight, rowsOf } from './row-sizes';
import type { Selection } from './selection';
import { timelineKey, type TimelinePoint } from './timeline-keys';
import type { MemberState } from './timeline-model';
import classes from './board.module.css';

// A team of up to ALL_DRAWN rows is in the page whole: a screen reader's table, find in page and
// the keyboard reach every member. Beyond it only the members in view (and a few around them) are:
// 500 members with three availabilities and seven day cells each would otherwise be some 40,000
// elements on first paint and on every pick. Each member's height is known from its lines
// (row-sizes.ts), so scrolling places rows without reading the layout back.
const ALL_DRAWN = 300;

/** The width at which a line's axis goes under its words (board.module.css). */
const NARROW = '(max-width: 48em)';

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
  /** A date to show: the day view steps a day on or back by a sideways swipe on the rows, as its buttons do. */
  onDate: (date: string) => void;
}

/**
 * The timeline's rows, an ARIA grid: a member's name, then one row per availability with a cell per
 * date. The arrow keys move between the day cells (one of them in the tab order), Enter opens the
 * member's calendar at that date. Virtualised, in a box that scrolls on its own under the axis.
 */
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
  onDate,
}: Props) {
  const stateOf = useCallback(
    (m: BoardMember): MemberState => {
      const email = m.email.toLowerCase();
      if (notAsked.has(m.id)) return 'not-asked';
      if (failedEmails.has(email)) return 'failed';
      return loadingEmails.has(email) ? 'reading' : 'read';
    },
    [notAsked, failedEmails, loadingEmails],
  );
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  // Where each member's lines and rows start, and which member holds each line.
  const layout = useMemo(() => {
    const states = members.map(stateOf);
    const firstLine: number[] = [];
    const firstRow: number[] = [];
    const memberOfLine: number[] = [];
    let lines = 0;
    let rows = 1;
    members.forEach((m, i) => {
      firstLine.push(lines);
      firstRow.push(rows);
      for (let k = 0; k < linesOf(m, states[i]!); k++) memberOfLine.push(i);
      lines += linesOf(m, states[i]!);
      rows += rowsOf(m, states[i]!);
    });
    return { states, firstLine, firstRow, memberOfLine, rows: rows - 1 };
  }, [members, stateOf]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<TimelinePoint>({ line: 0, col: 0 });
  const focusNext = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  // A day cell opens the member's calendar in the app; a click with a modifier is the browser's.
  const follow = (e: MouseEvent) => {
    const cell = (e.target as Element).closest('a[data-line]');
    if (!cell || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(cell.getAttribute('href')!);
  };
  // Only the day: the week's rows are wider than a phone and scroll sideways under the finger.
  const swipe = useSwipe((step) => {
    if (shown.span === 'day') onDate(addDays(shown.axis.dates[0]!, step));
  });
  const sizeOf = (i: number) => memberHeight(members[i]!, layout.states[i]!, narrow);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build has no React Compiler to memoize it wrongly
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: sizeOf,
    // A new function each render on purpose: the virtualizer then reads every member's height again
    // (it keeps them until its key function changes), and a member's grows as its availabilities land.
    getItemKey: (i) => members[i]!.id,
    overscan: layout.rows <= ALL_DRAWN ? members.length : 4,
    // Rows drawn in React's own time, not inside the scroll event (a frame each wheel step).
    useFlushSync: false,
  });
  const onExpand = useCallback(
    (id: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // A line opened or folded, or the screen turned narrow or wide: every member back to its known
  // height, and each member with a line open measured again as it is drawn (its ref below).
  const drawnOnce = useRef(false);
  useLayoutEffect(() => {
    if (drawnOnce.current) virtualizer.measure();
    drawnOnce.current = true;
  }, [expanded, narrow, virtualizer]);

  const lineCount = layout.memberOfLine.length;
  const cols = shown.axis.dates.length;
  const items = virtualizer.getVirtualItems();
  // The tab stop stays on a drawn line: the active one, else the first in view.
  const drawn = (line: number) => items.some((it) => it.index === layout.memberOfLine[line]);
  const firstDrawn = items.find((it) => linesOf(members[it.index]!, layout.states[it.index]!) > 0);
  const tabLine =
    active.line < lineCount && drawn(active.line) ? active.line : firstDrawn ? layout.firstLine[firstDrawn.index]! : -1;
  const tabCol = Math.min(active.col, cols - 1);

  const onKeyDown = (e: KeyboardEvent) => {
    const cell = (e.target as Element).closest('a[data-line]');
    if (!cell) return;
    const at = { line: Number(cell.getAttribute('data-line')), col: Number(cell.getAttribute('data-col')) };
    const box = scrollRef.current?.clientHeight ?? 0;
    const next = timelineKey(e, at, lineCount, cols, Math.floor(box / lineHeight(narrow)) || 1);
    if (!next) return;
    e.preventDefault();
    focusNext.current = true;
    setActive(next);
    virtualizer.scrollToIndex(layout.memberOfLine[next.line]!, { align: 'auto' });
  };
  // Focus follows the active cell once its row is drawn (it may be scrolled in first).
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`a[data-line="${active.line}"][data-col="${active.col}"]`);
    if (!el) return;
    focusNext.current = false;
    el.focus({ preventScroll: false });
  });

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      // Back from a member's availability returns to the rows as they were scrolled (lib/way-back.ts).
      data-keep-scroll="board"
      role="region"
      aria-label="Team members and their availabilities"
      onClick={follow}
      {...swipe}
    >
      <div
        role="grid"
        aria-label="Team members"
        aria-rowcount={layout.rows}
        aria-colcount={cols + 1}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const cell = (e.target as Element).closest('a[data-line]');
          if (cell)
            setActive({ line: Number(cell.getAttribute('data-line')), col: Number(cell.getAttribute('data-col')) });
        }}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {items.map((item) => {
          const m = members[item.index]!;
          const open = m.availabilities.some((a) => expanded.has(a.id));
          return (
            <div
              key={item.key}
              role="rowgroup"
              aria-label={m.name}
              data-index={item.index}
              // A new function each render: React hands it the element again, so it is measured again.
              ref={open ? (el) => virtualizer.measureElement(el) : undefined}
              className={classes.member}
              data-open={open || undefined}
              style={{
                height: open ? undefined : item.size,
                transform: `translateY(${item.start}px)`,
                ['--line-height' as string]: `${lineHeight(narrow)}px`,
              }}
            >
              <MemberRow
                member={m}
                state={layout.states[item.index]!}
                firstLine={layout.firstLine[item.index]!}
                firstRow={layout.firstRow[item.index]!}
                shown={shown}
                today={today}
                selection={selection}
                tabLine={tabLine}
                tabCol={tabCol}
                expanded={expanded}
                onToggle={onToggle}
                onExpand={onExpand}
                onRetry={onRetry}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
