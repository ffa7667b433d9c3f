// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, setDisplayPrefs } from '@/lib/display-prefs';
import { TimeField } from './time-field';

function Form({ onSubmit = () => {} }: { onSubmit?: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <MantineProvider env="test">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(text);
        }}
      >
        <TimeField label="Start" value={text} onChange={setText} />
        <button type="submit">Go</button>
      </form>
    </MantineProvider>
  );
}

afterEach(() => setDisplayPrefs(DEFAULT_PREFS));

describe('the time field', () => {
  it.each([
    ['12', '1300', '1:00 PM', 'Like 2:30 PM'],
    ['12', '9', '9:00 AM', 'Like 2:30 PM'],
    ['24', '1:00 PM', '13:00', 'Like 14:30'],
    ['24', '1pm', '13:00', 'Like 14:30'],
    ['24', '9', '09:00', 'Like 14:30'],
  ] as const)('on a %s-hour clock reads %j and shows it as %j once left', async (clock, typed, shown, example) => {
    setDisplayPrefs({ clock, weekStart: 'auto' });
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Start' });
    expect(field).toHaveAccessibleDescription(example);
    await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue(shown);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says what cannot be read at the field once left, in the chosen clock', async () => {
    setDisplayPrefs({ clock: '24', weekStart: 'auto' });
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Start' });
    await user.type(field, '25:99');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(field).toHaveValue('25:99');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('“25:99” is not a time of day: write one like 14:30.'),
    );
  });

  it('sends what was typed on Enter and never fills in a time of its own', async () => {
    const sent: string[] = [];
    const user = userEvent.setup();
    render(<Form onSubmit={(t) => sent.push(t)} />);
    const field = screen.getByRole('textbox', { name: 'Start' });
    await user.type(field, '{Enter}');
    expect(field).toHaveValue('');
    await user.type(field, '1300{Enter}');
    expect(sent).toEqual(['', '1300']);
    expect(field).toHaveValue('1300');
  });

  it('follows a change of the clock setting', async () => {
    setDisplayPrefs({ clock: '12', weekStart: 'auto' });
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Start' });
    expect(field).toHaveAccessibleDescription('Like 2:30 PM');
    act(() => setDisplayPrefs({ clock: '24', weekStart: 'auto' }));
    expect(field).toHaveAccessibleDescription('Like 14:30');
  });
});
