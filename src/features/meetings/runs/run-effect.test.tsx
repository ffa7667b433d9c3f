// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { linkOf } from '@/domain/links/link-filter';
import { writeTarget } from '@/domain/links/link-targets';
import { meetingSchema } from '@/api/meetings/schemas';
import { renderApp } from '@/testing/render';

// A run over links shows its effect on bookable times as a single settings save does: each link as
// its body would make it, estimated before, and the workspace's own slots read back after the run.

afterEach(() => window.localStorage.clear());

describe('effect on bookable times of a run over links', () => {
  it('estimates two links with a longer duration, and the read-back after the run agrees', async () => {
    const probe = renderApp('/');
    const res = await probe.server.fetch(
      new Request('http://slotboard.test/sandbox/demo/api/external/v2/meetings?page_number=1&page_size=100', {
        headers: { 'X-Api-Key': 'sandbox-demo-key' },
      }),
    );
    const { meetings } = (await res.json()) as { meetings: unknown[] };
    const links = meetings.map((m) => meetingSchema.parse(m));
    const { members } = probe.server.sandbox!.state().seed;
    probe.unmount();
    const active = new Set(members.filter((m) => m.active).map((m) => m.email.toLowerCase()));
    const picked = links
      .filter(
        (m) =>
          m.slug &&
          m.duration === 30 &&
          m.hosts.length > 0 &&
          m.hosts.every((h) => active.has((h.email ?? '').toLowerCase())),
      )
      .slice(0, 2);
    expect(picked).toHaveLength(2);
    writeTarget('sandbox', { kind: 'rows', links: picked.map(linkOf) });

    const view = renderApp('/meetings/changes');
    await screen.findByText('2 links are picked.', {}, { timeout: 20_000 });
    await view.user.click(screen.getByRole('radio', { name: 'Set the duration' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Duration (minutes)' }), '90');
    await view.user.click(screen.getByRole('button', { name: 'Preview the change' }));
    const run = await screen.findByRole('region', { name: 'Set the duration to 90 minutes on 2 links' });
    for (const l of picked)
      expect(within(run).getByRole('rowheader', { name: l.name! }).closest('tr')).toHaveTextContent(
        'Duration (minutes): “30” → “90”',
      );

    await view.user.click(screen.getByRole('button', { name: /Effect on bookable times/ }));
    const effect = screen.getByRole('region', { name: 'Effect on bookable times' });
    // Every read done, the workspace's own slots before the change among them.
    await waitFor(() => expect(within(effect).queryByRole('status')).not.toBeInTheDocument(), { timeout: 60_000 });
    const line = await within(effect).findByText(
      /^2 links: (\d+ fewer slots?|no change in slots) in the next 4 weeks \(estimate\)$/,
      {},
      { timeout: 60_000 },
    );
    await view.user.click(within(run).getByRole('button', { name: 'Apply to 2 links' }));
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('2 of 2 links done'), {
      timeout: 30_000,
    });
    const estimated = /: (.*) in the next 4 weeks \(estimate\)$/.exec(line.textContent ?? '')![1]!;
    const said = await within(effect).findByText(
      /^After the change, the workspace’s own slots: /,
      {},
      { timeout: 60_000 },
    );
    expect(said).toHaveTextContent(
      `${estimated} in the next 4 weeks. The workspace's own slots agree with the estimate`,
    );
  }, 150_000);
});
