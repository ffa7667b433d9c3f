// @vitest-environment jsdom
import { Autocomplete, MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme’s pickers', () => {
  it.each([
    [
      'a searchable Select ("Time zone", "Show in")',
      <Select key="s" searchable label="Time zone" data={['UTC', 'Asia/Kolkata']} />,
    ],
    [
      'an Autocomplete ("Organization role")',
      <Autocomplete key="a" label="Organization role" data={['Admin', 'Member']} />,
    ],
  ])('%s opens on the arrow keys or typing, never because Tab reached it', async (_, picker) => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env="test">
        <button type="button">Before</button>
        {picker}
        <button type="button">After</button>
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const field = screen.getByRole('combobox', { name: /^(Time zone|Organization role)$/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Tab goes on past it, the list never having taken a stop.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('A');
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });
});
