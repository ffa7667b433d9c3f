// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@/lib/time/periods';
import { OverridesEditor } from './overrides-editor';

const renderEditor = (errors?: Record<string, string>) =>
  render(
    <MantineProvider env="test">
      <OverridesEditor
        overrides={[
          { date: '2026-11-02', kind: 'unavailable' },
          { date: '2026-12-25', kind: 'unavailable' },
        ]}
        onChange={() => undefined}
        week={emptyWeek()}
        today="2026-11-22"
        errors={errors}
      />
    </MantineProvider>,
  );

describe('overrides editor', () => {
  it('says a past date read from the workspace is past, quietly: no alert before any save', () => {
    renderEditor();
    const list = screen.getByRole('list', { name: 'Overrides' });
    expect(within(list).getByText('This date is in the past.')).toBeInTheDocument();
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the save’s own message for a past date as an alert, once', () => {
    renderEditor({ '2026-11-02': 'Dates in the past cannot be changed: delete this override.' });
    const list = screen.getByRole('list', { name: 'Overrides' });
    expect(within(list).getByRole('alert')).toHaveTextContent(
      'Dates in the past cannot be changed: delete this override.',
    );
    expect(within(list).queryByText('This date is in the past.')).not.toBeInTheDocument();
  });

  it('says when an override’s hours start at a time the clocks skip in its zone', () => {
    render(
      <MantineProvider env="test">
        <OverridesEditor
          overrides={[
            { date: '2027-03-14', kind: 'hours', ranges: [{ start: 150, end: 300 }] },
            { date: '2027-03-21', kind: 'hours', ranges: [{ start: 150, end: 300 }] },
          ]}
          onChange={() => undefined}
          week={emptyWeek()}
          today="2027-03-01"
          zone="America/New_York"
        />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: 'Overrides' });
    const notes = within(list).getAllByText(/not exist on this date in America\/New_York/);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(
      /^2:30\sAM does not exist on this date in America\/New_York \(the clocks jump forward\)/,
    );
  });
});
