// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAnnounced } from '@/testing/announcer';
import type { Override } from '@/lib/time/overrides';
import { emptyWeek } from '@/lib/time/periods';
import { OverridesEditor } from './overrides-editor';

/** The editor holding its own list, as a page does. */
function Held({ initial }: { initial: Override[] }) {
  const [overrides, setOverrides] = useState(initial);
  return <OverridesEditor overrides={overrides} onChange={setOverrides} week={emptyWeek()} today="2026-11-22" />;
}

const renderHeld = (initial: Override[] = []) => {
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <Held initial={initial} />
    </MantineProvider>,
  );
  return user;
};

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

  it('shows a picked date as pressed, and names the month button by the month it shows', async () => {
    const user = renderHeld();
    expect(screen.getByRole('button', { name: 'November 2026' })).toBeInTheDocument();
    const day = screen.getByRole('button', { name: '25 November 2026' });
    expect(day).toHaveAttribute('aria-pressed', 'false');
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what the picked dates became, and focus goes on to the list when the buttons are disabled', async () => {
    const user = renderHeld();
    await user.click(screen.getByRole('button', { name: '25 November 2026' }));
    const notAvailable = screen.getByRole('button', { name: 'Not available' });
    await user.click(notAvailable);
    await expectAnnounced(/^Wed\S*,? Nov 25, 2026: not available all day$/);
    expect(notAvailable).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^What .*Nov 25, 2026 becomes$/ })).toHaveFocus());
  });

  it('deleting an override says so and focus goes to the next one, or back to the one before at the end', async () => {
    const user = renderHeld([
      { date: '2026-12-24', kind: 'unavailable' },
      { date: '2026-12-25', kind: 'unavailable' },
    ]);
    await user.click(screen.getByRole('button', { name: /^Delete the override of .*Dec 24, 2026$/ }));
    await expectAnnounced(/^Override of .*Dec 24, 2026 deleted$/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^What .*Dec 25, 2026 becomes$/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /^Delete the override of .*Dec 25, 2026$/ }));
    await expectAnnounced(/^Override of .*Dec 25, 2026 deleted$/);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(screen.getByText('No overrides: every date follows the weekly hours.')).toBeInTheDocument();
  });
});
