import { Button, Group } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { OPTIONAL_COLUMNS, useHiddenColumns } from './columns';

// The panel is loaded when first opened: the links list is the first screen, and most visits never
// change the columns.
const ColumnsPanel = lazyView(
  () => import('./columns-panel'),
  (m) => m.default,
  { fallback: null },
);

interface Props {
  /** Whether this workspace's links have buffers (newest features), so the column exists at all. */
  withBuffers: boolean;
}

/**
 * "Columns": a disclosure with one named tick box per column that can be hidden. A plain panel
 * under the button rather than a floating menu: tick boxes in a menu are unusual for screen readers,
 * and the panel stays open while the admin ticks several.
 */
export function ColumnsChooser({ withBuffers }: Props) {
  const [open, setOpen] = useState(false);
  const hidden = useHiddenColumns();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choices = OPTIONAL_COLUMNS.filter((c) => withBuffers || c.key !== 'buffers');
  const shown = choices.filter((c) => !hidden.includes(c.key)).length + 1;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div>
      <Group justify="flex-end">
        <Button
          ref={buttonRef}
          variant="default"
          size="xs"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          Columns ({shown} of {choices.length + 1})
        </Button>
      </Group>
      {open && <ColumnsPanel id={panelId} withBuffers={withBuffers} onClose={close} />}
    </div>
  );
}
