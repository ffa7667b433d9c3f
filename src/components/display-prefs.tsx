import { DatesProvider } from '@mantine/dates';
import { useSyncExternalStore, type ReactNode } from 'react';
import { getDisplayPrefs, onDisplayPrefs, weekStart, type DisplayPrefs } from '@/lib/display-prefs';

/** The admin's date and time preferences; a component using it draws again when they change. */
export function useDisplayPrefs(): DisplayPrefs {
  return useSyncExternalStore(onDisplayPrefs, getDisplayPrefs, getDisplayPrefs);
}

type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Every calendar starts its weeks on the admin's first day (or the locale's). */
export function DisplayPrefsProvider({ children }: { children: ReactNode }) {
  const prefs = useDisplayPrefs();
  return <DatesProvider settings={{ firstDayOfWeek: weekStart(prefs) as DayOfWeek }}>{children}</DatesProvider>;
}
