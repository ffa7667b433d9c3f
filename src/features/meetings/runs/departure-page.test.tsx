// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetActivityCache } from '@/lib/activity/log';
import { forgetRunsCache } from '@/lib/activity/runs';
import { renderApp } from '@/testing/render';

// A member's departure through the whole app against the sandbox: the links only they host go to the
// colleague chosen (one link to another), the shared ones drop them, the member is deactivated, one
// PATCH per link; then Revert run from Activity puts every link and the member back.

type View = ReturnType<typeof renderApp>;
const seed = (view: View) => view.server.sandbox!.state().seed;
const linkPatches = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH' && r.path.includes('/meetings/'));

/** An active member who hosts two links or more alone and some with others, and two colleagues. */
function cast(view: View) {
  const { members, meetings } = seed(view);
  const hosted = (id: string) => meetings.filter((m) => m.hostIds.includes(id));
  const leaving = members.find(
    (m) =>
      m.active &&
      hosted(m.id).filter((l) => l.hostIds.length === 1).length > 1 &&
      hosted(m.id).some((l) => l.hostIds.length > 1),
  )!;
  const [to, other] = members.filter((m) => m.active && m.id !== leaving.id);
  const asleep = new Set(members.filter((m) => !m.active).map((m) => m.id));
  const all = hosted(leaving.id).map((l) => ({ ...l, hostIds: [...l.hostIds] }));
  // The workspace refuses a host list naming an inactive member: such a shared link is refused, named.
  const refused = all.filter((l) => l.hostIds.some((h) => asleep.has(h)));
  return { leaving, to: to!, other: other!, links: all.filter((l) => !refused.includes(l)), refused };
}

async function choose(view: View, label: string, who: { first_name: string; email: string }) {
  const input = screen.getByRole('combobox', { name: label });
  await view.user.click(input);
  await view.user.type(input, who.email.slice(0, 6));
  await view.user.click(await screen.findByRole('option', { name: new RegExp(who.email.replace('.', '\\.')) }));
}

describe('a member’s departure as a run', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await forgetActivityCache();
    forgetRunsCache();
  });

  it('hands over each link in one PATCH, names the links the workspace would refuse, and is put back by Revert run', async () => {
    const view = renderApp('/team-members');
    const { leaving, to, other, links, refused } = cast(view);
    expect(refused.length).toBeGreaterThan(0);
    const name = `${leaving.first_name} ${leaving.last_name}`;
    const sole = links.filter((l) => l.hostIds.length === 1);
    view.location.navigate(`/team-members/${leaving.id}/departure`);
    await screen.findByRole('heading', { level: 1, name: `Departure of ${name}` }, { timeout: 20_000 });
    const soleSection = await screen.findByRole('region', { name: 'Links only they host' }, { timeout: 20_000 });
    expect(within(soleSection).getAllByRole('rowheader')).toHaveLength(sole.length);
    // Their upcoming bookings, each a way to its own page.
    await screen.findByRole('region', { name: `Upcoming bookings of ${name}` });

    await choose(view, 'New host for each of these links', to);
    const firstSole = sole[0]!;
    await choose(view, `New host of ${firstSole.name}`, other);
    await view.user.click(screen.getByRole('checkbox', { name: `Deactivate ${name} once the links are sent` }));
    await view.user.click(screen.getByRole('button', { name: 'Preview the departure' }));

    const run = await screen.findByRole('region', { name: /^Departure of / }, { timeout: 20_000 });
    const notSent = screen.getByRole('region', { name: `Refused, not sent (${refused.length})` });
    for (const l of refused)
      expect(notSent).toHaveTextContent(
        new RegExp(`${l.name}: .* inactive member.*: change this link on its own page\\.`),
      );
    const table = within(run).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(links.length + 2);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row(firstSole.name)).toHaveTextContent(`Hosts after: ${other.email}`);
    expect(row(sole.at(-1)!.name)).toHaveTextContent(`Hosts after: ${to.email}`);
    expect(row(`Deactivate ${name}`)).toHaveTextContent('Active: yes → no');
    expect(linkPatches(view)).toEqual([]);

    await view.user.click(within(run).getByRole('button', { name: `Apply to ${links.length + 1} changes` }));
    await waitFor(
      () =>
        expect(within(run).getByRole('status')).toHaveTextContent(
          `${links.length + 1} of ${links.length + 1} changes done`,
        ),
      { timeout: 30_000 },
    );
    expect(linkPatches(view)).toHaveLength(links.length);
    const now = (sid: string) => seed(view).meetings.find((m) => m.sid === sid)!.hostIds;
    for (const l of links) {
      expect(now(l.sid)).not.toContain(leaving.id);
      if (l.hostIds.length > 1) expect(now(l.sid)).toEqual(l.hostIds.filter((h) => h !== leaving.id));
    }
    expect(now(firstSole.sid)).toEqual([other.id]);
    expect(seed(view).members.find((m) => m.id === leaving.id)!.active).toBe(false);

    await view.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Activity' }));
    await view.user.click(
      await screen.findByRole('button', { name: /^Revert run: Departure of / }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Revert “Departure of / });
    await within(dialog).findByRole('region', { name: `Put back (${links.length + 1})` }, { timeout: 20_000 });
    await view.user.click(
      within(dialog).getByRole('button', { name: `Prepare the revert of ${links.length + 1} rows` }),
    );
    await view.user.click(await within(dialog).findByRole('button', { name: `Apply to ${links.length + 1} rows` }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('status')).toHaveTextContent(
          `${links.length + 1} of ${links.length + 1} rows done`,
        ),
      { timeout: 30_000 },
    );
    for (const l of links) expect([...now(l.sid)].sort()).toEqual([...l.hostIds].sort());
    expect(seed(view).members.find((m) => m.id === leaving.id)!.active).toBe(true);
  }, 120_000);
});
