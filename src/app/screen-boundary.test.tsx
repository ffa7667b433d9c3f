// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenCodeMissing } from '@/lib/screen-code';
import { ScreenBoundary } from './screen-boundary';

// What the boundary says for each kind of failure. That every screen's import goes through
// screenCode, and a blocked file in a real browser, are in e2e/start.spec.ts.

function Throws({ error }: { error: unknown }): never {
  throw error;
}

const shown = (error: unknown) =>
  render(
    <MantineProvider env="test">
      <ScreenBoundary resetKey="/bookings?">
        <Throws error={error} />
      </ScreenBoundary>
    </MantineProvider>,
  );

describe('ScreenBoundary', () => {
  it('says a screen whose code did not arrive could not load, with a reload rather than a try that cannot work', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shown(new ScreenCodeMissing(new TypeError('Failed to fetch dynamically imported module: /assets/bookings-page.js')));
    expect(screen.getByRole('heading', { name: 'This screen could not load', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed in the workspace');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the scheduling links' })).toHaveAttribute('href', '/meetings');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a screen that broke stopped working, with a try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shown(new TypeError('Cannot read properties of undefined'));
    expect(screen.getByRole('heading', { name: 'This screen stopped working', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
  });
});
