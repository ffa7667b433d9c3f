// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
      `/meetings/${link.sid}/slots`,
    );
    const entries = opened.queryClient.getQueriesData({ queryKey: ['ws'] }).filter(([key]) => key.includes('meetings'));
    expect(entries.map(([key]) => key.slice(2, 4))).toEqual([['meetings', 'one']]);
    expect(entries[0]![1]).toMatchObject({ sid: link.sid });
  });

  it('says so when the workspace has no such link', async () => {
    renderApp('/meetings/no-such-sid');
    expect(await screen.findByRole('heading', { name: 'Scheduling link not found' })).toBeInTheDocument();
  });
});
