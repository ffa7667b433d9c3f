import { useEffect, useId, useRef, useState } from 'react';
import { FieldFrame, fieldInputClass } from './field-frame';

interface Props {
  label: string;
  description?: string;
  /** The settled value, from the URL. */
  value: string;
  /** Called once typing has paused for `delay` ms, or at once on Enter. */
  onSettled: (value: string) => void;
  delay?: number;
}

/** A search box that reports a value once typing settles, and follows the URL when Back changes it. */
export function SearchField({ label, description, value, onSettled, delay = 300 }: Props) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed without typing (Back, a cleared filter): show its value.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const settle = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSettled(next.trim());
  };
  const id = useId();
  return (
    <FieldFrame
      inputId={id}
      label={label}
      description={description}
      descriptionId={`${id}-description`}
      style={{ flex: '1 1 14rem' }}
    >
      <input
        id={id}
        type="search"
        className={fieldInputClass}
        aria-describedby={description ? `${id}-description` : undefined}
        value={draft}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setDraft(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => settle(next), delay);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') settle(e.currentTarget.value);
        }}
      />
    </FieldFrame>
  );
}
