// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/meetings/schemas';
import { renderApp } from '@/testing/render';

describe('a link’s own page opened by its address', () => {
  it('reads the list page by page until its link, shows the link, and keeps it as the link alone (no list cached under its key)', async () => {
    const asked: string[] = [];
    const view = renderApp('/meetings', {
      intercept: (req, next) => {
        if (/\/v2\/meetings/.test(req.url)) asked.push(new URL(req.url).search);
        return next(req);
      },
    });
    await screen.findByText(/^1–30 of \d+ links$/);
    const some = view.queryClient
      .getQueriesData<{ meetings: Meeting[] }>({ queryKey: ['ws'] })
      .flatMap(([, data]) => data?.meetings ?? []);
    const link = some[7]!;
    view.unmount();

    asked.length = 0;
    const opened = renderApp(`/meetings/${link.sid}`, {
      intercept: (req, next) => {
        if (/\/v2\/meetings/.test(req.url)) asked.push(new URL(req.url).search);
        return next(req);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: link.name! })).toBeInTheDocument();
    // Page by page from page 1, and no page after the one with the link (four at most in flight).
    expect(asked[0]).toBe('?page_number=1&page_size=100');
    expect(asked.every((q) => /^\?page_number=\d+&page_size=100$/.test(q))).toBe(true);
    expect(asked.length).toBeLessThan(100);
    expect(screen.getByRole('link', { name: 'See bookable times' })).toHaveAttribute(
      'href',
      `/meetings/${link.sid}/slots?slug=${encodeURIComponent(link.slug!)}`,
    );
    const entries = opened.queryClient.getQueriesData({ queryKey: ['ws'] }).filter(([key]) => key.includes('meetings'));
    expect(entries.map(([key]) => key.slice(2, 4))).toEqual([['meetings', 'one']]);
    expect(entries[0]![1]).toMatchObject({ sid: link.sid });
  });

  it('names each host with a way to their member page and their calendar', async () => {
    const { createSeed } = await import('../../../sandbox/seed');
    const seed = createSeed();
    const link = seed.meetings.find((m) => m.hostIds.length === 2)!;
    renderApp(`/meetings/${link.sid}`);
    const hosts = await screen.findByRole('list', { name: 'Hosts of this link' }, { timeout: 20_000 });
    for (const id of link.hostIds) {
      const member = seed.members.find((m) => m.id === id)!;
      const name = `${member.first_name} ${member.last_name}`;
      expect(await within(hosts).findByRole('link', { name })).toHaveAttribute(
        'href',
        `/team-members/${encodeURIComponent(member.id)}`,
      );
      expect(
        within(hosts)
          .getByRole('link', { name: `${name}’s calendar` })
          .getAttribute('href'),
      ).toMatch(new RegExp(`^/team-members/${encodeURIComponent(member.id)}/calendar`));
    }
  }, 30_000);

  it('says so when the workspace has no such link', async () => {
    renderApp('/meetings/no-such-sid');
    expect(await screen.findByRole('heading', { name: 'Scheduling link not found' })).toBeInTheDocument();
  });
});

describe('a link whose answer names no hosts (the vendor’s meeting schema)', () => {
  /** The sandbox's answers with every link's `hosts` taken out; its `host_email` filter still works. */
  const vendorShaped = async (req: Request, next: (req: Request) => Promise<Response>) => {
    const res = await next(req);
    if (!/\/api\/external\/v[12]\/meetings$/.test(new URL(req.url).pathname) || !res.ok) return res;
    const body = (await res.json()) as { meetings: Record<string, unknown>[] };
    return Response.json({ ...body, meetings: body.meetings.map(({ hosts: _hosts, ...m }) => m) });
  };

  it('learns them from the links list asked for each member, says so, and names them', async () => {
    const first = renderApp('/meetings');
    await screen.findByText(/^1–30 of \d+ links$/, {}, { timeout: 15_000 });
    const link = first.queryClient
      .getQueriesData<{ meetings: Meeting[] }>({ queryKey: ['ws'] })
      .flatMap(([, data]) => data?.meetings ?? [])
      .find((m) => m.hosts.length === 2)!;
    first.unmount();

    renderApp(`/meetings/${link.sid}`, { intercept: vendorShaped });
    expect(await screen.findByRole('heading', { level: 1, name: link.name! }, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      await screen.findByText('Hosts found by asking the links list for each member.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No hosts listed.')).not.toBeInTheDocument();
    // The settings start from the hosts learned: a save sends them all, as the vendor requires.
    const named = within(screen.getByRole('list', { name: 'Chosen hosts' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(named).toHaveLength(2);
    for (const host of link.hosts)
      expect(named.some((text) => text.includes(host.name!) || text.includes(host.email!))).toBe(true);
  });
});
