// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHostileWorkspace } from '@/testing/hostile-workspace';
import { renderApp } from '@/testing/render';

// A link of the hostile workspace (sandbox/hostile.ts): no hosts, no slug, durations past belief.
// The page draws it, sends nothing it should not, and says what it got without crashing.

describe('a hostile workspace’s link page', () => {
  it('changes no setting of a link whose hosts it cannot learn: the workspace would replace them with those sent', async () => {
    connectHostileWorkspace();
    const sent: string[] = [];
    renderApp('/meetings/hm1', {
      intercept: (req, next) => {
        if (req.method !== 'GET') sent.push(`${req.method} ${new URL(req.url).pathname}`);
        return next(req);
      },
    });
    expect(await screen.findByText('This link’s hosts are not known', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/too many members to ask the links list for each/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  }, 60_000);

  it('a durations list it cannot trust is said in words, never half-shown', async () => {
    connectHostileWorkspace();
    renderApp('/meetings/hm1');
    const section = await screen.findByRole('region', { name: 'Durations' }, { timeout: 20_000 });
    expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add duration' })).not.toBeInTheDocument();
  }, 60_000);
});
