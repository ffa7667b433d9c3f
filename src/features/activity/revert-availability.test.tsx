// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendActivity, forgetActivityCache, readActivity } from '@/lib/activity/log';
import { renderApp, TEST_ORIGIN } from '@/testing/render';

type View = ReturnType<typeof renderApp>;
const SLOW = 60_000;
const patches = (view: View) => (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH');

async function patchDirectly(view: View, id: string, body: unknown) {
  const res = await view.server.fetch(
    new Request(`${TEST_ORIGIN}/sandbox/demo/api/external/v2/availabilities/${id}`, {
      method: 'PATCH',
      headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(res.status).toBe(200);
}

const before = { periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }], overrides: [] };

describe('revert an availability edit from Activity', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await forgetActivityCache();
  });

  it(
    'shows now → before, sends nothing when it changed again meanwhile, then reverts and logs the revert',
    async () => {
      const view = renderApp('/activity');
      const record = view.server.sandbox!.state().availabilities[0]!;
      await patchDirectly(view, record.id, {
        periods: [{ wday: 'tuesday', start_time: '10:00 AM', end_time: '02:00 PM' }],
      });
      appendActivity({
        workspaceId: 'sandbox',
        workspaceLabel: 'Sandbox workspace',
        resourceKind: 'availability',
        resourceId: record.id,
        action: 'update',
        what: 'Availability “Working hours”',
        change: 'Mon 9:00 AM–5:00 PM → unavailable',
        before,
        after: {},
        result: 'saved',
      });
      await view.user.click(await screen.findByRole('button', { name: /^Revert: Availability/ }, { timeout: 20_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
      const region = await within(dialog).findByRole('region', { name: 'Reverting will change' }, { timeout: 20_000 });
      expect(within(region).getByText('Monday')).toBeInTheDocument();
      expect(within(region).getByText('Tuesday')).toBeInTheDocument();

      await patchDirectly(view, record.id, {
        periods: [{ wday: 'friday', start_time: '10:00 AM', end_time: '02:00 PM' }],
      });
      const sent = patches(view).length;
      await view.user.click(within(dialog).getByRole('button', { name: 'Revert' }));
      expect(await within(dialog).findByText(/changed again while this was open/)).toBeInTheDocument();
      expect(patches(view)).toHaveLength(sent);
      expect(within(region).getByText('Friday')).toBeInTheDocument();

      await view.user.click(within(dialog).getByRole('button', { name: 'Revert' }));
      expect(
        await within(dialog).findByText(/Reverted: the workspace now holds Mon 9:00 AM–5:00 PM/, undefined, {
          timeout: 20_000,
        }),
      ).toBeInTheDocument();
      expect(patches(view)).toHaveLength(sent + 1);
      await waitFor(() =>
        expect(readActivity()[0]).toMatchObject({
          resourceId: record.id,
          result: 'saved',
          change: expect.stringMatching(/^Revert: /),
        }),
      );
    },
    SLOW,
  );
});
