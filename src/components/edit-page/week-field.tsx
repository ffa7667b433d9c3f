import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { AvailabilityEditor } from '@/components/weekly-grid/availability-editor';
import type { UndoStack } from '@/components/weekly-grid/undo-stack';

/** What a page's week-editing hook hands the editor: the week with its history, the cell size, where typed text survives. */
interface WeekEditing {
  undoStack: UndoStack;
  onUndoStackChange: (next: UndoStack) => void;
  cellMinutes: CellMinutes;
  setCellMinutes: (minutes: CellMinutes) => void;
  /** Where the period list keeps typed text that does not read yet, across a reload. */
  typedDraftKey: string;
  /** The service's messages on the ranges it refused. */
  periodErrors?: Record<string, string>;
}

interface Props {
  editing: WeekEditing;
  label: string;
  /** The save's own (useSave): a typed range showing a message stops the send. */
  onValidityChange: (invalid: boolean) => void;
}

/** The weekly editor of an edit page, wired the one way every page wires it. */
export function WeekField({ editing, label, onValidityChange }: Props) {
  return (
    <AvailabilityEditor
      undoStack={editing.undoStack}
      onUndoStackChange={editing.onUndoStackChange}
      cellMinutes={editing.cellMinutes}
      onCellMinutes={editing.setCellMinutes}
      label={label}
      periodErrors={editing.periodErrors}
      onValidityChange={onValidityChange}
      typedDraftKey={editing.typedDraftKey}
    />
  );
}
