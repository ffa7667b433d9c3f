// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleWorkspaceAnswered } from '@/testing/render';

describe('an admin who has connected nothing yet', () => {
  it('is told to connect a workspace when the server serves no sample workspace', async () => {
    renderApp('/packages', { server: { sandbox: false } });
    expect(await screen.findByText('Connect your workspace to begin', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your workspace in Settings' })).toHaveAttribute('href', '/settings');
  });

  it('is not bothered while the sample workspace is there', async () => {
    const asked: string[] = [];
    const { queryClient } = renderApp('/packages', {
      intercept: (req, next) => {
        if (req.url.endsWith('/api/slotboard/config')) asked.push(req.url);
        return next(req);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Packages', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 4000 });
    // Had the answer withdrawn the sandbox, the notice would be up once it is told.
    await sampleWorkspaceAnswered(queryClient);
    expect(screen.getByRole('heading', { name: 'Packages', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Connect your workspace to begin')).not.toBeInTheDocument();
  });
});
