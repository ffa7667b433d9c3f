// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GHOST_HOST, ODD_SLUG } from '../../../../sandbox/hostile-links';
import { connectHostileWorkspace } from '@/testing/hostile-workspace';
import { renderApp } from '@/testing/render';

// A link of the hostile workspace (sandbox/hostile.ts): no hosts, no slug, durations past belief.
// The page draws it, sends nothing it should not, and says what it got without crashing.

describe('a hostile workspace’s link page', () => {
  it('keeps a link without hosts from being saved without one, and reads back an odd slug and a host who is no member', async () => {
    connectHostileWorkspace();
    const sent: string[] = [];
    const { user } = renderApp('/meetings/hm1', {
      intercept: (req, next) => {
        if (req.method !== 'GET') sent.push(`${req.method} ${new URL(req.url).pathname}`);
        return next(req);
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 20_000 });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    const hosts = screen.getByRole('combobox', { name: /^Hosts/ });
    await waitFor(() => expect(hosts).toHaveAccessibleDescription(/A link needs at least one host/));
    expect(sent).toEqual([]);

    await user.type(hosts, 'someone@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save name and hosts' }));
    expect(await screen.findByText(/changes saved/)).toBeInTheDocument();
    expect(sent).toEqual(['PATCH /sandbox/hostile/api/external/v1/meetings/hm1']);
    // What came back is shown as sent, as text: the odd slug in its field, the stranger by email.
    expect(await screen.findByRole('textbox', { name: /^Slug/ })).toHaveValue(ODD_SLUG);
    expect(within(screen.getByRole('list', { name: 'Chosen hosts' })).getByText(GHOST_HOST)).toBeInTheDocument();
  }, 60_000);

  it('a durations list it cannot trust is said in words, never half-shown', async () => {
    connectHostileWorkspace();
    renderApp('/meetings/hm1');
    const section = await screen.findByRole('region', { name: 'Durations' }, { timeout: 20_000 });
    expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add duration' })).not.toBeInTheDocument();
  }, 60_000);
});
