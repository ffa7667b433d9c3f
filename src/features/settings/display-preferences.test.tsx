// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, setDisplayPrefs } from '@/lib/display-prefs';
import { renderApp } from '@/testing/render';

afterEach(() => setDisplayPrefs(DEFAULT_PREFS));

describe('date and time preferences', () => {
  it('switching to the 24-hour clock in Settings changes the weekly grid’s labels', async () => {
    const view = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Dates and times' }, { timeout: 12_000 });
    await view.user.click(screen.getByRole('combobox', { name: 'Clock' }));
    await view.user.click(await screen.findByRole('option', { name: '24-hour (14:30)' }));
    expect(screen.getByText(/^Example: .*14:30$/)).toBeInTheDocument();
    expect(window.localStorage.getItem('slotboard.display.v1')).toContain('"clock":"24"');

    act(() => view.location.navigate('/availabilities/new'));
    const grid = await screen.findByRole('grid', { name: 'Weekly availability' }, { timeout: 12_000 });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toContain('13:00');
    expect(within(grid).queryByText('1:00 PM')).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('gridcell', { name: /^Monday 17:00,/ }).length).toBe(1);
  });

  it('the 12-hour clock writes the same grid with AM and PM', async () => {
    setDisplayPrefs({ clock: '12', weekStart: 'auto' });
    renderApp('/availabilities/new');
    const grid = await screen.findByRole('grid', { name: 'Weekly availability' }, { timeout: 12_000 });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.getAttribute('aria-label')),
    ).toContain('1:00 PM');
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toContain('1 PM');
    expect(within(grid).getAllByRole('gridcell', { name: /^Monday 5:00 PM,/ }).length).toBe(1);
  });

  it('the first day of the week chosen reaches the override calendar', async () => {
    setDisplayPrefs({ clock: 'auto', weekStart: '1' });
    renderApp('/availabilities/new');
    const overrides = await screen.findByRole('region', { name: 'Date overrides' }, { timeout: 12_000 });
    const headers = within(overrides)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toMatch(/^Mo/);
    act(() => setDisplayPrefs({ clock: 'auto', weekStart: '0' }));
    expect(
      within(overrides)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)[0],
    ).toMatch(/^Su/);
  });
});
