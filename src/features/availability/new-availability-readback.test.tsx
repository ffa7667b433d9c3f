// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '@/testing/render';

type View = ReturnType<typeof renderApp>;
const SLOW = 40_000;
const logged = (view: View, method: string, path: RegExp) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === method && path.test(r.path));
const isCreate = (req: Request) => req.method === 'POST' && /\/v2\/availabilities$/.test(new URL(req.url).pathname);
const failure = () =>
  new Response('{"error":"Bad gateway"}', { status: 502, headers: { 'Content-Type': 'application/json' } });

/** The create's answer is lost: the workspace applied it first (`applied`), or never saw it. */
function losingTheAnswer(applied: boolean, times = 1): RenderAppOptions['intercept'] {
  let left = times;
  return async (req, next) => {
    if (!isCreate(req) || left === 0) return next(req);
    left -= 1;
    if (applied) await next(req);
    return failure();
  };
}

async function createUncertain(view: View, name: string) {
  await view.user.type(
    await screen.findByRole('combobox', { name: /Team member email/ }, { timeout: 15_000 }),
    'priya.raghunathan@example.com',
  );
  await view.user.type(screen.getByRole('textbox', { name: /^Name/ }), name);
  await view.user.click(screen.getByRole('switch', { name: 'Tuesday' }));
  await view.user.click(screen.getByRole('button', { name: 'Create availability' }));
}

describe('an unclear create is checked by reading the member’s availabilities back', () => {
  it(
    'the workspace applied it: "saved — confirmed by reading back", with what it holds, one create sent',
    async () => {
      const view = renderApp('/availabilities/new', { intercept: losingTheAnswer(true) });
      await createUncertain(view, 'Lost answer hours');
      expect(
        await screen.findByRole('heading', { name: 'Availability created' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Saved — confirmed by reading back/)).toBeInTheDocument();
      expect(logged(view, 'POST', /availabilities$/)).toHaveLength(1);
      const reads = logged(view, 'GET', /\/v1\/availabilities$/);
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.at(-1)!.query).toContain('priya.raghunathan%40example.com');
      // What is shown is the availability read back: its link leads to the one the workspace holds.
      const held = view.server.sandbox!.state().availabilities.find((a) => a.name === 'Lost answer hours')!;
      expect(screen.getByRole('link', { name: 'Edit this availability' })).toHaveAttribute(
        'href',
        `/availabilities/${held.id}`,
      );
    },
    SLOW,
  );

  it(
    'the workspace never got it: "not found — it was not created", nothing resent until "Create again"',
    async () => {
      const view = renderApp('/availabilities/new', { intercept: losingTheAnswer(false) });
      await createUncertain(view, 'Never arrived');
      const outcome = await screen.findByRole('alert', { name: /Not found: it was not created/ }, { timeout: 10_000 });
      expect(outcome).toHaveTextContent('The workspace reported a problem of its own while answering.');
      expect(outcome).toHaveTextContent(
        'none is named “Never arrived” with these weekly hours. You can create it again.',
      );
      expect(outcome).not.toHaveTextContent(/NeetoCal/);
      expect(logged(view, 'POST', /availabilities$/)).toHaveLength(0);
      // A submit while the outcome is open sends nothing.
      await view.user.click(screen.getByRole('button', { name: 'Create availability' }));
      expect(logged(view, 'POST', /availabilities$/)).toHaveLength(0);
      await view.user.click(within(outcome).getByRole('button', { name: 'Create again' }));
      expect(await screen.findByRole('heading', { name: 'Availability created' })).toBeInTheDocument();
      expect(screen.queryByText(/confirmed by reading back/)).not.toBeInTheDocument();
      // The lost create never reached the workspace: one sent on its own, or by that submit, would be a second here.
      expect(logged(view, 'POST', /availabilities$/)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'without the vendor’s reads: says it cannot be checked and how to look in NeetoCal, and reads nothing',
    async () => {
      const view = renderApp('/availabilities/new', {
        server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { availabilityReads: false } } } },
        intercept: losingTheAnswer(true),
      });
      await createUncertain(view, 'Unchecked hours');
      const outcome = await screen.findByRole(
        'alert',
        { name: /The availability may have been created/ },
        { timeout: 10_000 },
      );
      expect(outcome).toHaveTextContent(
        'This workspace does not let Slotboard read availabilities back, so Slotboard cannot check whether it was created.',
      );
      expect(outcome).toHaveTextContent(
        'In NeetoCal, open the availabilities of priya.raghunathan@example.com and look for “Unchecked hours”',
      );
      expect(within(outcome).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
      const postAt = view.server.sandbox!.state().requests.findIndex((r) => r.method === 'POST');
      const after = view.server.sandbox!.state().requests.slice(postAt + 1);
      expect(after.filter((r) => r.path.includes('/availabilities'))).toEqual([]);
    },
    SLOW,
  );
});
