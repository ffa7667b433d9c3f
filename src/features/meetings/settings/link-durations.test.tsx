// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../../sandbox/seed';
import { renderApp } from '@/testing/render';

// A link's durations on its page, against the sandbox: each change one write, the vendor's 409s said
// plainly, the last duration kept.

const seed = createSeed();
const link = seed.meetings.find((m) => m.durations.length === 1)!;
const only = link.durations[0]!.duration;
const free = [25, 35, 55].find((n) => n !== only)!;
type View = ReturnType<typeof renderApp>;
const writes = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.method !== 'GET' && r.path.includes('/durations'));
const SLOW = 60_000;

describe('a link’s durations', () => {
  it(
    'keeps the last one, refuses a second default in plain words, adds one and makes it the default',
    async () => {
      const view = renderApp(`/meetings/${link.sid}`);
      const list = await screen.findByRole('list', { name: 'Durations of this link' }, { timeout: 20_000 });
      const section = screen.getByRole('region', { name: 'Durations' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(within(section).getByRole('button', { name: `Remove ${only} min` })).toBeDisabled();
      expect(within(section).getByText('A link keeps at least one duration.')).toBeInTheDocument();

      const minutes = within(section).getByRole('textbox', { name: 'New duration (minutes)' });
      await view.user.type(minutes, '0');
      expect(minutes).toHaveAccessibleDescription(/from 1 to 1440/);
      await view.user.clear(minutes);
      await view.user.type(minutes, String(free));
      await view.user.click(within(section).getByRole('checkbox', { name: 'Make it the default' }));
      await view.user.click(within(section).getByRole('button', { name: 'Add duration' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        `Only one duration can be the default, and ${only} min is the default now.`,
      );
      expect(writes(view)).toHaveLength(1);

      await view.user.click(within(section).getByRole('checkbox', { name: 'Make it the default' }));
      await view.user.click(within(section).getByRole('button', { name: 'Add duration' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      await view.user.click(within(section).getByRole('button', { name: `Make ${free} min the default` }));
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .find((li) => li.textContent?.includes('Default')),
        ).toHaveTextContent(`${free} min`),
      );
      // The current default let go first, then the new one asked: the vendor takes no second default.
      expect(writes(view).map((w) => [w.method, w.body])).toEqual([
        ['POST', { duration: free, is_default: true }],
        ['POST', { duration: free, is_default: false }],
        ['PUT', { duration: only, is_default: false }],
        ['PUT', { duration: free, is_default: true }],
      ]);
    },
    SLOW,
  );

  it(
    'a workspace without the durations endpoints says so in one sentence, with no buttons',
    async () => {
      renderApp(`/meetings/${link.sid}`, {
        server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { linkOptions: false } } } },
      });
      expect(
        await screen.findByText(/does not offer a link’s durations through its API/, undefined, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add duration' })).not.toBeInTheDocument();
    },
    SLOW,
  );
});
