import { useEffect, useRef, type ReactNode } from 'react';
import classes from './action-bar.module.css';

/** For the submit button inside the bar, so assistive technology announces the shortcut. */
export const SAVE_SHORTCUT = 'Control+S Meta+S';

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The save controls of an edit page, kept in view at the bottom of the form, with Ctrl/Cmd+S from
 * anywhere on the page (the grid included). The shortcut presses the bar's button that carries
 * `aria-keyshortcuts={SAVE_SHORTCUT}`, so it takes exactly the path a click takes: one request per
 * intent, invalid fields stop it.
 */
export function ActionBar({ children, label = 'Save' }: { children: ReactNode; label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 's') return;
      // A dialog on top owns the keyboard; the browser's own "save page" is never wanted here.
      e.preventDefault();
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const submit = ref.current?.querySelector<HTMLButtonElement>(
        `button[aria-keyshortcuts="${SAVE_SHORTCUT}"]:not(:disabled)`,
      );
      if (!submit) return;
      // A typed time is read when its field loses focus: let that happen and render before submitting.
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== submit) active.blur();
      setTimeout(() => submit.click(), 0);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div ref={ref} className={classes.bar} role="group" aria-label={label}>
      {children}
      <span className={classes.hint} aria-hidden="true">
        {isMac() ? '⌘S' : 'Ctrl+S'} saves from anywhere on this page
      </span>
    </div>
  );
}
