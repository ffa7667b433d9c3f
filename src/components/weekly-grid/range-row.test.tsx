// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { RangeRow } from './range-row';

it('a single range (a date override) reports unreadable text and commits only what reads', async () => {
  const onCommit = vi.fn();
  const onValidityChange = vi.fn();
  render(
    <MantineProvider env="test">
      <RangeRow
        label="Friday 2027-01-15, range 1"
        range={{ start: 540, end: 1020 }}
        onCommit={onCommit}
        onRemove={() => {}}
        onValidityChange={onValidityChange}
      />
    </MantineProvider>,
  );
  const user = userEvent.setup();
  const to = screen.getByRole('textbox', { name: 'Friday 2027-01-15, range 1, to' });
  await user.clear(to);
  await user.type(to, '13:00 PM');
  await user.tab();
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('“13:00 PM” is not a time of day: write one like 5:00 PM.');
  expect(onValidityChange).toHaveBeenLastCalledWith(true);
  expect(onCommit).not.toHaveBeenCalled();
  await user.clear(to);
  await user.type(to, '1pm{Enter}');
  expect(onCommit).toHaveBeenCalledWith({ start: 540, end: 780 });
  expect(onValidityChange).toHaveBeenLastCalledWith(false);
});
