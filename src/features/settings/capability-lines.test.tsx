// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

// Settings says in plain words whether the active workspace lets Slotboard read availabilities,
// asking the workspace once and remembering the answer for a day.

const isProbe = (req: Request) => {
  const url = new URL(req.url);
  return url.pathname.endsWith('/v1/availabilities') && req.method === 'GET';
};
const linesOf = async () => {
  // A whole app rendered through the sandbox: the first render of a file is slow on a busy machine.
  const card = await screen.findByRole('listitem', { name: 'Sandbox workspace' }, { timeout: 15_000 });
  return within(card).findByRole('list', { name: 'What this workspace lets Slotboard do' });
};

const says = (el: HTMLElement, text: RegExp) => waitFor(() => expect(el).toHaveTextContent(text));

beforeEach(() => window.localStorage.clear());

describe('capabilities in Settings', () => {
  it('says yes for the sandbox after one valid request naming a member, and remembers it across a reload without asking again', async () => {
    let probes = 0;
    const asked: string[][] = [];
    const intercept = async (req: Request, next: (r: Request) => Promise<Response>) => {
      if (isProbe(req)) {
        probes++;
        asked.push(new URL(req.url).searchParams.getAll('emails[]'));
      }
      return next(req);
    };
    const first = renderApp('/settings', { intercept });
    const lines = await linesOf();
    await says(lines, /read availabilities:\s*yes/);
    expect(lines).toHaveTextContent(/set a link's hours in a chosen time zone:\s*not known yet/);
    expect(probes).toBe(1);
    expect(asked).toEqual([['oliver.smith@example.com']]);
    first.unmount();

    renderApp('/settings', { intercept });
    await says(await linesOf(), /read availabilities:\s*yes/);
    expect(probes).toBe(1);
  });

  it('says no, and what screens do instead, for a workspace without the reads; Check again asks once more', async () => {
    let probes = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderApp('/settings', {
      server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { availabilityReads: false } } } },
      intercept: async (req, next) => {
        if (isProbe(req) && ++probes === 2) await held;
        return next(req);
      },
    });
    const lines = await linesOf();
    await says(lines, /read availabilities:\s*no/);
    expect(lines).toHaveTextContent('availability screens show what this browser saved instead');
    expect(lines).not.toHaveTextContent(/404|route|period/i);
    await user.click(screen.getByRole('button', { name: "Check the workspace's features again" }));
    await says(lines, /read availabilities:\s*checking…/);
    release();
    await waitFor(() => expect(probes).toBe(2));
    await says(lines, /read availabilities:\s*no/);
  });

  it('never says yes on a refusal: a 400 could not tell, is not kept, and is asked again on the next visit', async () => {
    let probes = 0;
    const refusing = async (req: Request, next: (r: Request) => Promise<Response>) => {
      if (!isProbe(req)) return next(req);
      probes++;
      return Response.json({ error: 'Emails are required' }, { status: 400 });
    };
    const first = renderApp('/settings', { intercept: refusing });
    const lines = await linesOf();
    await says(lines, /read availabilities:\s*could not tell/);
    expect(lines).toHaveTextContent('the check did not get an answer it could read');
    expect(lines).not.toHaveTextContent(/read availabilities:\s*yes/);
    // The slots answer is kept beside it; the availability reads have none.
    expect(
      window.localStorage.getItem(`slotboard.capabilities.${first.store.getSnapshot().active.id}`) ?? '',
    ).not.toContain('availabilityReads');
    first.unmount();

    renderApp('/settings', { intercept: async (req, next) => (isProbe(req) ? (probes++, next(req)) : next(req)) });
    await says(await linesOf(), /read availabilities:\s*yes/);
    expect(probes).toBe(2);
  });

  it('with no team member to name, says it cannot tell and sends no availability request', async () => {
    let probes = 0;
    renderApp('/settings', {
      intercept: async (req, next) => {
        if (isProbe(req)) probes++;
        if (new URL(req.url).pathname.endsWith('/v1/team_members'))
          return Response.json({
            team_members: [],
            pagination: { total_records: 0, total_pages: 1, current_page_number: 1, page_size: 100 },
          });
        return next(req);
      },
    });
    const lines = await linesOf();
    await says(lines, /read availabilities:\s*could not tell/);
    expect(lines).toHaveTextContent('no team member with an email address to ask about');
    expect(probes).toBe(0);
  });
});

describe('slots in Settings', () => {
  const isSlots = (req: Request) => new URL(req.url).pathname.includes('/v1/slots/');

  it('asks one month of a listed link and says yes; a workspace without the route is no, in words', async () => {
    let asked = 0;
    const first = renderApp('/settings', { intercept: async (req, next) => (isSlots(req) && asked++, next(req)) });
    await says(await linesOf(), /read a link's bookable times:\s*yes/);
    expect(asked).toBe(1);
    first.unmount();
    window.localStorage.clear();

    renderApp('/settings', {
      server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { slots: false } } } },
    });
    const lines = await linesOf();
    await says(lines, /read a link's bookable times:\s*no/);
    expect(lines).toHaveTextContent("a link's page says its bookable times are not offered by this workspace");
  });
});
