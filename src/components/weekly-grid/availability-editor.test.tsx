// @vitest-environment jsdom
import { screen, within, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { setDisplayPrefs } from '@/lib/display-prefs';
import { weekdays9to5, emptyWeek, WEEKDAYS, weekToPeriods, type Weekday } from '@/lib/time/periods';
import { cellNamed, dayGroup, renderEditor, copyDialog, rangeInputs, readShown } from '@/testing/editor-kit';
import { expectAnnounced } from '@/testing/announcer';
import fc from 'fast-check';
import { displayClock, formatClock } from '@/lib/time/clock';

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
    ['9:00 AM', '25:99', 'to', '“25:99” is not a time of day: write one like 5:00 PM.'],
    ['13:00 PM', '5:00 PM', 'from', '“13:00 PM” is not a time of day: write one like 9:00 AM.'],
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

describe('what the editor says, and where focus goes', () => {
  it('says the presets, Undo and Redo, and the last Undo hands focus to Redo', async () => {
    const { user, probe } = renderEditor(60);
    await user.click(screen.getByRole('button', { name: 'Weekdays 9–5' }));
    await expectAnnounced('Monday to Friday, 9:00 AM to 5:00 PM: available; the weekend not');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await expectAnnounced('Every day cleared: not available all week');
    expect(probe.week).toEqual(emptyWeek());
    const undo = screen.getByRole('button', { name: 'Undo' });
    await user.click(undo);
    await expectAnnounced('Undone. 1 more to undo.');
    await user.click(undo);
    await expectAnnounced('Undone. Nothing more to undo.');
    expect(undo).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await expectAnnounced('Redone. 1 more to redo.');
  });

  it('says a range added and removed, and focus stays in the day when its range goes', async () => {
    const { user, container } = renderEditor(60, weekdays9to5());
    await user.click(screen.getByRole('button', { name: 'Add a range to Monday' }));
    await expectAnnounced('Monday, range 2 added');
    expect(rangeInputs(container, 'monday')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Remove Monday, range 2' }));
    await expectAnnounced('Monday, range 2 removed');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a range to Monday' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove Tuesday, range 1' }));
    await expectAnnounced('Tuesday, range 1 removed');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(within(dayGroup(container, 'tuesday')).getByRole('switch', { name: 'Tuesday' })).not.toBeChecked();
  });

  it('says a range painted with Shift and the arrows as the whole range, from where it started', async () => {
    const { user, container } = renderEditor(60);
    cellNamed(container, 'monday', '9:00 AM').focus();
    await user.keyboard(' ');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
    await expectAnnounced('Monday to Tuesday, 9:00 AM to 12:00 PM: available');
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

// Random edit sequences on the period list and the grid. After every action: when no field shows a
// message, what a page would send (weekToPeriods of the week handed up) is exactly the ranges the
// list shows and the grid names; when a field shows one, the editor has said it is invalid.
// Every run starts from a new seed, so runs over time cover more sequences than any fixed set; the
// seed is printed, and a failure prints the line that replays it (EDITOR_PROPERTY_SEED, _PATH).
// As many sequences as fit in EDITOR_PROPERTY_SECONDS (18), at most EDITOR_PROPERTY_RUNS (300).
const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const SEED = envNumber('EDITOR_PROPERTY_SEED') ?? Math.floor(Math.random() * 2 ** 31);
const PATH = process.env.EDITOR_PROPERTY_PATH || undefined;
const RUNS = envNumber('EDITOR_PROPERTY_RUNS') ?? 300;
const SECONDS = envNumber('EDITOR_PROPERTY_SECONDS') ?? 18;

// jsdom has no layout: the grid asks which cell is under the pointer, and captures the pointer.
let pointed: Element | null = null;
const layoutless = {
  elementFromPoint: document.elementFromPoint,
  setPointerCapture: Element.prototype.setPointerCapture,
};

const day = fc.constantFrom(...WEEKDAYS);
// 30-minute cells (half the cells of 15, so twice as many edits per second) and typed times on the
// half hour, so the grid can name every range exactly.
const CELL = 30;
const half = fc.integer({ min: 0, max: 48 }).map((q) => q * CELL);
const goodText = fc.oneof(
  half.map((m) => displayClock(m === 1440 ? 0 : m)),
  half.map((m) => formatClock(m)),
  half.map((m) =>
    displayClock(m % 1440)
      .replace(' ', '')
      .toLowerCase(),
  ),
  half.map((m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`),
);
// Unreadable, empty, or 9:00 AM again (an end equal to the start of a 9-to-5 day).
const badText = fc.constantFrom('8:00am', '25:99', '13:00 PM', '', '9:00 AM', 'noon', '12:60 PM');
const text = fc.oneof(
  { weight: 3, arbitrary: goodText },
  { weight: 2, arbitrary: badText },
  { weight: 1, arbitrary: fc.constant('=other') },
);
const cell = fc.record({ day: fc.integer({ min: 0, max: 6 }), slot: fc.integer({ min: 12, max: 40 }) });
const key = fc.constantFrom(
  '{ArrowUp}',
  '{ArrowDown}',
  '{ArrowLeft}',
  '{ArrowRight}',
  '{Home}',
  '{End}',
  '{PageUp}',
  '{PageDown}',
  '{Control>}{Home}{/Control}',
  '{Control>}{End}{/Control}',
  ' ',
  'd',
  't',
  '{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}',
  '{Shift>}{ArrowUp}{ArrowLeft}{ArrowLeft}{/Shift}',
  '{Control>}z{/Control}',
  '{Control>}{Shift>}z{/Shift}{/Control}',
);

const action = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('type' as const),
      day,
      row: fc.nat(2),
      field: fc.constantFrom('from' as const, 'to' as const),
      text,
      end: fc.constantFrom('Tab' as const, 'Enter' as const),
    }),
  },
  // Both ends of a range, valid ones mostly: ranges that overlap, touch or come out of order.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('range' as const),
      day,
      row: fc.nat(2),
      from: fc.oneof({ weight: 4, arbitrary: goodText }, badText),
      to: fc.oneof({ weight: 4, arbitrary: goodText }, badText),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('toggle' as const), day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), day, row: fc.nat(2) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('copy' as const),
      day,
      to: fc.uniqueArray(day, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('keys' as const),
      at: cell,
      keys: fc.array(key, { minLength: 1, maxLength: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drag' as const), from: cell, to: cell }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('button' as const),
      name: fc.constantFrom('Undo', 'Redo', 'Weekdays 9–5', 'Clear all'),
    }),
  },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

type Editor = ReturnType<typeof renderEditor>;
const cellAt = (container: HTMLElement, c: { day: number; slot: number }) =>
  cellNamed(container, WEEKDAYS[c.day]!, displayClock(c.slot * CELL));

async function perform({ container, user }: Editor, a: Action) {
  const group = (d: Weekday) => dayGroup(container, d);
  switch (a.kind) {
    case 'type': {
      // As an admin does: turn the day on first when it is off.
      if (!rangeInputs(container, a.day).length)
        await user.click(group(a.day).querySelector<HTMLElement>('input[role="switch"]')!);
      const inputs = rangeInputs(container, a.day);
      const rows = inputs.length / 2;
      const row = a.row % rows;
      const input = inputs[row * 2 + (a.field === 'from' ? 0 : 1)]!;
      const other = inputs[row * 2 + (a.field === 'from' ? 1 : 0)]!;
      await user.clear(input);
      const typed = a.text === '=other' ? other.value : a.text;
      // Pasted rather than typed key by key: only the text left in the field matters here, and it is 5x faster.
      if (typed) await user.paste(typed);
      if (a.end === 'Enter') return user.keyboard('{Enter}');
      // Where Tab goes from this field (user-event's Tab checks the styles of every focusable element: slow).
      const next = a.field === 'from' ? other : input.closest('[role="group"]')!.querySelector('button')!;
      next.focus();
      return;
    }
    case 'range': {
      if (!rangeInputs(container, a.day).length)
        await user.click(group(a.day).querySelector<HTMLElement>('input[role="switch"]')!);
      // Past the last row: a new one, as "+ Add range" would give.
      if (a.row >= rangeInputs(container, a.day).length / 2)
        await user.click(group(a.day).querySelector<HTMLElement>('button[aria-label^="Add a range"]')!);
      const row = Math.min(a.row, rangeInputs(container, a.day).length / 2 - 1);
      for (const [i, typed] of [a.from, a.to].entries()) {
        const input = rangeInputs(container, a.day)[row * 2 + i];
        if (!input) return;
        await user.clear(input);
        if (typed) await user.paste(typed);
        await user.keyboard('{Enter}');
      }
      return;
    }
    case 'toggle':
      return user.click(group(a.day).querySelector<HTMLElement>('input[role="switch"]')!);
    case 'add':
    case 'remove': {
      const name = a.kind === 'add' ? 'Add a range to' : 'Remove';
      const buttons = Array.from(group(a.day).querySelectorAll<HTMLButtonElement>(`button[aria-label^="${name}"]`));
      const button = buttons[a.kind === 'remove' ? a.row % Math.max(1, buttons.length) : 0];
      return button && user.click(button);
    }
    case 'copy': {
      const open = group(a.day).querySelector<HTMLButtonElement>('button[aria-label^="Copy "]');
      if (!open || open.disabled) return;
      await user.click(open);
      const dialog = copyDialog();
      for (const d of a.to.filter((t) => t !== a.day))
        await user.click(dialog.getByRole('checkbox', { name: d[0]!.toUpperCase() + d.slice(1) }));
      const copy = dialog.getByRole('button', { name: 'Copy' });
      return user.click(copy.hasAttribute('disabled') ? dialog.getByRole('button', { name: 'Cancel' }) : copy);
    }
    case 'keys': {
      const target = cellAt(container, a.at);
      target.focus();
      for (const k of a.keys) await user.keyboard(k);
      return;
    }
    case 'drag': {
      const from = cellAt(container, a.from);
      const to = cellAt(container, a.to);
      pointed = from;
      await user.pointer({ keys: '[MouseLeft>]', target: from });
      pointed = to;
      await user.pointer({ target: to });
      await user.pointer({ keys: '[/MouseLeft]', target: to });
      return;
    }
    case 'button': {
      const button = Array.from(container.querySelectorAll<HTMLButtonElement>('button')).find(
        (b) => b.textContent === a.name,
      )!;
      // A disabled Undo is a no-op for a person too; fireEvent keeps the step cheap.
      return button.disabled ? fireEvent.click(button) : user.click(button);
    }
  }
}

function check({ container, probe }: Editor, step: string) {
  const shown = readShown(container, CELL);
  // The grid never shows anything but the week a page would send.
  expect(shown.grid, `${step}: grid`).toEqual(probe.week);
  if (shown.fieldError) {
    expect(probe.invalid, `${step}: a field shows a message, the editor must say it is invalid`).toBe(true);
    return;
  }
  expect(probe.invalid, `${step}: no field shows a message, yet the editor says it is invalid`).toBe(false);
  const listed = WEEKDAYS.flatMap((wday) =>
    shown.list[wday].map((r) => {
      expect(r, `${step}: ${wday} shows a range that cannot be read, without a message`).not.toBeNull();
      return { wday, start_time: formatClock(r!.start), end_time: formatClock(r!.end) };
    }),
  );
  expect(weekToPeriods(probe.week), `${step}: sent vs listed`).toEqual(listed);
}

describe('the availability editor, under random edits', () => {
  beforeAll(() => {
    document.elementFromPoint = () => pointed;
    Element.prototype.setPointerCapture = () => {};
  });
  afterAll(() => {
    document.elementFromPoint = layoutless.elementFromPoint;
    Element.prototype.setPointerCapture = layoutless.setPointerCapture;
  });

  it(
    'never lets what would be sent differ from what is shown, and reports every message',
    async () => {
      const started = Date.now();
      const details = await fc.check(
        fc.asyncProperty(
          fc.boolean(),
          fc.array(action, { minLength: 1, maxLength: 10 }),
          async (nineToFive, actions) => {
            cleanup();
            const editor = renderEditor(CELL, nineToFive ? weekdays9to5() : emptyWeek());
            for (const [i, a] of actions.entries()) {
              await perform(editor, a);
              check(editor, `step ${i + 1} (${JSON.stringify(a)})`);
            }
          },
        ),
        {
          numRuns: RUNS,
          seed: SEED,
          path: PATH,
          endOnFailure: process.env.EDITOR_PROPERTY_SHRINK !== '1',
          // Stops between sequences, never inside one; running out of time is not a failure.
          plugins: [fc.interruptAfterTimeLimit(SECONDS * 1000)],
        },
      );
      console.log(
        `Editor property: ${details.numRuns} random edit sequences in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}`,
      );
      if (details.failed) {
        const replay = `EDITOR_PROPERTY_SEED=${details.seed}${details.counterexamplePath ? ` EDITOR_PROPERTY_PATH=${details.counterexamplePath}` : ''}`;
        throw new Error(
          `${await fc.asyncDefaultReportMessage(details)}\nReplay it with: ${replay} npx vitest run src/components/weekly-grid/availability-editor.property.test.tsx`,
        );
      }
    },
    (SECONDS + 45) * 1000,
  );
});
