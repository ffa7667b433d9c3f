import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';

// The bench's "bare table app": React, a router and TanStack Query fetching page 1 and
// rendering it as a plain table, nothing else. It is the floor for any React app that shows the same
// rows, so the figures can tell what React costs from what Slotboard adds.

interface Meeting {
  sid: string;
  name: string | null;
  kind: string | null;
  durations_possible?: number[] | null;
  hosts?: { name?: string | null }[] | null;
  spot?: string | null;
  disabled?: boolean | null;
  updated_at?: string | null;
}

const API = '/sandbox/demo/api/external/v2/meetings?page_number=1&page_size=30';

function Links() {
  const { data } = useQuery({
    queryKey: ['meetings', 1],
    queryFn: async () => {
      const response = await fetch(API, { headers: { 'X-Api-Key': 'sandbox-demo-key', Accept: 'application/json' } });
      // Unchecked on purpose: the floor a React app pays, without the checking Slotboard does (zod).
      return (await response.json()) as { meetings: Meeting[] };
    },
  });
  if (!data) return <p>Loading…</p>;
  return (
    <table aria-label="Scheduling links table">
      <thead>
        <tr>
          {['Name', 'Kind', 'Duration', 'Hosts', 'Place', 'Status', 'Updated'].map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.meetings.map((m) => (
          <tr key={m.sid}>
            <td>
              <a href={`/meetings/${m.sid}`}>{m.name}</a>
            </td>
            <td>{m.kind}</td>
            <td>{(m.durations_possible ?? []).join(' / ')} min</td>
            <td>{(m.hosts ?? []).map((h) => h.name).join(', ')}</td>
            <td>{m.spot}</td>
            <td>{m.disabled ? 'Disabled' : 'Enabled'}</td>
            <td>{m.updated_at}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <Router base="/bench/bare">
      <Switch>
        <Route path="/meetings" component={Links} />
      </Switch>
    </Router>
  </QueryClientProvider>,
);
