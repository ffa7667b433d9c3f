import { MantineProvider } from '@mantine/core';
import { render, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { parseClock } from '@/lib/time/clock';
import {
  emptyWeek,
  normalize,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Range,
  type Week,
  type Weekday,
} from '@/lib/time/periods';
import { AvailabilityEditor } from '@/components/weekly-grid/availability-editor';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { readRow } from '@/components/weekly-grid/range-drafts';
import { undoStackOf } from '@/components/weekly-grid/undo-stack';

// Test helpers for the availability editor (component tests only). Cells and inputs are found by
// their accessible names (aria-label), read with plain DOM walks: role queries and attribute
// selectors over hundreds of cells are too slow in jsdom for hundreds of generated edits.

interface Probe {
  /** What a page would send: the week the editor last handed up. */
  week: Week;
  /** What the editor last reported through onValidityChange. */
  invalid: boolean;
  /** Submits of the form the editor sits in, as on the pages. */
  submits: number;
}

export function renderEditor(cellMinutes: CellMinutes = 15, initial: Week = emptyWeek(), typedDraftKey?: string) {
  const probe: Probe = { week: initial, invalid: false, submits: 0 };
  function Harness() {
    const [stack, setStack] = useState(() => undoStackOf(initial));
    return (
      <AvailabilityEditor
        undoStack={stack}
        onUndoStackChange={(s) => {
          probe.week = s.present;
          setStack(s);
        }}
        cellMinutes={cellMinutes}
        onCellMinutes={() => {}}
        label="Weekly availability"
        typedDraftKey={typedDraftKey}
        onValidityChange={(invalid) => {
          probe.invalid = invalid;
        }}
      />
    );
  }
  const utils = render(
    <MantineProvider env="test">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          probe.submits++;
        }}
      >
        <Harness />
        <button type="submit">Send</button>
      </form>
    </MantineProvider>,
  );
  return { ...utils, probe, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const named = <T extends Element>(elements: HTMLCollectionOf<T>, test: (name: string) => boolean) =>
  Array.from(elements).filter((el) => test(el.getAttribute('aria-label') ?? ''));

export const dayGroup = (container: HTMLElement, day: Weekday) =>
  named(container.getElementsByTagName('div'), (n) => n === WEEKDAY_LABELS[day]).find(
    (el) => el.getAttribute('role') === 'group',
  )!;

/** A day's range fields in order: from, to, from, to… */
export const rangeInputs = (container: HTMLElement, day: Weekday) =>
  named(
    container.getElementsByTagName('input'),
    (n) => n.startsWith(`${WEEKDAY_LABELS[day]}, range `) && /, (from|to)$/.test(n),
  );

const cells = (container: HTMLElement) =>
  Array.from(container.querySelector('[role="grid"]')!.querySelectorAll<HTMLElement>('[role="gridcell"]'));

/** The cell named "Monday 9:00 AM, …". */
export const cellNamed = (container: HTMLElement, day: Weekday, time: string) => {
  const prefix = `${WEEKDAY_LABELS[day]} ${time},`;
  return cells(container).find((c) => c.getAttribute('aria-label')!.startsWith(prefix))!;
};

interface Shown {
  /** Per day, each row of the list as it reads (null: the text cannot be read). */
  list: Record<Weekday, (Range | null)[]>;
  /** Some field carries aria-invalid="true". */
  fieldError: boolean;
  /** The week as the grid's cells name it. */
  grid: Week;
}

export function readShown(container: HTMLElement, cellMinutes: CellMinutes): Shown {
  const list = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const inputs = rangeInputs(container, day);
      const rows: (Range | null)[] = [];
      for (let i = 0; i + 1 < inputs.length; i += 2)
        rows.push(readRow({ start: inputs[i]!.value, end: inputs[i + 1]!.value }).range);
      return [day, rows];
    }),
  ) as Shown['list'];
  const fieldError = Array.from(container.getElementsByTagName('input')).some(
    (i) => i.getAttribute('aria-invalid') === 'true',
  );
  const grid = emptyWeek();
  for (const cell of cells(container)) {
    const m = /^(\w+) (.+), (available|not available)$/.exec(cell.getAttribute('aria-label') ?? '');
    if (!m) throw new Error(`A cell is named "${cell.getAttribute('aria-label')}"`);
    const day = WEEKDAYS.find((d) => WEEKDAY_LABELS[d] === m[1])!;
    const minute = parseClock(m[2]!)!;
    if (m[3] === 'available') grid[day].push({ start: minute, end: minute + cellMinutes });
  }
  for (const d of WEEKDAYS) grid[d] = normalize(grid[d]);
  return { list, fieldError, grid };
}

export const copyDialog = () => within(document.querySelector<HTMLElement>('[role="dialog"]')!);
