// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

// The browser's language in these tests is American English (lib/display-prefs.ts browserLocale).

function Form({ start = '', seen }: { start?: string; seen: string[] }) {
  const [date, setDate] = useState(start);
  return (
    <MantineProvider env="test">
      <DateField
        label="First date"
        value={date}
        onChange={(d) => {
          seen.push(d);
          setDate(d);
        }}
        error={date ? undefined : 'Pick the first date.'}
      />
      <button type="button" onClick={() => setDate('2027-12-24')}>
        Christmas Eve
      </button>
      <output aria-label="Picked">{date}</output>
    </MantineProvider>
  );
}

describe('the date field', () => {
  it.each([
    ['2027-01-30', 'Jan 30, 2027'],
    ['1/30/2027', 'Jan 30, 2027'],
    ['30 jan 2027', 'Jan 30, 2027'],
  ])('reads %j as the API date and shows it as %j once left', async (typed, shown) => {
    const user = userEvent.setup();
    render(<Form start="2027-01-01" seen={[]} />);
    const field = screen.getByRole('textbox', { name: 'First date' });
    expect(field).toHaveValue('Jan 1, 2027');
    expect(field).toHaveAccessibleDescription('Like Jan 30, 2027 or 2027-01-30');
    await user.clear(field);
    await user.type(field, typed);
    expect(screen.getByLabelText('Picked')).toHaveTextContent('2027-01-30');
    await user.tab();
    expect(field).toHaveValue(shown);
  });

  it('says junk at the field, in its own words, and reports no date', async () => {
    const seen: string[] = [];
    const user = userEvent.setup();
    render(<Form start="2027-01-01" seen={seen} />);
    const field = screen.getByRole('textbox', { name: 'First date' });
    await user.clear(field);
    await user.type(field, '2/30/2027');
    await user.tab();
    expect(field).toHaveValue('2/30/2027');
    expect(seen.at(-1)).toBe('');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('“2/30/2027” is not a date: write one like Jan 30, 2027 or 2027-01-30.'),
    );
    expect(screen.queryByText('Pick the first date.')).not.toBeInTheDocument();
  });

  it('shows the form’s own message when empty, and a date set from outside', async () => {
    const user = userEvent.setup();
    render(<Form seen={[]} />);
    const field = screen.getByRole('textbox', { name: 'First date' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Pick the first date.'));
    await user.click(screen.getByRole('button', { name: 'Christmas Eve' }));
    expect(field).toHaveValue('Dec 24, 2027');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
