import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './states.module.css';

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={classes.empty} role="status">
      <Stack align="center" gap="xs">
        <Text fw={600}>{title}</Text>
        {children && (
          <Text c="dimmed" ta="center">
            {children}
          </Text>
        )}
        {action}
      </Stack>
    </div>
  );
}

/** A failed load: what happened in plain words, and a way to try again with everything kept. */
export function ErrorState({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" title="Could not load this list" role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group>
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
