// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeed } from '../../sandbox/seed';
import { signInEnded } from '@/api/sign-in-ended';
import { renderApp } from '@/testing/render';
import { signInAddress } from './sign-in-ended';

const TOKEN = 'k4Rw9-tQz2mXv7LpA3nHc8JdY6bFs1Ue';
const priya = createSeed().members.find((m) => m.first_name === 'Priya')!;
const SLOW = 40_000;

/** A shared server with sign-in on, whose sign-in this browser holds until `lapse()`; then only the lapsed session's hint cookie. */
function signedInApp(path: string) {
  let signedIn = true;
  const view = renderApp(path, {
    server: { auth: { token: TOKEN } },
    intercept: (req, next) => {
      const headers = new Headers(req.headers);
      if (signedIn) headers.set('Authorization', `Bearer ${TOKEN}`);
      else headers.set('Cookie', 'slotboard_signed_in=1');
      return next(new Request(req, { headers }));
    },
  });
  return { ...view, lapse: () => (signedIn = false) };
}

afterEach(() => signInEnded.reset());

describe('a sign-in that lapses mid-edit', () => {
  it(
    'says so in words before leaving, sends nothing to the workspace, and keeps the draft',
    async () => {
      const view = signedInApp(`/team-members/${priya.id}`);
      const role = await screen.findByRole('combobox', { name: /Organization role/ }, { timeout: 15_000 });
      await view.user.clear(role);
      await view.user.type(role, 'Manager');
      view.lapse();
      await view.user.click(screen.getByRole('button', { name: 'Save role' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to go on' });
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Your sign-in ended. Nothing was sent; your changes are kept.',
      );
      expect(within(dialog).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
      // The page behind says the same, and cannot be used meanwhile.
      expect(await screen.findByText('Your sign-in ended')).toBeInTheDocument();
      expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();
      expect((view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'PATCH')).toEqual([]);
      const draft = JSON.parse(window.localStorage.getItem(`slotboard.draft.member.sandbox.${priya.id}`) ?? 'null');
      expect(draft?.value.values).toMatchObject({ organization_role: 'Manager' });
    },
    SLOW,
  );

  it(
    'says only that the sign-in ended when a read was refused',
    async () => {
      const view = signedInApp('/packages');
      view.lapse();
      const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to go on' }, { timeout: 15_000 });
      expect(within(dialog).getByRole('status')).toHaveTextContent('Your sign-in ended. Sign in again to go on.');
    },
    SLOW,
  );
});

describe('the way back to the sign-in page', () => {
  it('sends the browser to the sign-in page with what it must say, and back here afterwards', () => {
    expect(signInAddress({ reason: 'expired', unsent: true }, '/team-members/7/edit?x=1')).toBe(
      '/sign-in?next=%2Fteam-members%2F7%2Fedit%3Fx%3D1&reason=expired&unsent=1',
    );
    expect(signInAddress({ reason: 'signed_out', unsent: false }, '/')).toBe('/sign-in?next=%2F&reason=signed_out');
    expect(signInAddress({ reason: 'not_signed_in', unsent: false }, '/')).toBe('/sign-in?next=%2F');
  });
});
