import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { diffSnapshots, reapply, type Snapshot } from '@/domain/availability-diff/diff';
import { DifferenceView } from '@/components/availability-diff/difference-view';
import { planSave } from '@/domain/availability-edit/save-plan';

interface Props {
  base: Snapshot;
  yours: Snapshot;
  theirs: Snapshot;
  today: string;
  busy: boolean;
  version: 'v1' | 'v2';
  onReapply: (merged: Snapshot) => void;
  onOverwrite: () => void;
}

/**
 * The availability changed in the workspace after this page read it: both changes side by side,
 * what overwriting would undo, and the admin's two ways on. Nothing is sent until one is chosen.
 */
export function ConflictPanel({ base, yours, theirs, today, busy, version, onReapply, onOverwrite }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The save button that led here is still focused; the admin must hear why nothing was sent.
  useEffect(() => ref.current?.focus(), [theirs]);
  return (
    <Alert ref={ref} tabIndex={-1} color="orange" title="This availability changed since you opened it" role="alert">
      <Stack gap="sm">
        <Text size="sm">
          Someone else saved a change in the meantime, so nothing was sent. Compare the two, then choose: take their
          version and put your changes back on top to review, or save yours over theirs.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DifferenceView title="Their change" diff={diffSnapshots(base, theirs)} today={today} />
          <DifferenceView title="Your change" diff={diffSnapshots(base, yours)} today={today} />
        </SimpleGrid>
        <DifferenceView
          title="Saving yours over theirs would change"
          diff={planSave(theirs, yours, version).diff}
          today={today}
          empty="Nothing: the workspace already holds your version."
        />
        <Group gap="sm">
          <Button onClick={() => onReapply(reapply(base, yours, theirs))} disabled={busy}>
            Use theirs and reapply my changes
          </Button>
          <Button variant="default" color="red" onClick={onOverwrite} loading={busy}>
            Overwrite with mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
