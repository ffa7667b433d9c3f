import { useEffect, useRef } from 'react';
import classes from './tick-box.module.css';

interface Props {
  'aria-label': string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A native tick box for tables and lists of rows. Mantine's Checkbox brought its whole family (group, card,
 * indicator) into the first screen's script for two boxes per row; the browser's own box is keyboard-
 * and screen-reader-ready and follows the colour scheme.
 */
export function TickBox({ indeterminate = false, onChange, ...rest }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  // "Mixed" exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  // The label around the box is its hit area, 44 × 44 px (a thumb's width): a tap slightly off the
  // box still ticks it rather than opening the link beside it.
  return (
    <label className={classes.hit}>
      <input
        ref={ref}
        type="checkbox"
        className={classes.box}
        onChange={(e) => onChange(e.currentTarget.checked)}
        {...rest}
      />
    </label>
  );
}
