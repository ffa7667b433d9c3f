import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { isApiError, readFailureWords } from '@/api/errors';
import { formatWait } from '@/lib/format';

/** A list still loading after this long says so (the issue asks for a message within 5 s). */
export const SLOW_AFTER_MS = 3_000;

interface SlowProps {
  fetching: boolean;
  /** Rows are on screen (this page's or the previous one's): a stopped load then needs no notice. */
  hasData: boolean;
  queryKey: QueryKey;
  onRetry: () => void;
  /** What is being waited for, in the admin's words ("the scheduling links"). */
  what: string;
}

/**
 * Says that the workspace is slow once a load has taken SLOW_AFTER_MS, with a way to stop waiting
 * (the request is aborted) and to try again. Without it a slow workspace shows only skeleton rows.
 */
export function SlowNotice({ fetching, hasData, queryKey, onRetry, what }: SlowProps) {
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState(false);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (!fetching) return undefined;
    const id = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(id);
      setSlow(false);
    };
  }, [fetching]);

  if (stopped && !fetching && !hasData) {
    return (
      <Alert color="gray" variant="light" title="Stopped waiting" role="status">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">Slotboard stopped waiting for {what}.</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setStopped(false);
              onRetry();
            }}
          >
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!slow || !fetching) return null;
  return (
    <Alert color="yellow" variant="light" title="Still waiting for the workspace" role="status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">The workspace is taking longer than usual to send {what}.</Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setStopped(true);
            void queryClient.cancelQueries({ queryKey });
          }}
        >
          Stop waiting
        </Button>
      </Group>
    </Alert>
  );
}

interface ErrorProps {
  error: unknown;
  /** When the failure was seen (the query's errorUpdatedAt): a countdown runs from there. */
  failedAt: number;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A failed read in plain words, with "Try again". A 429 counts down the wait the workspace asked
 * for and tries again by itself when it ends; an endpoint the workspace does not offer points to
 * Settings instead, since trying again cannot help.
 */
export function QueryErrorState({ error, failedAt, onRetry, retrying }: ErrorProps) {
  const words = readFailureWords(error);
  const waitMs = isApiError(error) && error.kind === 'rate_limited' ? (error.retryAfterMs ?? null) : null;
  const unsupported = isApiError(error) && error.kind === 'unsupported';
  return (
    <Alert color={waitMs === null ? 'red' : 'yellow'} variant="light" title={words.title} role="alert">
      <Stack gap="sm">
        <Text size="sm">
          {words.message} {waitMs !== null && <Countdown until={failedAt + waitMs} onDone={onRetry} />}
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

function Countdown({ until, onDone }: { until: number; onDone: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = until - now;
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return undefined;
    }
    const id = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onDone is called once, when the wait is over
  }, [now, until]);
  return <span aria-live="off">{left > 0 ? `Trying again in ${formatWait(left)}.` : 'Trying again…'}</span>;
}
