import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen that is planned but not built yet says what will be there. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack>
      <title>{`${title} · Slotboard`}</title>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg">
        <Text fw={600}>This screen is not built yet.</Text>
        <Text c="dimmed" mt="xs">
          What will be here: {children}
        </Text>
      </Paper>
    </Stack>
  );
}
