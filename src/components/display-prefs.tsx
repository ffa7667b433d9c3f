import { displayPrefsStore, type DisplayPrefs } from '@/lib/display-prefs';
import { useSideStore } from '@/lib/use-side-store';

/**
 * The admin's date and time preferences; a component using it draws again when they change. The
 * calendars read the first day of the week from it themselves (overrides-editor.tsx): a provider
 * around the whole app would work it out, from the locale's week data, before the first screen.
 */
export function useDisplayPrefs(): DisplayPrefs {
  return useSideStore(displayPrefsStore);
}
