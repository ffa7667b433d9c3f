import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { isApiError, readFailureWords } from '@/api/errors';
import { Countdown, type CountdownWords } from '@/components/countdown';

// What QueryState (query-state.tsx) shows once a read is slow, stopped or failed. Its own chunk: the first
// paint of a list shows none of it.

export function SlowAlert({ what, onStop }: { what: string; onStop: () => void }) {
  return (
    <Alert color="yellow" variant="light" title="Still waiting for the workspace" role="status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">The workspace is taking longer than usual to send {what}.</Text>
        <Button size="xs" variant="default" onClick={onStop}>
          Stop waiting
        </Button>
      </Group>
    </Alert>
  );
}

export function StoppedAlert({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="gray" variant="light" title="Stopped waiting" role="status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">Slotboard stopped waiting for {what}.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

const RETRY_WORDS: CountdownWords = { left: (wait) => `Trying again in ${wait}.`, over: 'Trying again…' };

export interface ErrorProps {
  error: unknown;
  /** When the failure was seen (the query's errorUpdatedAt): a countdown runs from there. */
  failedAt: number;
  onRetry: () => void;
  retrying?: boolean;
}

export function ErrorAlert({ error, failedAt, onRetry, retrying }: ErrorProps) {
  const words = readFailureWords(error);
  const waitMs = isApiError(error) && error.kind === 'rate_limited' ? (error.retryAfterMs ?? null) : null;
  const unsupported = isApiError(error) && error.kind === 'unsupported';
  return (
    <Alert color={waitMs === null ? 'red' : 'yellow'} variant="light" title={words.title} role="alert">
      <Stack gap="sm">
        <Text size="sm">
          {words.message}{' '}
          {waitMs !== null && <Countdown until={failedAt + waitMs} onDone={onRetry} words={RETRY_WORDS} />}
        </Text>
        <Group>
          {unsupported ? (
            <Anchor component={Link} href="/settings" size="sm">
              Open Settings
            </Anchor>
          ) : (
            <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
              {waitMs === null ? 'Try again' : 'Try now'}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
