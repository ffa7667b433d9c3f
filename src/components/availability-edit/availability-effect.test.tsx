// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { renderApp } from '@/testing/render';

// Saving a member's default availability, through the whole app against the sandbox: its effect on
// every link they host is estimated before the save, nothing read until opened, and read back after.

const KEY = { 'X-Api-Key': 'sandbox-demo-key' };

/** Noah's default availability in the seeded sandbox (the same seed the app is rendered against). */
async function noahsDefault() {
  const app = createSandboxApp();
  const get = async <T,>(path: string) =>
    (await (await app.request(`/api/external${path}`, { headers: KEY })).json()) as T;
  const { team_members } = await get<{ team_members: { email: string; first_name: string }[] }>('/v1/team_members');
  const email = team_members.find((m) => m.first_name === 'Noah')!.email;
  const { availabilities } = await get<{ availabilities: { id: string; default: boolean }[] }>(
    `/v1/availabilities/team_member?email=${encodeURIComponent(email)}&page=1&page_size=100`,
  );
  return availabilities.find((a) => a.default)!.id;
}

afterEach(() => window.localStorage.clear());

describe('effect on bookable times of saving a default availability', () => {
  it('clearing the weekly hours: fewer slots on the member’s links, estimated, then read back in agreement', async () => {
    const id = await noahsDefault();
    const slotReads: string[] = [];
    const { user } = renderApp(`/availabilities/${id}`, {
      intercept: async (req, next) => {
        if (req.url.includes('/slots/')) slotReads.push(req.url);
        return next(req);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Clear all' }, { timeout: 20_000 }));
    const disclosure = screen.getByRole('button', { name: /Effect on bookable times/ });
    expect(slotReads).toEqual([]);

    await user.click(disclosure);
    const effect = screen.getByRole('region', { name: 'Effect on bookable times' });
    await waitFor(() => expect(within(effect).queryByRole('status')).not.toBeInTheDocument(), { timeout: 60_000 });
    const line = within(effect).getByText(/^.+'s \d+ links: [\d,]+ fewer slots in the next 4 weeks \(estimate\)$/);
    expect(slotReads.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const said = await within(effect).findByText(
      /^After the change, the workspace’s own slots: /,
      {},
      { timeout: 60_000 },
    );
    const estimated = /: ([\d,]+ fewer slots) in the next 4 weeks \(estimate\)$/.exec(line.textContent ?? '')![1]!;
    expect(said).toHaveTextContent(
      `${estimated} in the next 4 weeks. The workspace's own slots agree with the estimate`,
    );
  }, 120_000);
});
