import { Button, Group, Radio, Text } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { announce } from '@/components/announcer/announce';
import { keepFocusNear } from '@/components/focus/keep-focus';
import { useRovingStops } from '@/components/use-roving-stops';
import { emptyWeek, weekdays9to5, type Week } from '@/lib/time/periods';
import { fittingCellMinutes, type CellMinutes } from './grid-model';
import { PeriodList } from './period-list';
import { pushUndo, redo, undo, type UndoStack } from './undo-stack';
import { GRID_KEYS_HELP, WeeklyGrid } from './weekly-grid';
import classes from './availability-editor.module.css';

interface Props {
  undoStack: UndoStack;
  onUndoStackChange: (s: UndoStack) => void;
  cellMinutes: CellMinutes;
  onCellMinutes: (m: CellMinutes) => void;
  label: string;
  periodErrors?: Record<string, string>;
  /**
   * True while a typed range shows a message: the list then shows text the week does not hold, so the
   * page must not send `undoStack.present`. Called after the render that changes it.
   */
  onValidityChange?: (invalid: boolean) => void;
  /**
   * A key under which typed text that is not in the week yet survives a reload, beside the page's
   * own draft of the week (e.g. `${pageDraftKey}.typed`). Without it, such text lives until unmount.
   */
  typedDraftKey?: string;
}

/** The weekly grid and the list of ranges, kept in sync, with presets, cell size and undo/redo. */
export function AvailabilityEditor({
  undoStack,
  onUndoStackChange,
  cellMinutes,
  onCellMinutes,
  label,
  periodErrors,
  onValidityChange,
  typedDraftKey,
}: Props) {
  // The presets and undo are one Tab stop, their buttons reached with the arrow keys.
  const toolbar = useRovingStops<HTMLDivElement>();
  const change = (week: Week) => onUndoStackChange(pushUndo(undoStack, week));
  const preset = (week: Week, words: string) => {
    change(week);
    announce(words);
  };
  const step = (back: boolean, e?: MouseEvent<HTMLButtonElement>) => {
    // The last Undo (or Redo) disables its own button.
    if (e) keepFocusNear(e.currentTarget);
    const next = back ? undo(undoStack) : redo(undoStack);
    if (next === undoStack) return announce(back ? 'Nothing to undo' : 'Nothing to redo');
    onUndoStackChange(next);
    const left = back ? next.past.length : next.future.length;
    const verb = back ? 'undo' : 'redo';
    announce(`${back ? 'Undone' : 'Redone'}. ${left === 0 ? `Nothing more to ${verb}` : `${left} more to ${verb}`}.`);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
    e.preventDefault();
    step(!e.shiftKey);
  };
  return (
    <div onKeyDown={onKeyDown}>
      <Group justify="space-between" wrap="wrap" mb="sm" gap="sm">
        <Group gap="xs" role="toolbar" aria-label="The whole week" {...toolbar}>
          <Button
            size="xs"
            variant="default"
            onClick={() => preset(weekdays9to5(), 'Monday to Friday, 9:00 AM to 5:00 PM: available; the weekend not')}
          >
            Weekdays 9–5
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => preset(emptyWeek(), 'Every day cleared: not available all week')}
          >
            Clear all
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={(e) => step(true, e)}
            disabled={!undoStack.past.length}
            aria-keyshortcuts="Control+Z"
          >
            Undo
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={(e) => step(false, e)}
            disabled={!undoStack.future.length}
            aria-keyshortcuts="Control+Shift+Z"
          >
            Redo
          </Button>
        </Group>
        <Radio.Group
          value={String(cellMinutes)}
          onChange={(v) => onCellMinutes(Number(v) as CellMinutes)}
          label="Cell size"
        >
          <Group gap="sm" mt={4}>
            {[15, 30, 60].map((m) => (
              <Radio key={m} value={String(m)} label={`${m} min`} size="xs" />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      {fittingCellMinutes(undoStack.present, cellMinutes) !== cellMinutes && (
        <Text size="xs" mb="xs">
          Shown in {fittingCellMinutes(undoStack.present, cellMinutes)}-minute cells: some hours start or end between{' '}
          {cellMinutes}-minute cells (in a zone with a half-hour or 45-minute offset they do).
        </Text>
      )}
      <Text size="xs" c="dimmed" mb="xs" id="grid-help">
        Drag to paint; start on an available cell to erase.{' '}
        <span className="keys-help">
          {GRID_KEYS_HELP} In the list of ranges, Tab goes from day to day and the arrow keys move within a day.
        </span>
      </Text>
      <div className={classes.layout}>
        <WeeklyGrid week={undoStack.present} onChange={change} cellMinutes={cellMinutes} label={label} />
        <PeriodList
          week={undoStack.present}
          onChange={change}
          errors={periodErrors}
          onValidityChange={onValidityChange}
          typedDraftKey={typedDraftKey}
        />
      </div>
    </div>
  );
}
