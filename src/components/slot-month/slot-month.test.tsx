// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlotMonth, type SlotMonthProps } from './slot-month';

// The month of slots both screens draw: found by its name and its dates' names, picked by click or
// keyboard, with the arrow keys moving between dates.

const COUNTS: Record<string, number> = { '2027-03-03': 5, '2027-03-04': 1 };

function draw(over: Partial<SlotMonthProps> = {}) {
  const props: SlotMonthProps = {
    year: 2027,
    month: 3,
    label: 'Bookable times in March 2027',
    title: 'March 2027',
    dayWords: (d) => `${COUNTS[d] ?? 0} times`,
    count: (d) => COUNTS[d] ?? 0,
    picked: null,
    onPick: vi.fn(),
    onMonth: vi.fn(),
    withHeader: false,
    ...over,
  };
  const view = render(
    <MantineProvider env="test">
      <SlotMonth {...props} />
    </MantineProvider>,
  );
  return { props, view };
}

describe('SlotMonth', () => {
  it('is a table named for its month, its weeks from the day asked, each date named with its times', () => {
    draw({ firstDay: 0 });
    const month = screen.getByRole('table', { name: 'Bookable times in March 2027' });
    expect(within(month).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    const day = within(month).getByRole('button', { name: 'Wed, Mar 3, 2027: 5 times' });
    expect(day).toHaveTextContent('35');
    expect(within(month).getByRole('button', { name: 'Mon, Mar 1, 2027: 0 times' })).toHaveTextContent('1–');
    // Only the month's own dates: 31 of them, none of February's or April's.
    expect(within(month).getAllByRole('button')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: 'Next month' })).toBeNull();
  });

  it('says which date is picked, and picks one by click or by the keyboard', async () => {
    const user = userEvent.setup();
    const { props } = draw({ picked: '2027-03-03' });
    expect(screen.getByRole('button', { name: /Mar 3, 2027:/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Mar 4, 2027:/ })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: /Mar 4, 2027:/ }));
    expect(props.onPick).toHaveBeenLastCalledWith('2027-03-04');
    // The picked date is the month's one tab stop; the arrow keys move from it.
    screen.getByRole('button', { name: /Mar 3, 2027:/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Mar 10, 2027:/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onPick).toHaveBeenLastCalledWith('2027-03-10');
  });

  it('keeps dates with nothing to pick, or before the first allowed, from being picked', async () => {
    const user = userEvent.setup();
    const { props } = draw({ excluded: (d) => !(d in COUNTS), minDate: '2027-03-04', count: undefined });
    expect(screen.getByRole('button', { name: /Mar 3, 2027:/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Mar 5, 2027:/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Mar 4, 2027:/ }));
    expect(props.onPick).toHaveBeenCalledWith('2027-03-04');
  });

  it('with its header, moves a month with Previous month and Next month', async () => {
    const user = userEvent.setup();
    const { props } = draw({ withHeader: true });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(props.onMonth).toHaveBeenLastCalledWith(2027, 4);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(props.onMonth).toHaveBeenLastCalledWith(2027, 2);
  });
});
