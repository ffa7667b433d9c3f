// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../sandbox/seed';
import { renderApp } from '@/testing/render';

// The "Add members" screen against the sandbox: each typed address checked before sending, one POST
// per intent, and the workspace's one answer said address by address from the member list read back.

const priya = createSeed().members.find((m) => m.first_name === 'Priya')!;
const SLOW = 40_000;
type View = ReturnType<typeof renderApp>;
const posts = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter(
    (r) => r.method === 'POST' && r.path.endsWith('/v1/team_members'),
  );
const isPost = (req: Request) => req.method === 'POST' && new URL(req.url).pathname.endsWith('/v1/team_members');
const answered = (label: string) =>
  within(screen.getByRole('list', { name: 'What the workspace answered' })).getByText(label);

const open = () => screen.findByRole('textbox', { name: 'Addresses' }, { timeout: 15_000 });

describe('adding members', () => {
  it(
    'names bad addresses, repeats and members before sending, sends the new ones once, and says each one’s answer',
    async () => {
      const view = renderApp('/team-members/new');
      const field = await open();
      await view.user.click(field);
      await view.user.paste(
        `ada.new@example.com, bad@\nAda.New@example.com; ${priya.email.toUpperCase()} "New, Cy" <cy.new@example.com>`,
      );
      const typed = within(screen.getByRole('list', { name: 'Addresses typed' }));
      expect(typed.getByText(/This is not an email address/).closest('li')).toHaveTextContent('bad@');
      expect(typed.getByText(/Typed again: it is sent once, as “ada.new@example.com”/)).toBeInTheDocument();
      expect(typed.getByText(/Already a member: Priya/)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(/not an email address: “bad@”; 1 typed twice; 1 already a member/);
      expect(field).not.toHaveAttribute('aria-invalid', 'true');

      const add = screen.getByRole('button', { name: 'Add 2 members' });
      await view.user.dblClick(add);
      expect(await screen.findByText('2 of 2 members added', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(answered('ada.new@example.com').closest('li')).toHaveTextContent('Added');
      expect(answered('cy.new@example.com').closest('li')).toHaveTextContent('Added');
      // One request for the intent, the double click included; its body as the vendor documents it.
      expect(posts(view).map((p) => p.body)).toEqual([
        { emails: ['ada.new@example.com', 'cy.new@example.com'], organization_role: 'Standard' },
      ]);
      // What still needs the admin stays: the bad address, nothing added twice.
      expect(field).toHaveValue('bad@');
      const members = view.server.sandbox?.state().seed.members ?? [];
      expect(members.filter((m) => m.email === 'ada.new@example.com')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'says a refusal at each address in the workspace’s words, keeping what was typed',
    async () => {
      const view = renderApp('/team-members/new', {
        intercept: async (req, next) =>
          isPost(req)
            ? Response.json(
                { error: 'Emails are invalid', errors: { 'emails[1]': ['b.new@example.com is not allowed here'] } },
                { status: 400 },
              )
            : next(req),
      });
      const field = await open();
      await view.user.click(field);
      await view.user.paste('a.new@example.com b.new@example.com');
      await view.user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'Manager');
      await view.user.click(screen.getByRole('button', { name: 'Add 2 members' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Not added');
      expect(answered('a.new@example.com').closest('li')).toHaveTextContent(
        'The workspace refused the request: Emails are invalid',
      );
      expect(answered('b.new@example.com').closest('li')).toHaveTextContent('b.new@example.com is not allowed here');
      expect(field).toHaveValue('a.new@example.com b.new@example.com');
      expect(screen.getByRole('combobox', { name: /Role/ })).toHaveValue('Manager');
    },
    SLOW,
  );

  it(
    'reads the member list back after a dropped answer: added where it shows them, “may have been added” where not',
    async () => {
      const sent: string[][] = [];
      const view = renderApp('/team-members/new', {
        intercept: async (req, next) => {
          if (!isPost(req)) return next(req);
          // Applied for the first address only, then the connection drops before any answer.
          const body = (await req.clone().json()) as { emails: string[] };
          sent.push(body.emails);
          await next(new Request(req, { body: JSON.stringify({ ...body, emails: body.emails.slice(0, 1) }) }));
          throw new TypeError('Failed to fetch');
        },
      });
      const field = await open();
      await view.user.click(field);
      await view.user.paste('seen.new@example.com\nlost.new@example.com');
      await view.user.click(screen.getByRole('button', { name: 'Add 2 members' }));
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      await waitFor(() => expect(alert).toHaveTextContent('Not every address shows in the member list'));
      expect(answered('seen.new@example.com').closest('li')).toHaveTextContent('Added');
      expect(answered('lost.new@example.com').closest('li')).toHaveTextContent(
        /May have been added.*The member list does not show this address/,
      );
      expect(field).toHaveValue('seen.new@example.com\nlost.new@example.com');
      // Sent again only on the admin's word, and only what the list does not show: the other is a member now.
      expect(screen.getByRole('button', { name: 'Add 1 member' })).toBeInTheDocument();
      await view.user.click(within(alert).getByRole('button', { name: 'Send again' }));
      expect(await screen.findByText('1 of 1 member added', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(sent).toEqual([['seen.new@example.com', 'lost.new@example.com'], ['lost.new@example.com']]);
      expect(answered('lost.new@example.com').closest('li')).toHaveTextContent('Added');
    },
    SLOW,
  );

  it(
    'trusts no 200 it cannot read: the list read back says who was added',
    async () => {
      const view = renderApp('/team-members/new', {
        intercept: async (req, next) => {
          if (!isPost(req)) return next(req);
          await next(req);
          return new Response('<html>Users added</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
        },
      });
      await view.user.click(await open());
      await view.user.paste('odd.new@example.com');
      await view.user.click(screen.getByRole('button', { name: 'Add 1 member' }));
      expect(await screen.findByText('1 of 1 member added', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('Reading the member list back shows them.')).toBeInTheDocument();
      expect(answered('odd.new@example.com').closest('li')).toHaveTextContent('Added');
    },
    SLOW,
  );

  it(
    'learns from a 405 that the workspace does not offer it, and says so in one sentence where the action was',
    async () => {
      const view = renderApp('/team-members/new', {
        intercept: async (req, next) =>
          isPost(req) ? Response.json({ error: 'Method not allowed' }, { status: 405 }) : next(req),
      });
      const field = await open();
      await view.user.click(field);
      await view.user.paste('x.new@example.com');
      await view.user.click(screen.getByRole('button', { name: 'Add 1 member' }));
      expect(
        await screen.findByText('This workspace does not offer adding members through its API: add them in NeetoCal.'),
      ).toBeInTheDocument();
      await view.user.click(screen.getByRole('link', { name: /Team members/, current: false }));
      expect(await screen.findByRole('heading', { name: 'Team members', level: 1 })).toBeInTheDocument();
      expect(screen.getByText(/does not offer adding members/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Add members' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'keeps what was typed across a reload, as every draft, and the list offers the screen',
    async () => {
      const first = renderApp('/team-members');
      await first.user.click(await screen.findByRole('link', { name: 'Add members' }, { timeout: 15_000 }));
      const field = await open();
      await first.user.type(field, 'kept.new@example.com');
      first.unmount();
      const view = renderApp('/team-members/new');
      expect(await open()).toHaveValue('kept.new@example.com');
      expect(screen.getByText('Draft restored')).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: 'Discard the draft' }));
      expect(screen.getByRole('textbox', { name: 'Addresses' })).toHaveValue('');
    },
    SLOW,
  );

  it(
    'copies a colleague’s weekly hours to the members just added, one create each, and the sandbox holds them',
    async () => {
      const view = renderApp('/team-members/new');
      await view.user.click(await open());
      await view.user.paste('h1.new@example.com h2.new@example.com');
      await view.user.click(screen.getByRole('button', { name: 'Add 2 members' }));
      expect(await screen.findByText('2 of 2 members added', {}, { timeout: 10_000 })).toBeInTheDocument();
      const copy = within(screen.getByRole('region', { name: 'Give the new members a colleague’s hours' }));
      await view.user.selectOptions(copy.getByRole('combobox', { name: 'Colleague' }), priya.id);
      await view.user.click(copy.getByRole('button', { name: 'Preview their hours for 2 members' }));
      const apply = await screen.findByRole('button', { name: 'Apply to 2 new members' }, { timeout: 10_000 });
      await view.user.dblClick(apply);
      expect(await screen.findByText(/2 of 2 new members done/, {}, { timeout: 10_000 })).toBeInTheDocument();
      const state = view.server.sandbox!.state();
      const creates = state.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/v2/availabilities'));
      expect(creates.map((r) => (r.body as { email: string }).email)).toEqual([
        'h1.new@example.com',
        'h2.new@example.com',
      ]);
      const source =
        state.availabilities.find((a) => a.memberId === priya.id && a.isDefault) ??
        state.availabilities.find((a) => a.memberId === priya.id)!;
      for (const email of ['h1.new@example.com', 'h2.new@example.com']) {
        const member = state.seed.members.find((m) => m.email === email)!;
        const made = state.availabilities.filter((a) => a.memberId === member.id);
        expect(made.map((a) => a.name)).toEqual([source.name]);
        // Both new members are in UTC; the same moments as the colleague's week, so as many minutes.
        const minutes = (ps: { start: number; end: number }[]) => ps.reduce((n, p) => n + p.end - p.start, 0);
        expect(minutes(made[0]!.periods)).toBe(minutes(source.periods));
      }
    },
    SLOW,
  );
});
