import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isUnreadable, type Reading } from '@/lib/believable';
import classes from './not-readable.module.css';

// A value the workspace sent that Slotboard does not believe (docs/product.md decision 21): the words
// "Not readable", and what was sent as the element's description (read by screen readers on focus)
// and in a tooltip on hover and focus. Not Mantine's Tooltip: it would bring its positioning library
// into the links page's first load (scripts/budget.ts), and the All view's rows are painted inside
// a `contain: strict` scroller that clips anything not in a portal; this one is fixed in a portal.
// A list or page that scrolls while it is open moves it along.

type Where = { left: number; top: number };

/** Below the value, kept inside the window. */
function below(el: HTMLElement): Where {
  const box = el.getBoundingClientRect();
  return { left: Math.max(4, Math.min(box.left, window.innerWidth - 200)), top: box.bottom };
}

function NotReadable({ raw }: { raw: string }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [where, setWhere] = useState<Where | null>(null);
  const trigger = useRef<HTMLSpanElement>(null);
  const text = `Sent by the workspace: ${raw}`;
  const open = (hovered || focused) && !dismissed && where !== null;

  // A fixed tooltip follows its value when the page or a list scrolls (focusing the value scrolls it into view).
  useEffect(() => {
    if (!open) return;
    const follow = () => trigger.current && setWhere(below(trigger.current));
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  const place = (el: HTMLElement) => {
    setWhere(below(el));
    setDismissed(false);
  };
  const leaving = (next: EventTarget | null) =>
    next instanceof Node && Boolean(document.getElementById(`${id}-tip`)?.contains(next));

  return (
    <span>
      <span
        ref={trigger}
        tabIndex={0}
        className={classes.value}
        aria-describedby={id}
        onMouseEnter={(e) => {
          place(e.currentTarget);
          setHovered(true);
        }}
        onMouseLeave={(e) => setHovered(leaving(e.relatedTarget))}
        onFocus={(e) => {
          place(e.currentTarget);
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          // WCAG 1.4.13: what appears on hover or focus can be put away without moving either.
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setDismissed(true);
          }
        }}
      >
        Not readable
      </span>
      <span id={id} className={classes.description} hidden>
        {text}
      </span>
      {open &&
        createPortal(
          <div
            id={`${id}-tip`}
            role="tooltip"
            className={classes.tip}
            style={where}
            onMouseLeave={() => setHovered(false)}
          >
            {text}
          </div>,
          document.body,
        )}
    </span>
  );
}

/** A value as a screen prints it: its text, or "Not readable" with what was sent. */
export function Shown({ value }: { value: Reading | ReactNode }) {
  return isUnreadable(value) ? <NotReadable raw={value.unreadable} /> : <>{value}</>;
}
