import type { Meeting } from '@/api/meetings/schemas';
import type { Column } from '@/components/data-table/data-table';
import { TickBox } from '@/components/tick-box/tick-box';
import type { LinkSelection } from './use-link-selection';

/** The tick box column of the links table: one per row and "select this page" in the header. */
export function selectionColumn(selection: LinkSelection, rows: readonly Meeting[]): Column<Meeting> {
  const picked = rows.filter((m) => selection.isPicked(m.sid)).length;
  return {
    key: 'select',
    header: (
      <TickBox
        aria-label="Select this page"
        checked={rows.length > 0 && picked === rows.length}
        indeterminate={picked > 0 && picked < rows.length}
        disabled={selection.allMatching || rows.length === 0}
        onChange={(checked) => selection.setPage(rows, checked)}
      />
    ),
    cell: (m) => (
      <TickBox
        aria-label={`Select ${m.name || m.slug || m.sid}`}
        checked={selection.isPicked(m.sid)}
        disabled={selection.allMatching}
        onChange={(checked) => selection.toggle(m, checked)}
      />
    ),
    style: { width: 44 },
  };
}
