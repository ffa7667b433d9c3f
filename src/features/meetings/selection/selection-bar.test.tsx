// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('the selection bar', () => {
  it('offers no "Select all" for a filter that matches no link, and says so', async () => {
    renderApp('/meetings?q=no-link-is-called-this');
    const bar = await screen.findByRole('region', { name: 'Selected links' }, { timeout: 20_000 });
    expect(await within(bar).findByText('No link matches the filter.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Set weekly hours' })).toBeDisabled();
  }, 60_000);

  it('offers to select every matching link, counted, while the filter matches some', async () => {
    renderApp('/meetings?q=demo&size=10');
    const bar = await screen.findByRole('region', { name: 'Selected links' }, { timeout: 20_000 });
    expect(
      await within(bar).findByRole('button', { name: /^Select all \d+ matching links?$/ }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(bar).getByText('No links selected.')).toBeInTheDocument();
  }, 60_000);
});
