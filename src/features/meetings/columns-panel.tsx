import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { OPTIONAL_COLUMNS, setColumnShown, useHiddenColumns } from './columns';

interface Props {
  id: string;
  withBuffers: boolean;
  onClose: () => void;
}

/** The chooser's open panel: one named tick box per column that can be hidden. */
export default function ColumnsPanel({ id, withBuffers, onClose }: Props) {
  const hidden = useHiddenColumns();
  const choices = OPTIONAL_COLUMNS.filter((c) => withBuffers || c.key !== 'buffers');
  return (
    <Paper
      id={id}
      withBorder
      p="sm"
      mt="xs"
      component="fieldset"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
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
        <Button variant="subtle" size="xs" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Paper>
  );
}
