import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { diffSnapshots, snapshotText, type Snapshot } from '@/domain/availability-diff/diff';
import { DifferenceView } from '@/components/availability-diff/difference-view';
import { dateTimeOf } from '@/lib/time/display';

interface Props {
  base: Snapshot;
  now: Snapshot;
  draft: Snapshot;
  savedAt: number;
  memberZone: string | null;
  today: string;
  onMerge: () => void;
  onDrop: () => void;
  onUseMine: () => void;
  /** What "now" is, where it is not the workspace's own hours (a link's are never read back). */
  words?: { now: string; changed: string; intro: string };
}

const WORKSPACE_WORDS = {
  now: 'What the workspace holds now',
  changed: 'Changed in the workspace since',
  intro: 'The workspace’s hours changed after that, so the draft was not restored over them.',
};

function Version({ title, snapshot, today }: { title: string; snapshot: Snapshot; today: string }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <Text size="sm">{snapshotText(snapshot, today)}</Text>
    </Paper>
  );
}

/**
 * A draft made on an older version of this availability: it is not restored over the newer hours.
 * What it started from, what the workspace holds now and the draft, side by side; nothing changes in
 * the editors until the admin chooses.
 */
export function StaleDraftPanel({
  base,
  now,
  draft,
  savedAt,
  memberZone,
  today,
  onMerge,
  onDrop,
  onUseMine,
  words = WORKSPACE_WORDS,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const zone = memberZone ? ` All hours are in the member’s zone, ${memberZone}.` : '';
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="orange"
      title="Your draft was made on hours that have changed since"
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm">
          You left unsaved changes here on {dateTimeOf(savedAt)}. {words.intro} Compare, then choose.{zone}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Version title="What your draft started from" snapshot={base} today={today} />
          <Version title={words.now} snapshot={now} today={today} />
          <Version title="Your draft" snapshot={draft} today={today} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DifferenceView title={words.changed} diff={diffSnapshots(base, now)} today={today} />
          <DifferenceView title="Your draft’s changes" diff={diffSnapshots(base, draft)} today={today} empty="None." />
        </SimpleGrid>
        <Group gap="sm">
          <Button onClick={onMerge}>Apply my changes onto theirs</Button>
          <Button variant="default" onClick={onDrop}>
            Keep theirs, drop my draft
          </Button>
          <Button variant="default" color="red" onClick={onUseMine}>
            Use my draft over theirs
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          “Apply my changes onto theirs” leaves any weekday or date you both changed as the workspace holds it. Nothing
          is sent until you save.
        </Text>
      </Stack>
    </Alert>
  );
}
