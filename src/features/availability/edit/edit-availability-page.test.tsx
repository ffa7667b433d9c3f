// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readActivity } from '@/lib/activity/log';
import { renderApp, TEST_ORIGIN } from '@/testing/render';

type View = ReturnType<typeof renderApp>;
const SLOW = 60_000;
const patches = (view: View) => (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH');

/** A seeded availability with weekly hours. */
function seeded(view: View) {
  const record = view.server.sandbox!.state().availabilities.find((a) => a.periods.length > 0);
  if (!record) throw new Error('the sandbox seeds availabilities with hours');
  return record;
}

/** Someone else's save, straight to the workspace, while the page is open. */
async function theirSave(view: View, id: string, body: unknown) {
  const res = await view.server.fetch(
    new Request(`${TEST_ORIGIN}/sandbox/demo/api/external/v2/availabilities/${id}`, {
      method: 'PATCH',
      headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(res.status).toBe(200);
}

const section = (name: string) => screen.getByRole('region', { name });

async function openAndClear(view: View) {
  await screen.findByRole('button', { name: 'Clear all' }, { timeout: 20_000 });
  expect(within(section('What saving will change')).getByText(/No changes yet/)).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Clear all' }));
  expect(within(section('What saving will change')).getAllByRole('listitem').length).toBeGreaterThan(0);
}

describe('edit an availability in place', () => {
  it(
    'a change saved by someone else after loading is shown beside yours, and nothing is sent until the admin overwrites',
    async () => {
      const view = renderApp('/availabilities/placeholder');
      const record = seeded(view);
      view.location.navigate(`/availabilities/${record.id}`);
      await openAndClear(view);
      await theirSave(view, record.id, { periods: [{ wday: 'sunday', start_time: '08:00 AM', end_time: '09:00 AM' }] });

      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      const alert = await screen.findByRole('alert', { name: /This availability changed since you opened it/ });
      expect(patches(view)).toHaveLength(1);
      expect(
        within(within(alert).getByRole('region', { name: 'Their change' })).getByText('Sunday'),
      ).toBeInTheDocument();
      expect(
        within(within(alert).getByRole('region', { name: 'Saving yours over theirs would change' })).getByText(
          'Sunday',
        ),
      ).toBeInTheDocument();
      // Saving again without choosing shows the conflict again instead of sending.
      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(screen.getByRole('alert', { name: /changed since you opened it/ })).toHaveFocus());
      expect(patches(view)).toHaveLength(1);

      await view.user.click(within(alert).getByRole('button', { name: 'Overwrite with mine' }));
      expect(
        await screen.findByText(/Saved: the workspace now holds no weekly hours/, undefined, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(patches(view)).toHaveLength(2);
      expect(view.server.sandbox!.state().availabilities.find((a) => a.id === record.id)!.periods).toEqual([]);
      const logged = readActivity()[0]!;
      expect(logged).toMatchObject({
        resourceKind: 'availability',
        resourceId: record.id,
        action: 'update',
        result: 'saved',
      });
      expect(logged.before).toMatchObject({
        periods: [{ wday: 'sunday', start_time: '08:00 AM', end_time: '09:00 AM' }],
      });
    },
    SLOW,
  );

  it(
    'a save applied but answered with a 502 is "may have been saved", then confirmed by reading back, never sent twice',
    async () => {
      const view = renderApp('/availabilities/placeholder', {
        // The workspace applies the PATCH, then the answer is lost behind a failing gateway.
        intercept: async (req, next) => {
          const res = await next(req);
          return req.method === 'PATCH' ? new Response('Bad gateway', { status: 502 }) : res;
        },
      });
      const record = seeded(view);
      view.location.navigate(`/availabilities/${record.id}`);
      await openAndClear(view);
      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText(/Saved: the workspace now holds no weekly hours/, undefined, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(patches(view)).toHaveLength(1);
      expect(readActivity()[0]).toMatchObject({
        resourceId: record.id,
        result: 'saved',
        detail: 'Confirmed by reading back.',
      });
    },
    SLOW,
  );

  it(
    'a refusal lands on the range it concerns, and the same hours are not sent again until they change',
    async () => {
      let sent = 0;
      const view = renderApp('/availabilities/placeholder', {
        intercept: async (req, next) => {
          if (req.method !== 'PATCH') return next(req);
          sent++;
          const body = (await req.json()) as { periods: { wday: string }[] };
          const at = body.periods.findIndex((p) => p.wday === 'saturday');
          return Response.json(
            { error: 'Not on Saturdays', errors: { [`periods.${at}.start_time`]: ['Not on Saturdays'] } },
            { status: 422 },
          );
        },
      });
      const record = seeded(view);
      view.location.navigate(`/availabilities/${record.id}`);
      await screen.findByRole('button', { name: 'Clear all' }, { timeout: 20_000 });
      await view.user.click(screen.getByRole('switch', { name: 'Saturday' }));
      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findAllByText(/Not on Saturdays/)).not.toHaveLength(0);
      const range = screen.getByRole('group', { name: 'Saturday, range 1' });
      await waitFor(() =>
        expect(
          within(range)
            .getAllByRole('textbox')
            .some((t) => t.getAttribute('aria-invalid') === 'true'),
        ).toBe(true),
      );
      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(document.activeElement?.closest('[role="group"]')).toBe(range));
      expect(sent).toBe(1);
    },
    SLOW,
  );

  it(
    '"Use theirs and reapply" keeps their weekday, puts yours on top, and sends only after a second save',
    async () => {
      const view = renderApp('/availabilities/placeholder');
      const record = seeded(view);
      view.location.navigate(`/availabilities/${record.id}`);
      await screen.findByRole('button', { name: 'Clear all' }, { timeout: 20_000 });
      await view.user.click(screen.getByRole('switch', { name: 'Saturday' }));
      const theirs = [{ wday: 'sunday', start_time: '08:00 AM', end_time: '09:00 AM' }];
      await theirSave(view, record.id, { periods: theirs });

      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      const alert = await screen.findByRole('alert', { name: /changed since you opened it/ });
      await view.user.click(within(alert).getByRole('button', { name: 'Use theirs and reapply my changes' }));
      expect(screen.queryByRole('alert', { name: /changed since you opened it/ })).not.toBeInTheDocument();
      expect(patches(view)).toHaveLength(1);
      const pending = within(section('What saving will change'));
      expect(pending.getByText('Saturday')).toBeInTheDocument();
      expect(pending.queryByText('Sunday')).not.toBeInTheDocument();

      await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText(/Saved: the workspace now holds/, undefined, { timeout: 20_000 }),
      ).toBeInTheDocument();
      const held = view.server.sandbox!.state().availabilities.find((a) => a.id === record.id)!;
      expect(held.periods.some((p) => p.wday === 'sunday')).toBe(true);
      expect(held.periods.some((p) => p.wday === 'saturday')).toBe(true);
    },
    SLOW,
  );
});

describe('a draft of an availability', () => {
  it(
    'made on hours changed since is shown beside them, not restored; keeping theirs drops it and sends nothing',
    async () => {
      const view = renderApp('/availabilities/placeholder');
      const record = seeded(view);
      view.location.navigate(`/availabilities/${record.id}`);
      await openAndClear(view);
      view.unmount();
      // Reopened later, after someone else changed the hours: the draft's basis is no longer what is held.
      const again = renderApp('/availabilities/placeholder');
      await theirSave(again, record.id, {
        periods: [{ wday: 'sunday', start_time: '08:00 AM', end_time: '09:00 AM' }],
      });
      again.location.navigate(`/availabilities/${record.id}`);
      const stale = await screen.findByRole(
        'alert',
        { name: 'Your draft was made on hours that have changed since' },
        { timeout: 20_000 },
      );
      expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
      expect(within(stale).getByRole('region', { name: 'What the workspace holds now' })).toHaveTextContent(
        'Sun 8:00 AM–9:00 AM',
      );
      expect(within(stale).getByRole('region', { name: 'Your draft' })).toHaveTextContent('no weekly hours');
      expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
      await again.user.click(within(stale).getByRole('button', { name: 'Keep theirs, drop my draft' }));
      expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
      expect(within(section('What saving will change')).getByText(/No changes yet/)).toBeInTheDocument();
      expect(
        Object.keys(window.localStorage).filter((k) => k.startsWith('slotboard.draft.availability-edit.')),
      ).toEqual([]);
      // Theirs alone: the page sent nothing.
      expect(patches(again)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'says an override’s hours in the zone the weekly hours are shown in, as well as the member’s',
    async () => {
      const view = renderApp('/availabilities/placeholder');
      const state = view.server.sandbox!.state();
      const londoners = new Set(state.seed.members.filter((m) => m.time_zone === 'Europe/London').map((m) => m.id));
      const record = state.availabilities.find((a) => londoners.has(a.memberId));
      if (!record) throw new Error('the sandbox seeds a member in London');
      await theirSave(view, record.id, {
        periods: [],
        overrides: [
          { date: '2026-12-25', periods: [{ wday: 'friday', start_time: '08:00 PM', end_time: '11:00 PM' }] },
        ],
      });
      view.location.navigate(`/availabilities/${record.id}`);
      const overrides = await screen.findByRole('region', { name: 'Date overrides' }, { timeout: 20_000 });
      expect(overrides).not.toHaveTextContent(/In Asia\/Kolkata/);
      const showIn = screen.getByRole('combobox', { name: 'Show in' });
      await view.user.click(showIn);
      await view.user.clear(showIn);
      await view.user.type(showIn, 'Kolkata');
      await waitFor(() =>
        expect(screen.getAllByRole('option', { name: /Asia\/Kolkata/, hidden: true }).length).toBeGreaterThan(0),
      );
      await view.user.keyboard('{ArrowDown}{Enter}');
      expect(showIn).toHaveValue('Asia/Kolkata (UTC+05:30)');
      // London is on GMT in December: 8 PM–11 PM on the 25th is 1:30 AM–4:30 AM on the 26th in Kolkata.
      expect(
        await within(overrides).findByText(
          /^In Asia\/Kolkata, where the weekly hours are shown: Sat Dec 26 1:30 AM–4:30 AM$/,
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});
