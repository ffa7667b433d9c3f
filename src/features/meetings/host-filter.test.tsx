// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const search = (view: ReturnType<typeof renderApp>) =>
  new URLSearchParams(view.location.history.at(-1)?.split('?')[1] ?? '');

describe('the Hosts filter', () => {
  it('suggests members by name as you type; arrows and Enter choose one, shown by name, kept as an email in the URL', async () => {
    const view = renderApp('/meetings');
    await screen.findByText(/^1–30 of \d+ links$/);
    const input = screen.getByRole('combobox', { name: 'Hosts' });
    await view.user.type(input, 'lucas');
    const listbox = await screen.findByRole('listbox', { name: 'Team members' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    expect(within(listbox).getByRole('option')).toHaveTextContent('Lucas Ferreira');
    expect(within(listbox).getByRole('option')).toHaveTextContent('lucas.ferreira@example.com');
    await view.user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option').id);
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(search(view).getAll('host')).toEqual(['lucas.ferreira@example.com']));
    // The choice closes the list and keeps focus in the field; an arrow opens it again.
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Team members' })).toBeNull();
    await view.user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await view.user.keyboard('{Escape}');
    const chips = screen.getByRole('list', { name: 'Chosen hosts' });
    expect(within(chips).getByText('Lucas Ferreira')).toHaveAttribute(
      'aria-label',
      'Lucas Ferreira (lucas.ferreira@example.com)',
    );
    expect(
      screen.getByRole('button', { name: 'Remove host Lucas Ferreira (lucas.ferreira@example.com)' }),
    ).toBeInTheDocument();
  });

  it('opens on typing or the arrow keys, not when Tab reaches it, and its list never takes a Tab stop', async () => {
    const view = renderApp('/meetings');
    await screen.findByText(/^1–30 of \d+ links$/);
    const input = screen.getByRole('combobox', { name: 'Hosts' });
    input.focus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await view.user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Team members' });
    expect(listbox).toHaveAttribute('tabindex', '-1');
    await view.user.tab();
    expect(listbox).not.toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says no member matches a name nobody has, and still takes a full email from outside the team', async () => {
    const view = renderApp('/meetings');
    await screen.findByText(/^1–30 of \d+ links$/);
    const input = screen.getByRole('combobox', { name: 'Hosts' });
    await view.user.type(input, 'nobody{Enter}');
    expect(
      await screen.findByText(
        'No team member matches “nobody”. Type a full email to filter by someone outside the team.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not an email address/)).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await view.user.clear(input);
    await view.user.type(input, 'guest@elsewhere.org{Enter}');
    await waitFor(() => expect(search(view).getAll('host')).toEqual(['guest@elsewhere.org']));
    expect(screen.getByRole('button', { name: 'Remove host guest@elsewhere.org' })).toBeInTheDocument();
  });

  it('a workspace that ignores the host filter is said to, and its other links are not shown as filtered', async () => {
    const view = renderApp('/meetings?host=oliver.smith@example.com', {
      // The workspace drops host_email: it answers with every link.
      intercept: (req, next) => {
        const url = new URL(req.url);
        if (!url.pathname.endsWith('/meetings')) return next(req);
        url.searchParams.delete('host_email[]');
        url.searchParams.delete('host_email');
        return next(new Request(url, req));
      },
    });
    expect(await screen.findByText('This workspace ignored the host filter')).toBeInTheDocument();
    expect(view.fetchFn.calls.some((c) => c.includes('host_email'))).toBe(true);
    const table = screen.getByRole('region', { name: 'Scheduling links table' });
    const hostCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent ?? '');
    expect(hostCells.length).toBeGreaterThan(0);
    expect(hostCells.length).toBeLessThan(30);
    for (const text of hostCells) expect(text).toContain('Oliver Smith');
  });

  it('a workspace that filters as asked shows no such notice', async () => {
    renderApp('/meetings?host=oliver.smith@example.com');
    await screen.findByText(/^1–\d+ of \d+ links$/);
    expect(screen.queryByText(/This workspace ignored/)).not.toBeInTheDocument();
  });

  it('on a workspace whose answers list no hosts, keeps the links it sent for the host and says it could not check them', async () => {
    // The vendor's meeting schema has no `hosts`; its `host_email` filter still works.
    renderApp('/meetings?host=oliver.smith@example.com', {
      intercept: async (req, next) => {
        const res = await next(req);
        if (!/\/api\/external\/v[12]\/meetings$/.test(new URL(req.url).pathname) || !res.ok) return res;
        const body = (await res.json()) as { meetings: Record<string, unknown>[] };
        return Response.json({ ...body, meetings: body.meetings.map(({ hosts: _hosts, ...m }) => m) });
      },
    });
    expect(await screen.findByText('Hosts as the workspace filtered them')).toBeInTheDocument();
    expect(screen.queryByText('This workspace ignored the host filter')).not.toBeInTheDocument();
    expect(screen.queryByText('No scheduling links match these filters')).not.toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Scheduling links table' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('on a workspace whose answers list no hosts and that ignores the filter, finds that out and shows none of its links as filtered', async () => {
    const view = renderApp('/meetings?host=oliver.smith@example.com', {
      intercept: async (req, next) => {
        const url = new URL(req.url);
        if (!/\/api\/external\/v[12]\/meetings$/.test(url.pathname)) return next(req);
        url.searchParams.delete('host_email[]');
        url.searchParams.delete('host_email');
        const res = await next(new Request(url, req));
        const body = (await res.json()) as { meetings: Record<string, unknown>[] };
        return Response.json({ ...body, meetings: body.meetings.map(({ hosts: _hosts, ...m }) => m) });
      },
    });
    expect(await screen.findByText('This workspace ignored the host filter')).toBeInTheDocument();
    // Found out by asking for a host nobody is: the workspace still sent a link.
    expect(view.fetchFn.calls.some((c) => c.includes('filter-check.invalid'))).toBe(true);
    expect(screen.queryByText('Hosts as the workspace filtered them')).not.toBeInTheDocument();
  });
});
