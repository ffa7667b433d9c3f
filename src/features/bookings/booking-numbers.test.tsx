// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNBELIEVABLE_TEXT } from '../../../sandbox/hostile-values';
import {
  cellsByColumn,
  connectHostileWorkspace,
  definitionOf,
  expectNotReadable,
  expectNoUnbelievableText,
  visibleText,
} from '@/testing/hostile-workspace';
import { renderApp } from '@/testing/render';

// The hostile workspace's bookings happen in 1894 (odd ones) or end in 2245 (even ones), and were
// booked in 2187 or 1969 (sandbox/hostile.ts): no such date is printed (docs/product.md decision 21).

describe('bookings from a workspace that sends unbelievable dates', () => {
  it('the table and the details print none of them, and say what was sent', async () => {
    connectHostileWorkspace();
    const { user } = renderApp('/bookings');
    await screen.findByText('1–30 bookings, page 1', {}, { timeout: 5000 });
    const table = screen.getByRole('region', { name: 'Bookings table' });
    const cell = cellsByColumn(table);
    expectNotReadable(cell(0, 'When'), '1894-05-17T10:00:00Z');
    expect(visibleText(cell(1, 'When'))).toMatch(/^Mar 2, 2026, /);
    expectNoUnbelievableText(table);

    await user.click(screen.getByRole('button', { name: 'Show details of the booking with Client 1' }));
    const first = document.getElementById('booking-hostile-booking-1')!;
    expectNotReadable(definitionOf('Starts', 0, first), '1894-05-17T10:00:00Z');
    expect(within(first).queryByText('Length', { selector: 'dt' })).not.toBeInTheDocument();
    const sees = definitionOf('Client sees', 0, first);
    expect(visibleText(sees)).toBe('Not readable to Not readable');
    const [from, to] = within(sees).getAllByText('Not readable');
    expect(from).toHaveAccessibleDescription('Sent by the workspace: 1894-05-17T15:30:00+05:30');
    expect(to).toHaveAccessibleDescription('Sent by the workspace: 1894-05-17T16:00:00+05:30');
    expectNotReadable(definitionOf('Booked', 0, first), '2187-01-01T00:00:00Z');
    expectNoUnbelievableText(first);

    await user.click(screen.getAllByRole('button', { name: 'Show details of the booking with this client' })[0]!);
    const second = document.getElementById('booking-hostile-booking-2')!;
    expect(visibleText(definitionOf('Starts', 0, second))).toMatch(/^Mar 2, 2026, /);
    expectNotReadable(definitionOf('Length', 0, second), 'from 2026-03-02T10:00:00Z to 2245-01-01T00:00:00Z');
    expect(visibleText(definitionOf('Client sees', 0, second))).toBe('Mar 2, 2026, 3:30 PM to Not readable');
    expectNotReadable(definitionOf('Client sees', 0, second), '2245-01-01T05:30:00+05:30');
    expectNotReadable(definitionOf('Booked', 0, second), '1969-12-31T23:59:59Z');
    expectNoUnbelievableText(second);
    expect(visibleText(screen.getByRole('main'))).not.toMatch(UNBELIEVABLE_TEXT);
  });
});
