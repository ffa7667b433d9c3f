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
    shown(
      new ScreenCodeMissing(new TypeError('Failed to fetch dynamically imported module: /assets/bookings-page.js')),
    );
    expect(screen.getByRole('heading', { name: 'This screen could not load', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed in the workspace');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the scheduling links' })).toHaveAttribute('href', '/meetings');
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['a screen that broke', new TypeError('Cannot read properties of undefined')],
    ['a workspace address the screen could not build', new TypeError("Failed to construct 'URL': Invalid URL")],
    [
      'an error that only quotes the words of a missing file',
      new Error('Failed to fetch dynamically imported module: /assets/x.js'),
    ],
  ])('says %s stopped working, never that it did not arrive, with a try, a reload and Settings', (_what, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shown(error);
    expect(screen.getByRole('heading', { name: 'This screen stopped working', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/did not arrive|could not load/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  });
});
