import { useMemo } from 'react';
import { useDisplayPrefs } from '@/components/display-prefs';
import { weekStart } from '@/lib/display-prefs';
import type { Weekday } from '@/lib/time/periods';
import { dayColumns } from './grid-model';

/**
 * The weekdays in the order the editor shows them, from the admin's first day of the week (Settings,
 * else the locale's), as the overrides calendar and the board follow it. One array per first day, so
 * memoised rows keep their memo.
 */
export function useDayColumns(): readonly Weekday[] {
  const firstDay = weekStart(useDisplayPrefs());
  return useMemo(() => dayColumns(firstDay), [firstDay]);
}
