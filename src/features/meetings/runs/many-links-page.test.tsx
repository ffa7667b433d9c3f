// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeTarget } from '@/domain/links/link-targets';
import { forgetActivityCache, readActivity } from '@/lib/activity/log';
import { forgetRunsCache } from '@/lib/activity/runs';
import { renderApp } from '@/testing/render';

// One change to every link a filter picks, through the whole app against the sandbox: removing a
// host refuses, by name, each link they host alone, and sends one PATCH to each of the others.

type View = ReturnType<typeof renderApp>;
const seed = (view: View) => view.server.sandbox!.state().seed;
const linkPatches = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH' && r.path.includes('/meetings/'));

describe('changes across many links', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await forgetActivityCache();
    forgetRunsCache();
  });

  it('removes a host where others stay, refuses the links they host alone, one PATCH per link', async () => {
    // The picked links: every link of one active member (the sandbox is seeded the same each time).
    const probe = renderApp('/');
    const { members, meetings } = seed(probe);
    probe.unmount();
    const asleep = new Set(members.filter((m) => !m.active).map((m) => m.id));
    const host = members.find((m) => m.active && meetings.some((l) => l.hostIds.includes(m.id)))!;
    const theirs = meetings.filter((l) => l.hostIds.includes(host.id));
    const alone = theirs.filter((l) => l.hostIds.length === 1);
    const sent = theirs.filter((l) => l.hostIds.length > 1 && !l.hostIds.some((h) => asleep.has(h)));
    expect(alone.length).toBeGreaterThan(0);
    expect(sent.length).toBeGreaterThan(0);
    writeTarget('sandbox', { kind: 'all', hosts: [host.email], q: '' });

    const view = renderApp('/meetings/changes');
    await screen.findByText(`${theirs.length} links are picked.`, {}, { timeout: 20_000 });
    await view.user.click(screen.getByRole('radio', { name: 'Remove a host' }));
    const select = screen.getByRole('combobox', { name: 'Host to remove' });
    await view.user.click(select);
    await view.user.type(select, host.email.slice(0, 8));
    await view.user.click(await screen.findByRole('option', { name: new RegExp(host.email.replace('.', '\\.')) }));
    await view.user.click(screen.getByRole('button', { name: 'Preview the change' }));

    const run = await screen.findByRole('region', { name: /^Remove .* as a host on \d+ links?$/ }, { timeout: 20_000 });
    const refused = screen.getByRole('region', { name: /^Refused, not sent \(\d+\)$/ });
    for (const l of alone) expect(refused).toHaveTextContent(`${l.name}: `);
    expect(refused).toHaveTextContent('is its only host, and a link needs at least one');
    expect(within(within(run).getByRole('table')).getAllByRole('row')).toHaveLength(sent.length + 1);
    expect(linkPatches(view)).toEqual([]);

    await view.user.click(within(run).getByRole('button', { name: `Apply to ${sent.length} links` }));
    await waitFor(
      () => expect(within(run).getByRole('status')).toHaveTextContent(`${sent.length} of ${sent.length} links done`),
      { timeout: 30_000 },
    );
    const patches = linkPatches(view);
    expect(patches).toHaveLength(sent.length);
    expect(new Set(patches.map((p) => p.path)).size).toBe(sent.length);
    for (const l of sent) expect(seed(view).meetings.find((m) => m.sid === l.sid)!.hostIds).not.toContain(host.id);
    for (const l of alone) expect(seed(view).meetings.find((m) => m.sid === l.sid)!.hostIds).toEqual([host.id]);
    // Logged as a link's settings save is, so Activity's revert reads it the same way.
    expect(readActivity().filter((e) => e.resourceKind === 'link')).toHaveLength(sent.length);
    // The report stays until closed (a run goes on across screens); closed, the form is back.
    await view.user.click(within(run).getByRole('button', { name: 'Close the report' }));
    expect(await screen.findByRole('button', { name: 'Preview the change' })).toBeInTheDocument();
  }, 120_000);

  it('opens from the links list with the ticked links, and plans nothing before Preview', async () => {
    const view = renderApp('/meetings');
    const ticks = await screen.findAllByRole('checkbox', { name: /^Select (?!this page)/ }, { timeout: 20_000 });
    await view.user.click(ticks[0]!);
    await view.user.click(ticks[1]!);
    const bar = await screen.findByRole('region', { name: 'Selected links' });
    await view.user.click(within(bar).getByRole('button', { name: 'Change the links' }));
    await screen.findByRole('heading', { level: 1, name: 'Change many links' });
    await screen.findByText('2 links are picked.', {}, { timeout: 20_000 });
    expect(screen.queryByRole('region', { name: /as a host on/ })).not.toBeInTheDocument();
    // Nothing chosen: Preview says what is missing at the field and plans nothing.
    await view.user.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findByRole('combobox', { name: 'Host to add' })).toHaveAccessibleDescription(
      'Choose a member.',
    );
    expect(linkPatches(view)).toEqual([]);
  }, 60_000);
});
