import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { OPTIONAL_COLUMNS, setColumnShown, useHiddenColumns } from './columns';

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
      {open && (
        <Paper
          id={panelId}
          withBorder
          p="sm"
          mt="xs"
          component="fieldset"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <Text component="legend" size="sm" fw={600} px={4}>
            Columns shown
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            Name is always shown. Your choice is kept in this browser.
          </Text>
          <Group gap="md">
            {choices.map((c) => (
              <Checkbox
                key={c.key}
                label={c.label}
                checked={!hidden.includes(c.key)}
                onChange={(event) => setColumnShown(c.key, event.currentTarget.checked)}
              />
            ))}
            <Button variant="subtle" size="xs" onClick={close}>
              Done
            </Button>
          </Group>
        </Paper>
      )}
    </div>
  );
}
