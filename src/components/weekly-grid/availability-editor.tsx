import { Button, Group, Radio, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { emptyWeek, weekdays9to5, type Week } from '@/lib/time/periods';
import type { CellMinutes } from './grid-model';
import { PeriodList } from './period-list';
import { GRID_KEYS_HELP, WeeklyGrid } from './weekly-grid';
import classes from './availability-editor.module.css';

export interface History {
  past: Week[];
  present: Week;
  future: Week[];
}

export const historyOf = (week: Week): History => ({ past: [], present: week, future: [] });
export const pushHistory = (h: History, week: Week): History => ({ past: [...h.past.slice(-99), h.present], present: week, future: [] });
export const undo = (h: History): History =>
  h.past.length ? { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] } : h;
export const redo = (h: History): History =>
  h.future.length ? { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) } : h;

interface Props {
  history: History;
  onHistory: (h: History) => void;
  cellMinutes: CellMinutes;
  onCellMinutes: (m: CellMinutes) => void;
  label: string;
  periodErrors?: Record<string, string>;
}

/** The weekly grid and the list of ranges, kept in sync, with presets, cell size and undo/redo. */
export function AvailabilityEditor({ history, onHistory, cellMinutes, onCellMinutes, label, periodErrors }: Props) {
  const change = (week: Week) => onHistory(pushHistory(history, week));
  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
    e.preventDefault();
    onHistory(e.shiftKey ? redo(history) : undo(history));
  };
  return (
    <div onKeyDown={onKeyDown}>
      <Group justify="space-between" wrap="wrap" mb="sm" gap="sm">
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => change(weekdays9to5())}>
            Weekdays 9–5
          </Button>
          <Button size="xs" variant="default" onClick={() => change(emptyWeek())}>
            Clear all
          </Button>
          <Button size="xs" variant="default" onClick={() => onHistory(undo(history))} disabled={!history.past.length} aria-keyshortcuts="Control+Z">
            Undo
          </Button>
          <Button size="xs" variant="default" onClick={() => onHistory(redo(history))} disabled={!history.future.length} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </Button>
        </Group>
        <Radio.Group value={String(cellMinutes)} onChange={(v) => onCellMinutes(Number(v) as CellMinutes)} label="Cell size">
          <Group gap="sm" mt={4}>
            {[15, 30, 60].map((m) => (
              <Radio key={m} value={String(m)} label={`${m} min`} size="xs" />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      <Text size="xs" c="dimmed" mb="xs" id="grid-help">
        Drag to paint; start on an available cell to erase. {GRID_KEYS_HELP}
      </Text>
      <div className={classes.layout}>
        <WeeklyGrid week={history.present} onChange={change} cellMinutes={cellMinutes} label={label} />
        <PeriodList week={history.present} onChange={change} errors={periodErrors} />
      </div>
    </div>
  );
}
