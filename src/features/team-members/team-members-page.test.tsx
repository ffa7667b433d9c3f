// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('the team members list', () => {
  it('says when the workspace is slow to send it, and can stop waiting and try again', async () => {
    let release = () => {};
    let held = true;
    const view = renderApp('/team-members', {
      intercept: async (req, next) => {
        if (new URL(req.url).pathname.endsWith('/v1/team_members') && held) {
          // Held until released or the call is stopped, as a slow workspace would.
          await new Promise<void>((done) => {
            release = done;
            req.signal.addEventListener('abort', () => done());
          });
        }
        return next(req);
      },
    });
    expect(await screen.findByText('Still waiting for the workspace', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('The workspace is taking longer than usual to send the team members.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(await screen.findByText('Stopped waiting')).toBeInTheDocument();
    held = false;
    release();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^\d+ of \d+ members$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Stopped waiting')).not.toBeInTheDocument();
  }, 15_000);

  it('counts down the wait a 429 asked for, as every list does, reading the members once', async () => {
    let calls = 0;
    renderApp('/team-members', {
      retries: true,
      intercept: async (req, next) => {
        if (!new URL(req.url).pathname.endsWith('/v1/team_members')) return next(req);
        calls++;
        return new Response(JSON.stringify({ error: 'Too many requests' }), {
          status: 429,
          headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
        });
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The workspace asked Slotboard to wait');
    expect(alert).toHaveTextContent(/Trying again in (1 h|59 min 5\d s)/);
    expect(screen.getByRole('button', { name: 'Try now' })).toBeInTheDocument();
    expect(calls).toBe(1);
  }, 15_000);
});
