// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../../sandbox/seed';
import { renderApp, type RenderAppOptions } from '@/testing/render';

// A link's settings edited on its page through the edit kit, against the sandbox.

const seed = createSeed();
const link = seed.meetings.find((m) => m.hostIds.length === 1 && /^[\w ]+$/.test(m.name))!;
const host = seed.members.find((m) => m.id === link.hostIds[0])!;
const other = seed.members.find((m) => m.active && m.id !== host.id && /^[A-Za-z]+$/.test(m.first_name))!;
const taken = seed.meetings.find((m) => m !== link)!.slug;

type View = ReturnType<typeof renderApp>;
const patches = (view: View) => (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH');
const fault = (view: View, f: Record<string, unknown>) =>
  view.server.sandbox
    ?.state()
    .faults.push({ path: `/api/external/v1/meetings/${link.sid}`, method: 'PATCH', times: 1, ...f });
const open = async (options?: RenderAppOptions) => {
  const view = renderApp(`/meetings/${link.sid}`, options);
  const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 20_000 });
  return { view, name };
};
const SLOW = 60_000;

describe('a link’s settings, edited on its page', () => {
  it(
    'renames it and adds a host found by name: the change is shown from the body, sent once with every host',
    async () => {
      const { view, name } = await open();
      expect(screen.getByRole('button', { name: 'No changes to save' })).toBeDisabled();
      await view.user.clear(name);
      await view.user.type(name, 'Renamed by the admin');
      const hosts = screen.getByRole('combobox', { name: /^Hosts/ });
      await view.user.type(hosts, other.first_name);
      await view.user.keyboard('{Enter}');
      const pending = screen.getByRole('region', { name: 'What saving will change' });
      await waitFor(() => expect(pending).toHaveTextContent(`Name: “${link.name}” → “Renamed by the admin”`));
      expect(pending).toHaveTextContent(`Hosts: ${other.first_name} ${other.last_name} added`);
      await view.user.click(screen.getByRole('button', { name: 'Save name and hosts' }));
      expect(await screen.findByText('Renamed by the admin: changes saved')).toBeInTheDocument();
      expect(patches(view).map((p) => p.body)).toEqual([
        { hosts: [host.email.toLowerCase(), other.email.toLowerCase()], name: 'Renamed by the admin' },
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: 'Renamed by the admin' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'No changes to save' })).toBeDisabled();
    },
    SLOW,
  );

  it(
    'a longer duration shows its effect on bookable times before saving; a name alone does not',
    async () => {
      const { view, name } = await open();
      await view.user.type(name, ' again');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save name' })).toBeEnabled());
      expect(screen.queryByRole('button', { name: /Effect on bookable times/ })).not.toBeInTheDocument();
      const duration = screen.getByRole('textbox', { name: /^Duration/ });
      await view.user.clear(duration);
      await view.user.type(duration, '240');
      await view.user.click(await screen.findByRole('button', { name: /Effect on bookable times/ }));
      const effect = screen.getByRole('region', { name: 'Effect on bookable times' });
      expect(
        await within(effect).findByText(
          /^1 link: \d+ fewer slots? in the next 4 weeks \(estimate\)$/,
          {},
          { timeout: 30_000 },
        ),
      ).toBeInTheDocument();
      expect(patches(view)).toEqual([]);
    },
    SLOW,
  );

  it(
    'checks a slug on the spot, keeps a link’s last host, and says a taken slug at the slug field in the workspace’s words',
    async () => {
      const { view } = await open();
      const slug = screen.getByRole('textbox', { name: /^Slug/ });
      await view.user.clear(slug);
      await view.user.type(slug, 'Not A Slug!');
      expect(slug).toHaveAccessibleDescription(/Use lower-case letters, digits and hyphens only, such as “not-a-slug”/);
      await view.user.click(screen.getByRole('button', { name: 'Save slug' }));
      expect(patches(view)).toHaveLength(0);

      await view.user.click(screen.getByRole('button', { name: new RegExp(`^Remove host .*${host.email}`) }));
      const hosts = screen.getByRole('combobox', { name: /^Hosts/ });
      await waitFor(() => expect(hosts).toHaveAccessibleDescription(/A link needs at least one host/));
      await view.user.type(hosts, `${host.email}{Enter}`);

      await view.user.clear(slug);
      await view.user.type(slug, taken);
      await view.user.click(screen.getByRole('button', { name: 'Save slug' }));
      await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
      expect(slug).toHaveAccessibleDescription(/Slug has already been taken/);
      expect(slug).toHaveFocus();
      expect(patches(view)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'an answer lost after sending says "may have been saved" and reads the link back before anything is sent again',
    async () => {
      const { view, name } = await open();
      await view.user.clear(name);
      await view.user.type(name, 'Maybe saved');
      fault(view, { status: 503 });
      await view.user.click(screen.getByRole('button', { name: 'Save name' }));
      const outcome = await screen.findByRole('alert');
      await waitFor(() => expect(outcome).toHaveTextContent('does not show the change yet'));
      expect(outcome).toHaveTextContent('may have been saved');
      expect(patches(view)).toHaveLength(1);
      const lists = (view.server.sandbox?.state().requests ?? []).filter(
        (r) => r.method === 'GET' && /search=/.test(r.query),
      );
      expect(lists.length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'a workspace without the endpoint: the first 404 hides the form with one sentence',
    async () => {
      const { view, name } = await open({
        server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { linkSettings: false } } } },
      });
      await view.user.type(name, ' x');
      await view.user.click(screen.getByRole('button', { name: 'Save name' }));
      const note = await screen.findByText(/does not take changes to a link’s settings through its API/);
      expect(
        within(note.closest('[role="alert"], .mantine-Alert-root') ?? document.body).getByText(/NeetoCal/),
      ).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'Activity logs the change in words and reverts it, with every host of before',
    async () => {
      const { view, name } = await open();
      await view.user.clear(name);
      await view.user.type(name, 'To be reverted');
      await view.user.click(screen.getByRole('button', { name: 'Save name' }));
      expect(await screen.findByText('To be reverted: change saved')).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await view.user.click(within(nav).getByRole('link', { name: 'Activity' }));
      expect(await screen.findByText(`Name: ${link.name} → To be reverted`)).toBeInTheDocument();
      // Newest first: other tests of this file logged changes to the same link in this browser.
      await view.user.click(screen.getAllByRole('button', { name: `Revert: Scheduling link ${link.name}` })[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
      expect(await within(dialog).findByText(`Name: “To be reverted” → “${link.name}”`)).toBeInTheDocument();
      await view.user.click(within(dialog).getByRole('button', { name: 'Revert' }));
      expect(await within(dialog).findByText('The link holds what it held before this change.')).toBeInTheDocument();
      expect(patches(view).map((p) => p.body)).toEqual([
        { hosts: [host.email.toLowerCase()], name: 'To be reverted' },
        { hosts: [host.email.toLowerCase()], name: link.name },
      ]);
    },
    SLOW,
  );
});
