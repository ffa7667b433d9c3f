import { Stack, Text } from '@mantine/core';
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
