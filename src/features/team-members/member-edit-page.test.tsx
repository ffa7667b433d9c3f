// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../sandbox/seed';
import { fingerprint } from '@/lib/drafts';
import { renderApp, TEST_ORIGIN } from '@/testing/render';

const priya = createSeed().members.find((m) => m.first_name === 'Priya')!;

type View = ReturnType<typeof renderApp>;
const patches = (view: View) => (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH');
const fault = (view: View, f: Record<string, unknown>) =>
  view.server.sandbox
    ?.state()
    .faults.push({ path: `/api/external/v1/team_members/${priya.id}`, method: 'PATCH', times: 1, ...f });

// Full-app renders through the sandbox: slow on a loaded machine, not stuck.
const SLOW = 40_000;

describe('team member form', () => {
  it(
    'refuses bad input on the field and sends only the fields that changed',
    async () => {
      const view = renderApp(`/team-members/${priya.id}`);
      const email = await screen.findByRole('textbox', { name: /Email/ }, { timeout: 15_000 });
      expect(screen.getByRole('button', { name: 'No changes to save' })).toBeDisabled();

      await view.user.clear(email);
      await view.user.tab();
      expect(await screen.findByText('The email cannot be empty.')).toBeInTheDocument();
      await view.user.type(email, 'not-an-email');
      await view.user.tab();
      expect(await screen.findByText('This is not an email address.')).toBeInTheDocument();
      await view.user.clear(email);
      await view.user.type(email, priya.email);

      const last = screen.getByRole('textbox', { name: 'Last name' });
      await view.user.clear(last);
      await view.user.type(last, 'Raghunathan-Iyer');
      const role = screen.getByRole('combobox', { name: /Organization role/ });
      await view.user.clear(role);
      await view.user.type(role, 'Manager');
      const save = screen.getByRole('button', { name: 'Save last name and role' });
      await view.user.click(save);
      expect(await screen.findByText('Priya Raghunathan-Iyer: last name and role saved')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'No changes to save' })).toBeInTheDocument();
      expect(patches(view).map((p) => p.body)).toEqual([
        { last_name: 'Raghunathan-Iyer', organization_role: 'Manager' },
      ]);
    },
    SLOW,
  );

  it(
    'puts the workspace’s refusal on the field it concerns, focused, with what was typed kept',
    async () => {
      const view = renderApp(`/team-members/${priya.id}`);
      const role = await screen.findByRole('combobox', { name: /Organization role/ }, { timeout: 15_000 });
      await view.user.clear(role);
      await view.user.type(role, 'admin');
      await view.user.click(screen.getByRole('button', { name: 'Save role' }));
      await waitFor(() => expect(role).toHaveAttribute('aria-invalid', 'true'));
      expect(role).toHaveAccessibleDescription(/case sensitive \(did you mean 'Admin'\?\)/);
      expect(role).toHaveFocus();
      expect(role).toHaveValue('admin');
      expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
      // While the field shows the refusal, nothing more is sent.
      await view.user.click(screen.getByRole('button', { name: 'Save role' }));
      expect(patches(view)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'asks in the page before a link leads away from unsaved changes',
    async () => {
      const view = renderApp(`/team-members/${priya.id}`);
      const last = await screen.findByRole('textbox', { name: 'Last name' }, { timeout: 15_000 });
      await view.user.type(last, 'X');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await view.user.click(within(nav).getByRole('link', { name: 'Packages' }));
      const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      await view.user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
      expect(view.location.history?.at(-1)).toBe(`/team-members/${priya.id}`);
      expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('RaghunathanX');
      await view.user.click(within(nav).getByRole('link', { name: 'Packages' }));
      await view.user.click(
        within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
          name: 'Leave',
        }),
      );
      await waitFor(() => expect(view.location.history?.at(-1)).toBe('/packages'));
    },
    SLOW,
  );

  it(
    'an answer lost after sending says "may have been saved", and reading back confirms it once the change shows',
    async () => {
      const view = renderApp(`/team-members/${priya.id}`);
      const role = await screen.findByRole('combobox', { name: /Organization role/ }, { timeout: 15_000 });
      await view.user.clear(role);
      await view.user.type(role, 'Manager');
      fault(view, { status: 503 });
      await view.user.click(screen.getByRole('button', { name: 'Save role' }));
      const outcome = await screen.findByRole('alert');
      await waitFor(() => expect(outcome).toHaveTextContent('does not show the change yet'));
      expect(outcome).toHaveTextContent('The changes may have been saved');
      expect(outcome).not.toHaveTextContent('Not saved');
      // The change arrives late, as a slow workspace would apply it.
      const late = await view.fetchFn(`${TEST_ORIGIN}/sandbox/demo/api/external/v1/team_members/${priya.id}`, {
        method: 'PATCH',
        headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ organization_role: 'Manager' }),
      });
      expect(late.ok).toBe(true);
      await view.user.click(within(outcome).getByRole('button', { name: 'Check again' }));
      expect(await screen.findByText('Priya Raghunathan: role saved')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'No changes to save' })).toBeDisabled();
      // Slotboard itself sent one PATCH; the second is the test's late arrival.
      expect(patches(view)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'a workspace that does not offer the action says so in its own words',
    async () => {
      const view = renderApp(`/team-members/${priya.id}`);
      const last = await screen.findByRole('textbox', { name: 'Last name' }, { timeout: 15_000 });
      await view.user.type(last, 'X');
      fault(view, { status: 405 });
      await view.user.click(screen.getByRole('button', { name: 'Save last name' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This workspace does not offer this');
      expect(alert).not.toHaveTextContent('could not accept what was sent');
      expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('RaghunathanX');
    },
    SLOW,
  );
  it(
    'a 429 says nothing was saved and how long the workspace asked to wait, and sends nothing before then',
    async () => {
      const view = renderApp(`/team-members/${priya.id}`);
      const role = await screen.findByRole('combobox', { name: /Organization role/ }, { timeout: 15_000 });
      await view.user.clear(role);
      await view.user.type(role, 'Manager');
      fault(view, { status: 429, retryAfter: 120 });
      await view.user.click(screen.getByRole('button', { name: 'Save role' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The workspace asked Slotboard to wait');
      expect(alert).toHaveTextContent('nothing was saved');
      expect(alert).toHaveTextContent(/You can send it again in (2 min|1 min \d+ s)\./);
      expect(within(alert).getByRole('button', { name: 'Save again' })).toBeDisabled();
      await view.user.click(screen.getByRole('button', { name: 'Save role' }));
      await waitFor(() => expect(alert).toHaveFocus());
      expect(patches(view)).toHaveLength(1);
      expect(role).toHaveValue('Manager');
    },
    SLOW,
  );
});

describe('a member form draft over changed values', () => {
  const values = {
    first_name: priya.first_name,
    last_name: priya.last_name ?? '',
    email: priya.email,
    time_zone: priya.time_zone ?? '',
    organization_role: priya.organization_role ?? '',
    active: 'keep' as const,
  };

  it(
    'is not restored: the three versions field by field, and my change applied onto theirs',
    async () => {
      // Drafted when her role was "Lead"; the workspace holds another role now, and the draft renamed her.
      const base = { ...values, organization_role: 'Lead' };
      const key = `slotboard.draft.member.sandbox.${priya.id}`;
      window.localStorage.setItem(
        key,
        JSON.stringify({
          value: { base, values: { ...base, first_name: 'Priyanka' } },
          savedAt: Date.now(),
          basis: fingerprint(base),
        }),
      );
      const view = renderApp(`/team-members/${priya.id}`);
      const panel = await screen.findByRole(
        'region',
        { name: 'This was changed since your draft was started' },
        { timeout: 15_000 },
      );
      expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
      const rows = within(panel).getAllByRole('row');
      expect(rows.map((r) => r.textContent)).toEqual(
        expect.arrayContaining([
          `First name${priya.first_name}${priya.first_name}Priyanka`,
          `Organization roleLead${values.organization_role || '(empty)'}Lead`,
        ]),
      );
      expect(window.localStorage.getItem(key)).not.toBeNull();
      await view.user.click(within(panel).getByRole('button', { name: 'Apply my changes onto theirs' }));
      expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Priyanka');
      expect(screen.getByRole('combobox', { name: /Organization role/ })).toHaveValue(values.organization_role);
      await view.user.click(screen.getByRole('button', { name: 'Save first name' }));
      expect(await screen.findByText('Priyanka Raghunathan: first name saved')).toBeInTheDocument();
      expect(patches(view).map((p) => p.body)).toEqual([{ first_name: 'Priyanka' }]);
    },
    SLOW,
  );
});
