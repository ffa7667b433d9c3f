import type { CSSProperties, ReactNode } from 'react';
import classes from './field-frame.module.css';

interface Props {
  /** The id of the control inside, which the label names. */
  inputId: string;
  label: string;
  description?: string;
  descriptionId?: string;
  error?: ReactNode;
  errorId?: string;
  style?: CSSProperties;
  /** Marks the label with Mantine's red asterisk; the control itself carries aria-required. */
  required?: boolean;
  children: ReactNode;
}

/**
 * Label, description and error around a control, looking like Mantine's input wrapper. The filters of
 * the first screen use it instead of Mantine's Input family, which was a separate chunk of its script.
 */
export function FieldFrame({
  inputId,
  label,
  description,
  descriptionId,
  error,
  errorId,
  style,
  required,
  children,
}: Props) {
  return (
    <div className={classes.root} style={style}>
      <label className={classes.label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p className={classes.description} id={descriptionId}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p className={classes.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const fieldInputClass = classes.input;
