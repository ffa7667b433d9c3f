// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoardFilters } from './board-filters';
import { parseBoardUrl } from './board-url';

const renderFilters = (zone: string, zones: string[]) =>
  render(
    <MantineProvider>
      <BoardFilters
        filter={{ ...parseBoardUrl(new URLSearchParams()), zone }}
        zones={zones}
        onChange={() => undefined}
      />
    </MantineProvider>,
  );

describe('BoardFilters', () => {
  it('shows the chosen member zone even when no member loaded so far is in it (an old link, the team still loading)', () => {
    renderFilters('Europe/Paris', ['America/New_York']);
    expect(screen.getByRole('combobox', { name: 'Member time zone' })).toHaveValue('Europe/Paris');
  });

  it('reads "Any time zone" when no zone is chosen', () => {
    renderFilters('', ['America/New_York']);
    expect(screen.getByRole('combobox', { name: 'Member time zone' })).toHaveValue('any');
    expect(screen.getByRole('option', { name: 'Any time zone' })).toHaveProperty('selected', true);
  });
});
