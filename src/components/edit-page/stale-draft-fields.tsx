import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
// Its own table's lines: the first screen's styles leave Table out (app/styles.ts).
import '@mantine/core/styles/Table.css';

export interface StaleDraftField {
  /** The form's own name for the field. */
  name: string;
  /** What the form calls it. */
  label: string;
  /** The value when the draft was started. */
  base: string;
  /** The value saved now. */
  now: string;
  /** The value in the draft. */
  draft: string;
}

interface StaleDraftFieldsProps {
  fields: StaleDraftField[];
  /** The draft as it is, over whatever was saved since. */
  onApplyMine: () => void;
  /** What is saved now; the draft is dropped. */
  onKeepTheirs: () => void;
  /** The draft's changes applied onto what is saved now (mergeDraft). */
  onMerge: () => void;
}

const shown = (value: string) =>
  value === '' ? (
    <Text span size="sm" c="dimmed">
      (empty)
    </Text>
  ) : (
    <Text span size="sm" className="break-anywhere">
      {value}
    </Text>
  );

/**
 * A draft started on a version of a record that has changed since (docs/product.md decision 16): what it
 * started from, what is saved now and the draft, field by field, and the admin's choice. Nothing is
 * applied until then. Any edit form can show it; it knows nothing of the record.
 */
export function StaleDraftFields({ fields, onApplyMine, onKeepTheirs, onMerge }: StaleDraftFieldsProps) {
  const titleId = useId();
  const differing = fields.filter((f) => f.base !== f.now || f.draft !== f.now);
  const mine = fields.filter((f) => f.draft !== f.base);
  const theirs = fields.filter((f) => f.now !== f.base);
  const both = mine.filter((f) => f.now !== f.base && f.now !== f.draft);
  const names = (list: StaleDraftField[]) => list.map((f) => f.label).join(', ');
  return (
    // A section, not an alert: it holds a table, which an alert would read out whole on arrival.
    <Paper
      component="section"
      withBorder
      p="md"
      aria-labelledby={titleId}
      style={{ borderColor: 'var(--mantine-color-yellow-filled)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          This was changed since your draft was started
        </Title>
        <Text size="sm">
          Your unsaved draft was started on an earlier version. Compare them field by field and choose what to keep:
          nothing is applied until you do.
        </Text>
        {differing.length === 0 ? (
          <Text size="sm">The fields shown here are the same in all three.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder verticalSpacing="xs">
              <VisuallyHidden component="caption">Your draft compared with what is saved now</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">When your draft started</Table.Th>
                  <Table.Th scope="col">Saved now</Table.Th>
                  <Table.Th scope="col">Your draft</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {differing.map((f) => (
                  <Table.Tr key={f.name}>
                    <Table.Th scope="row">
                      <Group gap={6}>
                        {f.label}
                        {both.includes(f) && <Badge color="red.9">Changed on both sides</Badge>}
                      </Group>
                    </Table.Th>
                    <Table.Td>{shown(f.base)}</Table.Td>
                    <Table.Td>{shown(f.now)}</Table.Td>
                    <Table.Td>{shown(f.draft)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="sm">
          {mine.length ? `Your draft changes: ${names(mine)}.` : 'Your draft changes nothing that was saved.'}{' '}
          {theirs.length ? `Changed since: ${names(theirs)}.` : ''}
        </Text>
        <Group gap="xs">
          <Button size="sm" onClick={onMerge}>
            Apply my changes onto theirs
          </Button>
          <Button size="sm" variant="default" onClick={onKeepTheirs}>
            Keep theirs, drop my draft
          </Button>
          <Button size="sm" variant="default" onClick={onApplyMine}>
            Use my draft as it is
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
