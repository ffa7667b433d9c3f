// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readKnownCapability } from '@/api/capability-store';
import { renderApp } from '@/testing/render';

// A kept "yes" is a claim about a moment: an availability that answers 404 sends the route check (a
// valid list request naming a member), and a missing route corrects the kept answer to "no".

const isList = (req: Request) => req.method === 'GET' && new URL(req.url).pathname.endsWith('/v1/availabilities');

/** Settings once, against the sandbox with the reads: the browser then keeps "yes" for a day. */
async function keepYes() {
  const first = renderApp('/settings');
  const card = await screen.findByRole('listitem', { name: 'Sandbox workspace' }, { timeout: 20_000 });
  const lines = await within(card).findByRole('list', { name: 'What this workspace lets Slotboard do' });
  await waitFor(() => expect(lines).toHaveTextContent(/read availabilities:\s*yes/), { timeout: 20_000 });
  const workspaceId = first.store.getSnapshot().active.id;
  first.unmount();
  return workspaceId;
}

afterEach(() => window.localStorage.clear());

describe("the edit page's route check", () => {
  it('with a kept yes, a 404 and a missing list route say the reads are not offered, and the kept answer becomes no', async () => {
    const workspaceId = await keepYes();
    const asked: string[][] = [];
    renderApp('/availabilities/gone-1', {
      server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { availabilityReads: false } } } },
      intercept: async (req, next) => {
        if (isList(req)) asked.push(new URL(req.url).searchParams.getAll('emails[]'));
        return next(req);
      },
    });
    await screen.findByText('Availabilities cannot be read here', undefined, { timeout: 20_000 });
    expect(asked).toEqual([['oliver.smith@example.com']]);
    expect(readKnownCapability(window.localStorage, workspaceId, 'availabilityReads', 'v1')?.answer).toBe('no');
  }, 60_000);

  it('a 404 on a record while the list route answers says the availability no longer exists, and keeps yes', async () => {
    const workspaceId = await keepYes();
    const asked: string[][] = [];
    renderApp('/availabilities/gone-2', {
      intercept: async (req, next) => {
        if (isList(req)) asked.push(new URL(req.url).searchParams.getAll('emails[]'));
        return next(req);
      },
    });
    await screen.findByText('This availability no longer exists', undefined, { timeout: 20_000 });
    expect(asked).toEqual([['oliver.smith@example.com']]);
    expect(readKnownCapability(window.localStorage, workspaceId, 'availabilityReads', 'v1')?.answer).toBe('yes');
  }, 60_000);
});
