// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { renderApp } from '@/testing/render';
import { readRetryDelay, shouldRetryRead } from './query-client';

const error = (kind: ApiError['kind'], extra: { retryAfterMs?: number; elapsedMs?: number } = {}) => {
  const e = new ApiError({ kind, status: null, message: kind, retryAfterMs: extra.retryAfterMs });
  e.elapsedMs = extra.elapsedMs;
  return e;
};

describe('the read retry policy', () => {
  it('retries quick network and server failures at most twice', () => {
    expect([0, 1, 2].map((n) => shouldRetryRead(n, error('server', { elapsedMs: 50 })))).toEqual([true, true, false]);
    expect(shouldRetryRead(0, error('network', { elapsedMs: 50 }))).toBe(true);
  });
  it('does not retry what already took long, or what retrying cannot fix', () => {
    expect(shouldRetryRead(0, error('timeout', { elapsedMs: 20_000 }))).toBe(false);
    expect(shouldRetryRead(0, error('server', { elapsedMs: 19_000 }))).toBe(false);
    expect(shouldRetryRead(0, error('validation'))).toBe(false);
    expect(shouldRetryRead(0, error('unsupported'))).toBe(false);
    expect(shouldRetryRead(0, new Error('not from the fetch layer'))).toBe(false);
  });
  it('waits out a short Retry-After but shows a long one at once', () => {
    expect(shouldRetryRead(0, error('rate_limited', { retryAfterMs: 2_000 }))).toBe(true);
    expect(shouldRetryRead(0, error('rate_limited', { retryAfterMs: 3_600_000 }))).toBe(false);
    expect(readRetryDelay(0, error('rate_limited', { retryAfterMs: 2_000 }))).toBe(2_000);
    expect(readRetryDelay(1, error('server'))).toBe(2_000);
    expect(readRetryDelay(5, error('server'))).toBe(5_000);
  });
});

const isPackages = (req: Request) => new URL(req.url).pathname.endsWith('/v1/packages');

describe('a list screen with the real retry policy', () => {
  it('shows a 429 at once with a countdown from Retry-After, after one request', async () => {
    let calls = 0;
    renderApp('/packages', {
      retries: true,
      intercept: async (req, next) => {
        if (!isPackages(req)) return next(req);
        calls++;
        return new Response(JSON.stringify({ error: 'Too many requests' }), {
          status: 429,
          headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
        });
      },
    });
    // Waited for generously: a loaded machine is slow, and a retry first would wait an hour.
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The workspace asked Slotboard to wait');
    expect(alert).toHaveTextContent(/Trying again in (1 h|59 min 5\d s)/);
    // One request when the alert shows: it was not held back for retries first.
    expect(calls).toBe(1);
    expect(screen.getByRole('button', { name: 'Try now' })).toBeInTheDocument();
  });

  it('tries a quickly failing list three times in all, then says so', async () => {
    let calls = 0;
    renderApp('/packages', {
      retries: true,
      intercept: async (req, next) => {
        if (!isPackages(req)) return next(req);
        calls++;
        return new Response('{"error":"boom"}', { status: 500, headers: { 'Content-Type': 'application/json' } });
      },
    });
    expect(await screen.findByText('Could not load this list', {}, { timeout: 6_000 })).toBeInTheDocument();
    expect(calls).toBe(3);
  }, 10_000);

  it('says it is still waiting within 5 s of a slow answer, and stops waiting on request', async () => {
    let aborted = false;
    const started = Date.now();
    const { user } = renderApp('/packages', {
      retries: true,
      intercept: (req, next) =>
        isPackages(req)
          ? new Promise<Response>((_, reject) =>
              req.signal.addEventListener('abort', () => {
                aborted = true;
                reject(new DOMException('aborted', 'AbortError'));
              }),
            )
          : next(req),
    });
    expect(await screen.findByText('Still waiting for the workspace', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(5_000);
    await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(await screen.findByText(/stopped waiting for the packages/)).toBeInTheDocument();
    await waitFor(() => expect(aborted).toBe(true));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 10_000);

  it('says a list the workspace does not offer (405) in its own words, pointing to Settings', async () => {
    let calls = 0;
    renderApp('/packages', {
      retries: true,
      intercept: async (req, next) => {
        if (!isPackages(req)) return next(req);
        calls++;
        return new Response('{"error":"Method not allowed"}', {
          status: 405,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not offered by this workspace');
    expect(alert).not.toHaveTextContent(/could not accept|entered is still here|Nothing was changed/);
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
    expect(calls).toBe(1);
  });
});
