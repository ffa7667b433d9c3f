// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setDisplayPrefs } from '@/lib/display-prefs';
import { weekdays9to5 } from '@/lib/time/periods';
import { cellNamed, dayGroup, renderEditor } from '@/testing/editor-kit';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the period list', () => {
  it('says a typed range is wrong, reports it, and never keeps the old hours silently', async () => {
    const { user, probe, container } = renderEditor(60);
    await user.click(within(dayGroup(container, 'tuesday')).getByRole('switch', { name: 'Tuesday' }));
    expect(probe.week.tuesday).toEqual([{ start: 540, end: 1020 }]);
    const to = field('Tuesday, range 1, to');
    await user.clear(to);
    await user.type(to, '8:00am');
    await user.tab();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end must be after the start.');
    expect(probe.invalid).toBe(true);
    // The text stays, through a grid edit of another day.
    cellNamed(container, 'monday', '9:00 AM').focus();
    await user.keyboard(' ');
    expect(probe.week.monday).toEqual([{ start: 540, end: 600 }]);
    expect(field('Tuesday, range 1, to')).toHaveValue('8:00am');
    expect(probe.invalid).toBe(true);
    // Fixed: written to the week, shown as it will be sent.
    await user.clear(field('Tuesday, range 1, to'));
    await user.type(field('Tuesday, range 1, to'), '11:30 pm{Enter}');
    expect(probe.invalid).toBe(false);
    expect(probe.week.tuesday).toEqual([{ start: 540, end: 1410 }]);
    expect(field('Tuesday, range 1, to')).toHaveValue('11:30 PM');
    expect(field('Tuesday, range 1, to')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['9:00 AM', '9:00 AM', 'to', 'The end must be after the start.'],
    ['9:00 AM', '25:99', 'to', 'Write a time like 5:00 PM.'],
    ['13:00 PM', '5:00 PM', 'from', 'Write a time like 9:00 AM.'],
    ['', '5:00 PM', 'from', 'Enter a start time, like 9:00 AM.'],
  ])('refuses %s to %s with a message on "%s"', async (from, to, wrong, message) => {
    const { user, probe } = renderEditor(60, weekdays9to5());
    for (const [name, text] of [
      ['from', from],
      ['to', to],
    ] as const) {
      await user.clear(field(`Wednesday, range 1, ${name}`));
      if (text) await user.type(field(`Wednesday, range 1, ${name}`), text);
    }
    await user.tab();
    expect(field(`Wednesday, range 1, ${wrong}`)).toHaveAccessibleDescription(message);
    expect(field(`Wednesday, range 1, ${wrong}`)).toHaveAttribute('aria-invalid', 'true');
    expect(probe.invalid).toBe(true);
  });

  it('lets Enter submit only once the field shows what will be sent', async () => {
    const { user, probe } = renderEditor(60, weekdays9to5());
    const from = field('Monday, range 1, from');
    await user.clear(from);
    await user.type(from, '8am{Enter}');
    expect(probe.submits).toBe(0);
    expect(probe.week.monday).toEqual([{ start: 480, end: 1020 }]);
    expect(from).toHaveValue('8:00 AM');
    await user.type(from, '{Enter}');
    expect(probe.submits).toBe(1);
    await user.clear(from);
    await user.type(from, '8pm{Enter}');
    expect(probe.submits).toBe(1);
    expect(probe.invalid).toBe(true);
  });

  it('gives way to a grid edit of the same day, and undo brings the week back', async () => {
    const { user, probe, container } = renderEditor(60, weekdays9to5());
    await user.clear(field('Thursday, range 1, to'));
    await user.type(field('Thursday, range 1, to'), '25:99');
    await user.tab();
    expect(probe.invalid).toBe(true);
    cellNamed(container, 'thursday', '6:00 PM').focus();
    await user.keyboard(' ');
    expect(probe.invalid).toBe(false);
    expect(probe.week.thursday).toEqual([
      { start: 540, end: 1020 },
      { start: 1080, end: 1140 },
    ]);
    expect(field('Thursday, range 2, to')).toHaveValue('7:00 PM');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(probe.week.thursday).toEqual([{ start: 540, end: 1020 }]);
    expect(field('Thursday, range 1, to')).toHaveValue('5:00 PM');
    expect(screen.queryByRole('textbox', { name: 'Thursday, range 2, to' })).toBeNull();
  });

  it('keeps text that does not read across a reload, over the same hours only', async () => {
    const first = renderEditor(60, weekdays9to5(), 'typed');
    await first.user.clear(field('Tuesday, range 1, to'));
    // Reloaded mid-typing, before the field was left: the text comes back with its message.
    await first.user.type(field('Tuesday, range 1, to'), '25:99');
    first.unmount();
    const second = renderEditor(60, weekdays9to5(), 'typed');
    expect(field('Tuesday, range 1, to')).toHaveValue('25:99');
    expect(field('Tuesday, range 1, to')).toHaveAttribute('aria-invalid', 'true');
    expect(second.probe.invalid).toBe(true);
    second.unmount();
    renderEditor(60, { ...weekdays9to5(), tuesday: [{ start: 600, end: 660 }] }, 'typed');
    expect(field('Tuesday, range 1, to')).toHaveValue('11:00 AM');
  });
});

describe('the first day of the week', () => {
  it('orders the grid’s columns and the list of days beside it alike, from the day chosen in Settings', async () => {
    setDisplayPrefs({ clock: '12', weekStart: '6' });
    try {
      const { user } = renderEditor(60, weekdays9to5());
      const grid = screen.getByRole('grid', { name: 'Weekly availability' });
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Time', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
      expect(
        screen
          .getAllByRole('switch')
          .map((s) => s.getAttribute('aria-label') ?? (s as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual(['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
      await user.click(screen.getByRole('button', { name: 'Copy Monday to other days' }));
      const copy = await screen.findByRole('group', { name: 'Copy Monday to' });
      expect(
        within(copy)
          .getAllByRole('checkbox')
          .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual(['Saturday', 'Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    } finally {
      setDisplayPrefs({ clock: 'auto', weekStart: 'auto' });
    }
  });
});
