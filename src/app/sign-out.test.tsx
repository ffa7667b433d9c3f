// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleWorkspaceAnswered } from '@/testing/render';

const TOKEN = 'k4Rw9-tQz2mXv7LpA3nHc8JdY6bFs1Ue';
const SLOW = 40_000;

describe('Sign out in the header', () => {
  it(
    'is offered, to the keyboard too, when the server has a token sign-in, and says so when the server did not sign out',
    async () => {
      const posts: string[] = [];
      const view = renderApp('/packages', {
        server: { auth: { token: TOKEN } },
        intercept: (req, next) => {
          if (req.method === 'POST' && new URL(req.url).pathname === '/sign-out') {
            posts.push(req.headers.get('Accept') ?? '');
            return Promise.resolve(Response.json({ error: 'Busy' }, { status: 503 }));
          }
          const headers = new Headers(req.headers);
          headers.set('Authorization', `Bearer ${TOKEN}`);
          return next(new Request(req, { headers }));
        },
      });
      const button = await screen.findByRole('button', { name: 'Sign out' }, { timeout: 15_000 });
      button.focus();
      await view.user.keyboard('{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Not signed out. Try again.');
      // Asked for JSON: the server then says where to go rather than redirecting the call.
      expect(posts).toEqual(['application/json']);
    },
    SLOW,
  );

  it(
    'is not there when the server has no sign-in',
    async () => {
      const { queryClient } = renderApp('/packages', {});
      expect(
        await screen.findByRole('heading', { name: 'Packages', level: 1 }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      // Once the server's answer is in, which would have named where to sign out.
      await sampleWorkspaceAnswered(queryClient);
      expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    },
    SLOW,
  );
});
