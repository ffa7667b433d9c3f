import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { moduleLoader } from '@/lib/module-loader';
import type { ErrorProps } from './query-state-alerts';

/** A list still loading after this long says so (a list silent for 5 s looks broken: it speaks before that). */
const SLOW_AFTER_MS = 3_000;

// The alerts are not part of a list's first paint. Their code is asked for as soon as a list mounts,
// beside the list's own request, so it is in long before a load can be slow (3 s) and, in practice,
// before one fails; a failed fetch of it is asked for again on the next mount.
const alerts = moduleLoader(() => import('./query-state-alerts'));
const loadAlerts = () => alerts.load();
const SlowAlert = lazyView(alerts, (m) => m.SlowAlert, { fallback: null });
const StoppedAlert = lazyView(alerts, (m) => m.StoppedAlert, { fallback: null });
const ErrorAlert = lazyView(alerts, (m) => m.ErrorAlert, { fallback: null });

const usePreloadedAlerts = () =>
  useEffect(() => {
    loadAlerts().catch(() => undefined);
  }, []);

interface SlowProps {
  fetching: boolean;
  /** Rows are on screen (this page's or the previous one's): a stopped load then needs no notice. */
  hasData: boolean;
  queryKey: QueryKey;
  onRetry: () => void;
  /** What is being waited for, in the admin's words ("the scheduling links"). */
  what: string;
  /**
   * Changes whenever the load makes progress (a count of what has arrived): the wait starts again,
   * so a long load that keeps coming is not called slow.
   */
  progress?: number;
}

/**
 * Says that the workspace is slow once a load has taken SLOW_AFTER_MS, with a way to stop waiting
 * (the request is aborted) and to try again. Without it a slow workspace shows only skeleton rows.
 */
export function SlowNotice({ fetching, hasData, queryKey, onRetry, what, progress = 0 }: SlowProps) {
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState(false);
  const [stopped, setStopped] = useState(false);
  usePreloadedAlerts();
  useEffect(() => {
    if (!fetching) return undefined;
    const id = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(id);
      setSlow(false);
    };
  }, [fetching, progress]);

  if (stopped && !fetching && !hasData) {
    return (
      <StoppedAlert
        what={what}
        onRetry={() => {
          setStopped(false);
          onRetry();
        }}
      />
    );
  }
  if (!slow || !fetching) return null;
  return (
    <SlowAlert
      what={what}
      onStop={() => {
        setStopped(true);
        void queryClient.cancelQueries({ queryKey });
      }}
    />
  );
}

/**
 * A failed read in plain words, with "Try again". A 429 counts down the wait the workspace asked
 * for and tries again by itself when it ends; an endpoint the workspace does not offer points to
 * Settings instead, since trying again cannot help.
 */
export function QueryErrorState(props: ErrorProps) {
  return <ErrorAlert {...props} />;
}
