// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

// When the board's reads of the members' availabilities fail, each member row says so with a Retry,
// and what needs those reads (picking defaults, the holidays preview) is off with the reason shown.
// Members whose email is not an address are not sent in emails[] and are named.

const isList = (req: Request) => req.method === 'GET' && new URL(req.url).pathname.endsWith('/v1/availabilities');
const PICK = /^Pick the default availability of the \d+ members shown$/;

afterEach(() => window.localStorage.clear());
// jsdom lays nothing out: a tall scroller lets the virtual list draw every member's row.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
});
afterEach(() => vi.restoreAllMocks());

describe('the team board when its reads fail', () => {
  it('says each member could not be read, keeps the actions off with the reason, and Retry reads them', async () => {
    let failing = true;
    const { user } = renderApp('/availabilities', {
      intercept: async (req, next) =>
        isList(req) && failing ? Response.json({ error: 'Something went wrong' }, { status: 500 }) : next(req),
    });
    const members = await screen.findByRole('grid', { name: 'Team members' }, { timeout: 20_000 });
    const retries = await within(members).findAllByRole(
      'button',
      { name: /^Retry reading the availabilities of / },
      { timeout: 20_000 },
    );
    expect(retries.length).toBeGreaterThan(0);
    const items = within(members).getAllByRole('rowgroup');
    expect(items).toHaveLength(12);
    for (const item of items) {
      expect(item).toHaveTextContent('This member’s availabilities could not be read.');
      expect(item).not.toHaveTextContent('Reading availabilities…');
      expect(item).not.toHaveTextContent('No availabilities');
    }
    expect(screen.getByText(/The availabilities of 12 members could not be read/)).toBeInTheDocument();
    const pick = screen.getByRole('button', { name: PICK });
    expect(pick).toBeDisabled();
    expect(pick).toHaveAccessibleDescription(/holidays preview and picking the default availabilities are off/);
    expect(screen.getByRole('button', { name: /^Preview the change to 0 availabilities$/ })).toBeDisabled();
    expect(screen.queryByText(/no single default availability/)).not.toBeInTheDocument();

    failing = false;
    await user.click(retries[0]!);
    await waitFor(() => expect(within(members).queryAllByRole('button', { name: /^Retry reading/ })).toHaveLength(0), {
      timeout: 20_000,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: PICK })).toBeEnabled());
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PICK }));
    expect(screen.getByText('12 availabilities picked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Preview the change to [1-9]\d* availabilit/ })).toBeEnabled();
  }, 60_000);

  it('leaves emails that are not addresses out of emails[] and names the members it could not ask about', async () => {
    const asked: string[] = [];
    const { user } = renderApp('/availabilities', {
      intercept: async (req, next) => {
        if (isList(req)) asked.push(...new URL(req.url).searchParams.getAll('emails[]'));
        const res = await next(req);
        if (!new URL(req.url).pathname.endsWith('/v1/team_members')) return res;
        const body = (await res.json()) as { team_members: { email: string | null; first_name?: string | null }[] };
        body.team_members[1]!.email = 'amara at example';
        return Response.json(body, { status: res.status });
      },
    });
    const title = await screen.findByText('1 member could not be asked about', undefined, { timeout: 20_000 });
    expect(title.closest('[role="alert"]')).toHaveTextContent(/Amara .*\(“amara at example”\)/);
    const members = await screen.findByRole('grid', { name: 'Team members' });
    await waitFor(() => expect(within(members).queryByText('Reading availabilities…')).not.toBeInTheDocument(), {
      timeout: 20_000,
    });
    expect(within(members).getByText(/Not read: “amara at example” is not an email address/)).toBeInTheDocument();
    expect(asked.length).toBe(11);
    expect(asked).not.toContain('amara at example');
    expect(asked.every((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e))).toBe(true);
    // The member not asked about is not said to have no single default: they were never read.
    const pick = screen.getByRole('button', { name: PICK });
    await waitFor(() => expect(pick).toBeEnabled());
    await user.click(pick);
    expect(screen.getByText('11 availabilities picked')).toBeInTheDocument();
    expect(screen.queryByText(/no single default availability/)).not.toBeInTheDocument();
  }, 60_000);
});
