import { VisuallyHidden } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './data-table.module.css';
import { SideScrollCue } from '@/components/side-scroll-cue';
import { useSideScroll } from '@/components/use-side-scroll';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}

interface Props<T> {
  label: string;
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  busy?: boolean;
  minWidth?: number;
  skeletonRows?: number;
  /** Extra rows after a row (an expanded detail), rendered by the caller. */
  after?: (row: T) => ReactNode;
}

/** A plain, scrollable HTML table: header cells scoped to columns, a caption, skeleton rows while loading. */
export function DataTable<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  busy,
  minWidth = 720,
  skeletonRows = 8,
  after,
}: Props<T>) {
  const [scrollRef, side] = useSideScroll<HTMLDivElement>();
  const cueId = useId();
  const hidden = side.left || side.right;
  return (
    <div className={classes.frame}>
      <SideScrollCue side={side} id={cueId} what="columns" className={classes.cue} />
      <div className={classes.shade}>
        <div
          ref={scrollRef}
          className={classes.scroll}
          tabIndex={0}
          role="region"
          aria-label={label}
          aria-describedby={hidden ? cueId : undefined}
          data-more-left={side.left || undefined}
          data-more-right={side.right || undefined}
        >
          <table className={classes.table} style={{ minWidth }} aria-busy={busy || undefined}>
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows
                ? rows.map((row) => (
                    <RowWithAfter key={rowKey(row)} after={after?.(row)}>
                      <tr>
                        {columns.map((c) => (
                          <td key={c.key} style={c.style}>
                            {c.cell(row)}
                          </td>
                        ))}
                      </tr>
                    </RowWithAfter>
                  ))
                : Array.from({ length: skeletonRows }, (_, i) => (
                    <tr key={i}>
                      {columns.map((c) => (
                        <td key={c.key}>
                          <div className={classes.skeleton} />
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

function RowWithAfter({ children, after }: { children: ReactNode; after: ReactNode }) {
  return (
    <>
      {children}
      {after}
    </>
  );
}
