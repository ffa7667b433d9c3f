// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../../sandbox/seed';
import { forgetActivityCache, readActivity } from '@/lib/activity/log';
import { connectHostileWorkspace } from '@/testing/hostile-workspace';
import { renderApp, type RenderAppOptions } from '@/testing/render';

// A new link, from scratch or from a template, against the sandbox: one request per intent, checked at
// the fields, "may have been created" read back by its slug, and the new link's page after.

const seed = createSeed();
const template = seed.meetings.find((m) => m.is_template && /^[\w #]+$/.test(m.name))!;
const host = seed.members.find((m) => m.active && /^[A-Za-z]+$/.test(m.first_name))!;
const taken = seed.meetings[0]!.slug;

type View = ReturnType<typeof renderApp>;
const posts = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'POST' && r.path.endsWith('/v1/meetings'));
const SLOW = 60_000;
const DRAFT_KEY = 'slotboard.draft.link-new.sandbox';

async function open(options?: RenderAppOptions) {
  const view = renderApp('/meetings/new', options);
  const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 20_000 });
  return { view, name };
}

async function fillIn(view: View, name: string) {
  await view.user.type(screen.getByRole('textbox', { name: /^Name/ }), name);
  await view.user.type(screen.getByRole('combobox', { name: /^Hosts/ }), host.first_name);
  await view.user.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: new RegExp(`^Remove host .*${host.email}`) })).toBeInTheDocument(),
  );
}

describe('a new link', () => {
  it(
    'from a template: its settings are copied, one POST carries the template and what the admin entered, then the new link’s page opens',
    async () => {
      const { view } = await open();
      const start = screen.getByRole('combobox', { name: /^Start from/ });
      await waitFor(() =>
        expect(within(start).getByRole('option', { name: `Template: ${template.name}` })).toBeInTheDocument(),
      );
      await view.user.selectOptions(start, `Template: ${template.name}`);
      const duration = screen.getByRole('textbox', { name: /^Duration/ });
      const minutes = template.durations.find((d) => d.is_default)!.duration;
      expect(duration).toHaveValue(String(minutes));
      await fillIn(view, 'Onboarding call');
      expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveAccessibleDescription(/“onboarding-call”/);
      // Two clicks in one gesture: one request.
      const create = screen.getByRole('button', { name: 'Create link' });
      await view.user.dblClick(create);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Onboarding call' }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(posts(view).map((p) => p.body)).toEqual([
        {
          template_id: template.id,
          name: 'Onboarding call',
          slug: 'onboarding-call',
          hosts: [host.email.toLowerCase()],
          duration: minutes,
        },
      ]);
      const made = view.server.sandbox!.state().seed.meetings[0]!;
      expect(view.location.history.at(-1)).toBe(`/meetings/${made.sid}`);
      // The draft the form kept while it was filled in is gone with the create.
      expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    },
    SLOW,
  );

  it(
    'a template gone since it was listed is said at “Start from”; its 404 does not hide the form as a missing route',
    async () => {
      const { view } = await open();
      const start = screen.getByRole('combobox', { name: /^Start from/ });
      await waitFor(() =>
        expect(within(start).getByRole('option', { name: `Template: ${template.name}` })).toBeInTheDocument(),
      );
      await view.user.selectOptions(start, `Template: ${template.name}`);
      view.server.sandbox!.state().seed.meetings.find((m) => m.id === template.id)!.is_template = false;
      await fillIn(view, 'Orphan');
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      await waitFor(() => expect(start).toHaveAccessibleDescription(/no longer has this template/));
      expect(screen.getByRole('button', { name: 'Create link' })).toBeInTheDocument();
      expect(posts(view)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'checks every field before sending, and says a taken slug at the slug field in the workspace’s words',
    async () => {
      const { view, name } = await open();
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(name).toHaveAccessibleDescription(/Give the link a name/);
      expect(name).toHaveFocus();
      expect(screen.getByRole('combobox', { name: /^Hosts/ })).toHaveAccessibleDescription(
        /A link needs at least one host/,
      );
      const duration = screen.getByRole('textbox', { name: /^Duration/ });
      await view.user.clear(duration);
      await view.user.type(duration, '1441');
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      await waitFor(() => expect(duration).toHaveAttribute('aria-invalid', 'true'));
      expect(duration).toHaveAccessibleDescription(/whole number of minutes from 1 to 1440/);
      await view.user.clear(duration);
      await view.user.type(duration, '45');
      await view.user.selectOptions(screen.getByRole('combobox', { name: /^Place/ }), 'In person');
      await fillIn(view, 'Site visit');
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      const address = screen.getByRole('textbox', { name: /^Address/ });
      await waitFor(() => expect(address).toHaveAccessibleDescription(/Give the address/));
      expect(posts(view)).toHaveLength(0);

      await view.user.type(address, '1 Main St');
      const slug = screen.getByRole('textbox', { name: /^Slug/ });
      await view.user.type(slug, taken);
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
      expect(slug).toHaveAccessibleDescription(/Slug has already been taken/);
      expect(posts(view).map((p) => p.body)).toEqual([
        {
          name: 'Site visit',
          slug: taken,
          hosts: [host.email.toLowerCase()],
          duration: 45,
          kind: 'one_on_one',
          spots: [{ spot: 'in_person', is_default: true, in_person_location: '1 Main St' }],
        },
      ]);
    },
    SLOW,
  );

  it(
    'an answer lost after the link was made: "may have been created", read back by its slug, and its page opens without a second create',
    async () => {
      const { view } = await open({
        intercept: async (req, next) => {
          const res = await next(req);
          return req.method === 'POST' && new URL(req.url).pathname.endsWith('/v1/meetings')
            ? new Response('upstream timed out', { status: 504 })
            : res;
        },
      });
      await fillIn(view, 'Lost answer');
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Lost answer' }, { timeout: 20_000 })).toBeTruthy();
      expect(posts(view)).toHaveLength(1);
      const reads = (view.server.sandbox?.state().requests ?? []).filter(
        (r) => r.method === 'GET' && r.query.includes('search=lost-answer'),
      );
      expect(reads.length).toBeGreaterThan(0);
      // Activity names the link reading back found, and keeps the entry once read again.
      const made = view.server.sandbox!.state().seed.meetings[0]!;
      await forgetActivityCache();
      expect(readActivity()[0]).toMatchObject({
        action: 'create',
        resourceId: made.sid,
        result: 'saved',
        detail: 'Confirmed by reading back.',
      });
    },
    SLOW,
  );

  it(
    'an answer lost before the link was made: reading back does not find it, a plain submit sends nothing, "Create again" sends once more',
    async () => {
      const { view } = await open();
      await fillIn(view, 'Not made');
      view.server.sandbox
        ?.state()
        .faults.push({ path: '/api/external/v1/meetings', method: 'POST', times: 1, status: 503 });
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      const outcome = await screen.findByRole('alert');
      await waitFor(() => expect(outcome).toHaveTextContent('Not found: it was not created'));
      expect(outcome).toHaveTextContent('No link of the workspace has the slug “not-made”');
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      expect(posts(view)).toHaveLength(1);
      await view.user.click(within(outcome).getByRole('button', { name: 'Create again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Not made' }, { timeout: 20_000 })).toBeTruthy();
      expect(posts(view)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'a workspace without templates starts from scratch, said in one sentence; one without creates hides the form with one sentence',
    async () => {
      const { view } = await open({
        server: {
          hosts: ['slotboard.test'],
          sandbox: { seed: { capabilities: { linkTemplates: false, linkCreate: false } } },
        },
      });
      expect(
        await screen.findByText(/does not list its templates through its API, so new links start from scratch/),
      ).toBeInTheDocument();
      await fillIn(view, 'Nowhere');
      await view.user.click(screen.getByRole('button', { name: 'Create link' }));
      expect(await screen.findByText(/does not take new links through its API/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
      expect(posts(view)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'keeps a draft across a reload, said as restored, and forgets it on Discard',
    async () => {
      const first = await open();
      await fillIn(first.view, 'Half done');
      await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Half done'));
      first.view.unmount();
      const { view, name } = await open();
      expect(screen.getByText('Draft restored')).toBeInTheDocument();
      expect(name).toHaveValue('Half done');
      expect(screen.getByRole('button', { name: new RegExp(`^Remove host .*${host.email}`) })).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: 'Discard the draft' }));
      expect(name).toHaveValue('');
      expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
      expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    },
    SLOW,
  );

  it(
    'the links page leads here',
    async () => {
      const view = renderApp('/meetings');
      await view.user.click(await screen.findByRole('link', { name: 'New link' }, { timeout: 20_000 }));
      expect(await screen.findByRole('heading', { level: 1, name: 'New scheduling link' })).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('a new link on the hostile workspace', () => {
  it(
    'a template without an id is named as not readable, one without a name offered by its sid, and nothing breaks',
    async () => {
      connectHostileWorkspace();
      renderApp('/meetings/new');
      const start = await screen.findByRole('combobox', { name: /^Start from/ }, { timeout: 20_000 });
      await waitFor(() =>
        expect(within(start).getByRole('option', { name: 'Template: Hostile template 7' })).toBeInTheDocument(),
      );
      expect(within(start).getByRole('option', { name: 'Template: ht9 (name not readable)' })).toBeInTheDocument();
      expect(within(start).getAllByRole('option')).toHaveLength(3);
      expect(screen.getByText(/Not readable: “Template without an id”/)).toBeInTheDocument();
    },
    SLOW,
  );
});
