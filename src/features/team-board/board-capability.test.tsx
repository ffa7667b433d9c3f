// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readKnownCapability } from '@/api/capability-store';
import { renderApp } from '@/testing/render';

// The board learns whether the workspace has the availability reads from its own lists: no probe
// of its own (one request more, and one the vendor's service refuses, since it wants emails).

const availabilityGets = (urls: string[]) => urls.filter((u) => new URL(u).pathname.endsWith('/v1/availabilities'));

describe('the team board and the availability reads capability', () => {
  afterEach(() => window.localStorage.clear());

  it('reads the lists without probing, and remembers that the workspace has them', async () => {
    const gets: string[] = [];
    const { store } = renderApp('/availabilities', {
      intercept: (req, next) => {
        if (req.method === 'GET') gets.push(req.url);
        return next(req);
      },
    });
    await screen.findByRole('grid', { name: 'Team members' }, { timeout: 20_000 });
    const workspaceId = store.getSnapshot().active.id;
    await waitFor(
      () =>
        expect(readKnownCapability(window.localStorage, workspaceId, 'availabilityReads', 'v1')?.answer).toBe('yes'),
      { timeout: 20_000 },
    );
    const lists = availabilityGets(gets);
    expect(lists.length).toBeGreaterThan(0);
    // Every list names its members; none is the probe's list of one row that names nobody.
    for (const url of lists) expect(new URL(url).searchParams.getAll('emails[]').length, url).toBeGreaterThan(0);
  }, 60_000);

  it('learns from its refused lists that the workspace lacks them, and says so', async () => {
    const { store } = renderApp('/availabilities', {
      server: { sandbox: { seed: { capabilities: { availabilityReads: false } } } },
    });
    await screen.findByText(
      'This workspace does not let Slotboard read availabilities, so only the ones created from this browser are listed.',
      undefined,
      { timeout: 20_000 },
    );
    expect(
      readKnownCapability(window.localStorage, store.getSnapshot().active.id, 'availabilityReads', 'v1')?.answer,
    ).toBe('no');
  }, 60_000);
});
