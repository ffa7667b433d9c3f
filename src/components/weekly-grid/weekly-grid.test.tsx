// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, expect, it } from 'vitest';
import { setDisplayPrefs } from '@/lib/display-prefs';
import { emptyWeek, type Week } from '@/lib/time/periods';
import { expectAnnounced } from '@/testing/announcer';
import { cellNamed } from '@/testing/editor-kit';
import { WeeklyGrid } from './weekly-grid';

function Grid({ onWeek }: { onWeek: (w: Week) => void }) {
  const [week, setWeek] = useState(emptyWeek);
  return (
    <WeeklyGrid
      week={week}
      onChange={(w) => {
        onWeek(w);
        setWeek(w);
      }}
      cellMinutes={60}
      label="Weekly availability"
    />
  );
}

// The keyboard model below is written for weeks that start on Monday; the tests after it set their own start.
beforeEach(() => setDisplayPrefs({ clock: '12', weekStart: '1' }));

it('keeps its keyboard model: arrows, Home/End, Ctrl+Home/End, Space, Shift+arrows, D and T', async () => {
  let week = emptyWeek();
  const { container } = render(
    <MantineProvider env="test">
      <Grid onWeek={(w) => (week = w)} />
    </MantineProvider>,
  );
  const user = userEvent.setup();
  const cell = (day: Parameters<typeof cellNamed>[1], time: string) => cellNamed(container, day, time);
  expect(cell('monday', '9:00 AM')).toHaveAttribute('tabindex', '0');
  cell('monday', '9:00 AM').focus();
  await user.keyboard(' ');
  expect(week.monday).toEqual([{ start: 540, end: 600 }]);
  await expectAnnounced('Monday 9:00 AM, available');
  await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
  expect(cell('tuesday', '11:00 AM')).toHaveFocus();
  expect(week.tuesday).toEqual([{ start: 540, end: 720 }]);
  await expectAnnounced('Monday to Tuesday, 9:00 AM to 12:00 PM: available');
  await user.keyboard('d');
  expect(week.tuesday).toEqual([]);
  await user.keyboard('{End}');
  expect(cell('sunday', '11:00 AM')).toHaveFocus();
  await user.keyboard('t');
  expect(week.saturday).toEqual([{ start: 660, end: 720 }]);
  expect(cell('wednesday', '11:00 AM')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(cell('monday', '11:00 AM')).toHaveFocus();
  await user.keyboard('{Control>}{End}{/Control}');
  expect(cell('sunday', '11:00 PM')).toHaveFocus();
  expect(cell('sunday', '11:00 PM')).toHaveAttribute('tabindex', '0');
  await user.keyboard('{Control>}{Home}{/Control}{PageDown}');
  expect(cell('monday', '1:00 AM')).toHaveFocus();
});

const renderGrid = (onWeek: (w: Week) => void = () => undefined) =>
  render(
    <MantineProvider env="test">
      <Grid onWeek={onWeek} />
    </MantineProvider>,
  );
const columnNames = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

it('starts its columns on the first day of the week chosen in Settings: Sunday, then Saturday', async () => {
  setDisplayPrefs({ clock: '12', weekStart: '0' });
  let week = emptyWeek();
  const { container, unmount } = renderGrid((w) => (week = w));
  expect(columnNames()).toEqual(['Time', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  // The first column takes the tab stop; a range painted across columns covers the days shown between.
  expect(cellNamed(container, 'sunday', '9:00 AM')).toHaveAttribute('tabindex', '0');
  const user = userEvent.setup();
  cellNamed(container, 'sunday', '9:00 AM').focus();
  await user.keyboard(' {Shift>}{ArrowRight}{ArrowRight}{/Shift}');
  expect(cellNamed(container, 'tuesday', '9:00 AM')).toHaveFocus();
  expect(week.sunday).toEqual([{ start: 540, end: 600 }]);
  expect(week.monday).toEqual([{ start: 540, end: 600 }]);
  expect(week.tuesday).toEqual([{ start: 540, end: 600 }]);
  expect(week.saturday).toEqual([]);
  await expectAnnounced('Sunday to Tuesday, 9:00 AM to 10:00 AM: available');
  await user.keyboard('{End}');
  expect(cellNamed(container, 'saturday', '9:00 AM')).toHaveFocus();
  await user.keyboard('d');
  expect(week.saturday).toEqual([{ start: 0, end: 1440 }]);
  await expectAnnounced('Saturday: available all day');
  // Each cell sits in its own day's column: Saturday's is the last.
  expect(cellNamed(container, 'saturday', '9:00 AM').style.gridColumn).toBe('8');
  unmount();

  setDisplayPrefs({ clock: '12', weekStart: '6' });
  const again = renderGrid();
  expect(columnNames()).toEqual(['Time', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  expect(cellNamed(again.container, 'saturday', '9:00 AM')).toHaveAttribute('tabindex', '0');
  expect(cellNamed(again.container, 'friday', '9:00 AM').style.gridColumn).toBe('8');
});

it('draws hours that fall between its cells (a half-hour zone’s 19:30–20:00) in cells that show them', () => {
  setDisplayPrefs({ clock: '24', weekStart: '1' });
  const week: Week = { ...emptyWeek(), monday: [{ start: 1170, end: 1200 }] };
  const { container } = render(
    <MantineProvider env="test">
      <WeeklyGrid week={week} cellMinutes={60} label="Weekly availability" />
    </MantineProvider>,
  );
  expect(cellNamed(container, 'monday', '19:30')).toHaveAccessibleName('Monday 19:30, available');
  expect(cellNamed(container, 'monday', '19:00')).toHaveAccessibleName('Monday 19:00, not available');
});
