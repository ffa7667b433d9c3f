// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const isMembers = (req: Request) => new URL(req.url).pathname.endsWith('/v1/team_members');
const idle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('the member list read in the background', () => {
  it('is asked for once per workspace per freshness window, even when it fails', async () => {
    let calls = 0;
    const { user } = renderApp('/meetings', {
      intercept: async (req, next) => {
        if (!isMembers(req)) return next(req);
        calls++;
        return new Response('{"error":"boom"}', { status: 500, headers: { 'Content-Type': 'application/json' } });
      },
    });
    expect(await screen.findByText('1–30 of 120 links')).toBeInTheDocument();
    await idle();
    expect(calls).toBe(1);
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('link', { name: 'Packages' }));
      expect(await screen.findByRole('heading', { name: 'Packages', level: 1 })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Scheduling links' }));
      expect(await screen.findByText('1–30 of 120 links')).toBeInTheDocument();
      await idle();
    }
    expect(calls).toBe(1);
  });
});
