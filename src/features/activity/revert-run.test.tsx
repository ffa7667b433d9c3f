// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendActivity, forgetActivityCache, readActivity } from '@/lib/activity/log';
import { forgetRunsCache, recordRun } from '@/lib/activity/runs';
import { renderApp, TEST_ORIGIN } from '@/testing/render';

// A holidays run as Activity shows it: one line opening to its rows; "Revert run" reads each row's
// record again, puts back only the rows that still hold what the run set, lists the one changed
// since and leaves it alone, through the bulk runner.

type View = ReturnType<typeof renderApp>;
const year = new Date().getFullYear() + 1;
const D24 = `${year}-12-24`;
const D25 = `${year}-12-25`;
const api = (view: View, method: string, id: string, body?: unknown) =>
  view.server.fetch(
    new Request(`${TEST_ORIGIN}/sandbox/demo/api/external/v2/availabilities/${id}`, {
      method,
      headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const overridesOf = async (view: View, id: string) => {
  const { availability } = (await (await api(view, 'GET', id)).json()) as {
    availability: { overrides: { date: string; periods: { start_time: string; end_time: string }[] }[] };
  };
  return availability.overrides
    .filter((o) => o.date === D24 || o.date === D25)
    .map((o) => ({ date: o.date, periods: o.periods.map((p) => [p.start_time, p.end_time]) }));
};
/** The vendor's PATCH wants the weekly hours too: sent back as they are. */
async function setOverrides(view: View, id: string, overrides: unknown[]) {
  const { availability } = (await (await api(view, 'GET', id)).json()) as {
    availability: { periods: { wday: string; start_time: string; end_time: string }[] };
  };
  const periods = availability.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time }));
  const res = await api(view, 'PATCH', id, { periods, overrides });
  expect(res.status).toBe(200);
}
const patches = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH').length;

const ten2 = [{ start_time: '10:00 AM', end_time: '02:00 PM' }];
const nine12 = [{ start_time: '09:00 AM', end_time: '12:00 PM' }];
const sentByRun = [
  { date: D24, periods: nine12 },
  { date: D25, periods: [] },
];

describe('Revert run from Activity', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await forgetActivityCache();
    forgetRunsCache();
  });

  it('puts back the rows unchanged since the run, lists the changed one and leaves it alone', async () => {
    const view = renderApp('/activity');
    const [a0, a1, a2, a3] = view.server.sandbox!.state().availabilities.map((a) => a.id);
    // Before the run a0 had 10–2 on the 24th; the others nothing on either date.
    for (const id of [a0!, a1!, a2!]) await setOverrides(view, id, [{ date: D24 }, { date: D25 }]);
    await setOverrides(view, a0!, [{ date: D24, periods: ten2 }]);
    // The run: 24th 9–12, 25th off, on three of them (a3 failed).
    for (const id of [a0!, a1!, a2!]) await setOverrides(view, id, sentByRun);
    recordRun({
      id: 'run-xmas',
      workspaceId: 'sandbox',
      workspaceLabel: 'Sandbox workspace',
      kind: 'holidays',
      title: 'Holidays: Dec 24 9:00 AM–12:00 PM; Dec 25 unavailable',
      total: 4,
    });
    const log = (id: string, name: string, result: 'saved' | 'failed', before: unknown[]) =>
      appendActivity({
        workspaceId: 'sandbox',
        workspaceLabel: 'Sandbox workspace',
        resourceKind: 'availability',
        resourceId: id,
        action: 'update',
        what: `${name} · Working hours`,
        change: 'Dec 24 9:00 AM–12:00 PM, new; Dec 25 unavailable, new',
        before: { overrides: before },
        after: { overrides: sentByRun },
        result,
        runId: 'run-xmas',
      });
    log(a3!, 'Dee', 'failed', []);
    log(a2!, 'Cleo', 'saved', []);
    log(a1!, 'Bo', 'saved', []);
    log(a0!, 'Ana', 'saved', [{ date: D24, periods: ten2 }]);
    // Changed since the run: a2's 25th now has hours.
    await setOverrides(view, a2!, [{ date: D25, periods: [{ start_time: '08:00 AM', end_time: '09:00 AM' }] }]);

    const run = await screen.findByRole(
      'rowheader',
      { name: /^Holidays: Dec 24 9:00 AM–12:00 PM; Dec 25 unavailable/ },
      { timeout: 20_000 },
    );
    const line = run.closest('tr')!;
    expect(line).toHaveTextContent('Holidays run · 4 rows');
    expect(line).toHaveTextContent('3 saved, 1 failed');
    // One line until opened.
    expect(screen.queryByRole('rowheader', { name: /^Ana · Working hours/ })).not.toBeInTheDocument();
    await view.user.click(within(line).getByRole('button', { name: 'Show its 4 rows' }));
    expect(screen.getByRole('rowheader', { name: /^Ana · Working hours/ })).toBeInTheDocument();

    await view.user.click(within(line).getByRole('button', { name: /^Revert run: / }));
    const dialog = await screen.findByRole('dialog', { name: /^Revert “Holidays: / });
    const put = await within(dialog).findByRole('region', { name: 'Put back (2)' }, { timeout: 20_000 });
    expect(put).toHaveTextContent(
      'Ana · Working hours: Dec 24 9:00 AM–12:00 PM → 10:00 AM–2:00 PM; Dec 25 unavailable → no override',
    );
    expect(put).toHaveTextContent(
      'Bo · Working hours: Dec 24 9:00 AM–12:00 PM → no override; Dec 25 unavailable → no override',
    );
    const changed = within(dialog).getByRole('region', { name: 'Changed since the run: left as it is (1)' });
    expect(changed).toHaveTextContent(
      'Cleo · Working hours: Changed since the run: Dec 25 is now 8:00 AM–9:00 AM, the run set unavailable.',
    );
    expect(within(dialog).queryByText(/Dee/)).not.toBeInTheDocument();

    const before = patches(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Prepare the revert of 2 rows' }));
    expect(patches(view)).toBe(before);
    await view.user.click(await within(dialog).findByRole('button', { name: 'Apply to 2 rows' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 of 2 rows done'), {
      timeout: 20_000,
    });
    expect(patches(view)).toBe(before + 2);

    expect(await overridesOf(view, a0!)).toEqual([{ date: D24, periods: [['10:00 AM', '02:00 PM']] }]);
    expect(await overridesOf(view, a1!)).toEqual([]);
    expect(await overridesOf(view, a2!)).toEqual([
      { date: D24, periods: [['09:00 AM', '12:00 PM']] },
      { date: D25, periods: [['08:00 AM', '09:00 AM']] },
    ]);
    // The revert is a run of its own in Activity, its rows revertible in the same shape.
    await waitFor(() => expect(readActivity().filter((e) => e.change?.startsWith('Revert: '))).toHaveLength(2));
    expect(readActivity()[0]).toMatchObject({
      result: 'saved',
      before: { overrides: expect.any(Array) },
      after: { overrides: expect.any(Array) },
    });
  }, 90_000);

  it('a 429 on reading the rows again is waited out as every read is: counted down, then read again', async () => {
    let refused = 0;
    let allow = false;
    const view = renderApp('/activity', {
      intercept: async (req, next) => {
        const reading = req.method === 'GET' && /\/availabilities\/[^/?]+$/.test(new URL(req.url).pathname);
        if (!reading || allow) return next(req);
        refused++;
        return new Response(JSON.stringify({ error: 'Too many requests' }), {
          status: 429,
          headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
        });
      },
    });
    const [a0] = view.server.sandbox!.state().availabilities.map((a) => a.id);
    await setOverrides(view, a0!, sentByRun);
    recordRun({
      id: 'run-wait',
      workspaceId: 'sandbox',
      workspaceLabel: 'Sandbox workspace',
      kind: 'holidays',
      title: 'Holidays: Dec 25 unavailable',
      total: 1,
    });
    appendActivity({
      workspaceId: 'sandbox',
      workspaceLabel: 'Sandbox workspace',
      resourceKind: 'availability',
      resourceId: a0!,
      action: 'update',
      what: 'Ana · Working hours',
      change: 'Dec 25 unavailable, new',
      before: { overrides: [] },
      after: { overrides: sentByRun },
      result: 'saved',
      runId: 'run-wait',
    });
    const run = await screen.findByRole('rowheader', { name: /^Holidays: Dec 25 unavailable/ }, { timeout: 20_000 });
    await view.user.click(within(run.closest('tr')!).getByRole('button', { name: /^Revert run: / }));
    const dialog = await screen.findByRole('dialog', { name: /^Revert “Holidays: / });
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('The workspace asked Slotboard to wait');
    expect(alert).toHaveTextContent(/Trying again in (1 h|59 min 5\d s)/);
    expect(refused).toBe(1);
    // Nothing is offered to put back while the rows are unread.
    expect(within(dialog).queryByRole('button', { name: /^Prepare the revert/ })).not.toBeInTheDocument();
    allow = true;
    await view.user.click(within(alert).getByRole('button', { name: 'Try now' }));
    expect(await within(dialog).findByRole('region', { name: 'Put back (1)' }, { timeout: 20_000 })).toHaveTextContent(
      'Ana · Working hours',
    );
  }, 60_000);
});
