// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffSnapshots, snapshotOf } from '@/domain/availability-diff/diff';
import { expectAnnounced, announcer } from '@/testing/announcer';
import { DifferenceView } from './difference-view';

const before = snapshotOf({
  periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  overrides: [
    { date: '2026-12-24', periods: [{ start_time: '10:00 AM', end_time: '03:00 PM' }] },
    { date: '2026-12-31', periods: [] },
  ],
});
const after = snapshotOf({
  periods: [
    { wday: 'tuesday', start_time: '09:00 AM', end_time: '12:00 PM' },
    { wday: 'tuesday', start_time: '01:00 PM', end_time: '05:00 PM' },
  ],
  overrides: [
    { date: '2026-12-25', periods: [] },
    { date: '2026-12-31', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] },
  ],
});

const renderView = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('DifferenceView', () => {
  it('lists each changed weekday and date in words, named by its title', () => {
    renderView(
      <DifferenceView title="What saving will change" diff={diffSnapshots(before, after)} today="2026-11-22" />,
    );
    const list = within(screen.getByRole('region', { name: 'What saving will change' })).getByRole('list');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(items).toEqual([
      'Tuesday 9:00 AM–5:00 PM → becomes 9:00 AM–12:00 PM, 1:00 PM–5:00 PM',
      'Dec 24Removed10:00 AM–3:00 PM follows the weekly hours again',
      'Dec 25Newunavailable',
      'Dec 31Changedunavailable → becomes 10:00 AM–2:00 PM',
    ]);
  });

  it('says when there is nothing to change instead of an empty list', () => {
    renderView(
      <DifferenceView title="Reverting will change" diff={diffSnapshots(before, before)} empty="Nothing to revert." />,
    );
    const region = screen.getByRole('region', { name: 'Reverting will change' });
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Nothing to revert.');
  });

  it('following the edits, is a Tab stop and says each change of what saving will change, not its first drawing', async () => {
    const view = renderView(
      <DifferenceView followsEdits title="What saving will change" diff={diffSnapshots(before, before)} />,
    );
    const region = screen.getByRole('region', { name: 'What saving will change' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(announcer()?.textContent ?? '').toBe('');
    view.rerender(
      <MantineProvider>
        <DifferenceView followsEdits title="What saving will change" diff={diffSnapshots(before, after)} />
      </MantineProvider>,
    );
    await expectAnnounced('What saving will change: 4 changes');
    view.rerender(
      <MantineProvider>
        <DifferenceView followsEdits title="What saving will change" diff={diffSnapshots(before, before)} />
      </MantineProvider>,
    );
    await expectAnnounced('What saving will change: No changes yet.');
  });

  it('a difference shown for reading (a conflict, a revert) is neither a Tab stop nor said', () => {
    renderView(<DifferenceView title="Their change" diff={diffSnapshots(before, after)} />);
    expect(screen.getByRole('region', { name: 'Their change' })).not.toHaveAttribute('tabindex');
  });
});
