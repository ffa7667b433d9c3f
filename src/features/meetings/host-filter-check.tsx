import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { listVersion, useConnection } from '@/api/connection';

// Loaded only for a workspace whose answers list no hosts while a host filter is on (the vendor's
// own meeting schema): the rows cannot say whether the filter was applied, so the workspace is asked.

/** An address no workspace has a member at: a host filter that is applied finds no link for it. */
export const PROBE_HOST = 'nobody@filter-check.invalid';

function UncheckedHostsNotice({ unchecked }: { unchecked: number }) {
  if (unchecked === 0) return null;
  return (
    <Alert color="blue" title="Hosts as the workspace filtered them" role="status">
      This workspace’s links do not list their hosts: these are the links it sent for that host, unchecked.
    </Alert>
  );
}

/** What each workspace's client found: asked once while the client lives (the session's), kept. */
const found = new WeakMap<object, boolean>();

/**
 * Asks whether the workspace applies `host_email` (one link asked for a host nobody is: a workspace
 * that sends one ignores the filter), tells the list, and says that the links kept are unchecked.
 * Asked outside the query cache: a query made while drawing would redraw the page around it.
 */
export function HostFilterCheck({
  unchecked,
  onIgnored,
}: {
  unchecked: number;
  onIgnored: (ignored: boolean) => void;
}) {
  const connection = useConnection();
  const [ignored, setIgnored] = useState<boolean | null>(() => found.get(connection.client) ?? null);
  useEffect(() => {
    if (ignored !== null) {
      onIgnored(ignored);
      return;
    }
    const controller = new AbortController();
    connection.client.meetings
      .list(
        { page_number: 1, page_size: 1, host_email: [PROBE_HOST] },
        { version: listVersion(connection), signal: controller.signal },
      )
      .then((answer) => {
        const sent = answer.meetings.length > 0;
        found.set(connection.client, sent);
        setIgnored(sent);
      })
      // Not known: the links stay kept on the workspace's word, and are said to be.
      .catch(() => undefined);
    return () => controller.abort();
  }, [ignored, onIgnored, connection]);
  return ignored ? null : <UncheckedHostsNotice unchecked={unchecked} />;
}
