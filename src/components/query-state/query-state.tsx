import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { moduleLoader } from '@/lib/module-loader';

/** A read still loading after this long says so (a read silent for 5 s looks broken: it speaks before that). */
export const SLOW_AFTER_MS = 3_000;

// The alerts are not part of a screen's first paint. Their code is asked for as soon as a read's
// state mounts, beside the read's own request, so it is in long before a load can be slow (3 s)
// and, in practice, before one fails; a failed fetch of it is asked for again on the next mount.
const alerts = moduleLoader(() => import('./query-state-alerts'));
const SlowAlert = lazyView(alerts, (m) => m.SlowAlert, { fallback: null });
const StoppedAlert = lazyView(alerts, (m) => m.StoppedAlert, { fallback: null });
const ErrorAlert = lazyView(alerts, (m) => m.ErrorAlert, { fallback: null });

/** What QueryState reads of a read: a TanStack query result has it as it is. */
export interface Read {
  /** What has come (this read's answer or an earlier one's); undefined while nothing has. */
  data: unknown;
  /** The last failure, null (or undefined) when none. */
  error: unknown;
  /** When the failure was seen: a 429's countdown runs from there. */
  errorUpdatedAt: number;
  /** A request is out. */
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps {
  read: Read;
  /**
   * The read's query key, or a prefix of its keys: Stop waiting cancels what is in flight under it.
   * A read made of several queries (`readOfMany`) gives each key: `{ each: [...] }`.
   */
  queryKey: QueryKey | { each: readonly QueryKey[] };
  /** What is being read, in the admin's words ("the scheduling links"). */
  what: string;
  /**
   * Drawn while nothing has come: by default a spinner and "Loading {what}…"; null when the screen
   * draws its own place for the rows (a table's skeleton rows).
   */
  waiting?: ReactNode;
  /**
   * Changes whenever the read makes progress (a count of what has arrived): the wait starts again,
   * so a long read that keeps coming is not called slow.
   */
  progress?: number;
}

/** The spinner and words of a read that has not answered yet. */
export function Waiting({ children }: { children: ReactNode }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}

/**
 * The state of one list or detail read, drawn the same way on every screen: waiting; "still
 * waiting" after SLOW_AFTER_MS with Stop waiting (the request is cancelled) and then Try again; a
 * failure in its own words with Try again, a 429 counting its Retry-After down and trying again by
 * itself, an endpoint the workspace does not offer pointing to Settings. Once data has come it
 * draws only a slow refetch or a failed one; the screen draws the data.
 */
export function QueryState({ read, queryKey, what, waiting, progress = 0 }: QueryStateProps) {
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState(false);
  const [stopped, setStopped] = useState(false);
  const fetching = read.isFetching;
  const hasData = read.data !== undefined;
  useEffect(() => {
    alerts.load().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!fetching) return undefined;
    const id = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(id);
      setSlow(false);
    };
  }, [fetching, progress]);
  const retry = () => void read.refetch();

  if (read.error !== null && read.error !== undefined) {
    return (
      <ErrorAlert
        error={read.error}
        failedAt={read.errorUpdatedAt}
        onRetry={() => {
          setStopped(false);
          retry();
        }}
        retrying={fetching}
      />
    );
  }
  if (stopped && !fetching && !hasData) {
    return (
      <StoppedAlert
        what={what}
        onRetry={() => {
          setStopped(false);
          retry();
        }}
      />
    );
  }
  const slowAlert = slow && fetching && (
    <SlowAlert
      what={what}
      onStop={() => {
        setStopped(true);
        for (const key of 'each' in queryKey ? queryKey.each : [queryKey])
          void queryClient.cancelQueries({ queryKey: key });
      }}
    />
  );
  if (hasData || waiting === null) return slowAlert || null;
  return (
    <>
      {slowAlert}
      {waiting ?? <Waiting>Loading {what}…</Waiting>}
    </>
  );
}
