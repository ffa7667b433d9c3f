// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeZoneSelect } from './time-zone-select';

const NOW = Date.UTC(2026, 0, 15, 12);

function Picker({ onPick }: { onPick?: (zone: string) => void }) {
  const [zone, setZone] = useState('UTC');
  return (
    <MantineProvider>
      <TimeZoneSelect
        label="Time zone"
        value={zone}
        now={NOW}
        onChange={(z) => {
          setZone(z);
          onPick?.(z);
        }}
      />
      <output aria-label="Chosen">{zone}</output>
    </MantineProvider>
  );
}

describe('TimeZoneSelect', () => {
  it('holds only the chosen zone until the list is opened, written as the list writes it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveValue('UTC (UTC+00:00)');
    expect(screen.queryAllByRole('option', { hidden: true }).length).toBeLessThanOrEqual(1);
    await user.click(input);
    expect((await screen.findAllByRole('option', { hidden: true })).length).toBeGreaterThan(400);
    expect(input).toHaveValue('UTC (UTC+00:00)');
  });

  it('offers every zone while browsing, São Paulo and Vladivostok included, each with its offset', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.length).toBeGreaterThan(400);
    const names = options.map((o) => o.textContent ?? '');
    // Each city once, with its offset.
    for (const city of ['Sao Paulo', 'Buenos Aires', 'Santiago', 'Halifax', 'Caracas', 'Vladivostok']) {
      expect(names.some((n) => n.includes(city))).toBe(true);
    }
    expect(names).toContain('Sao Paulo, Brazil (UTC−03:00) · America/Sao_Paulo');
  });

  it('"India" finds Kolkata first and the keyboard picks it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'India');
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const first = within(listbox).getAllByRole('option', { hidden: true })[0]!;
    expect(first).toHaveTextContent('Kolkata, India (UTC+05:30) · Asia/Kolkata');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('Asia/Kolkata');
  });

  it('"EST" puts New York first; nonsense says how to search', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'EST');
    expect(
      within(await screen.findByRole('listbox', { hidden: true })).getAllByRole('option', { hidden: true })[0],
    ).toHaveTextContent('America/New_York');
    await user.clear(input);
    await user.type(input, 'Atlantis');
    expect(await screen.findByText(/No time zone by that name/)).toBeInTheDocument();
  });
});
