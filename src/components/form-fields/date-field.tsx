import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { dateExample, readTypedDate, shownDate } from '@/lib/time/typed-date';
import { useTypedFieldMessage } from './typed-field-message';

interface Props extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'description'> {
  /** The date as the API writes it ('2027-01-30'), or '' for none. */
  value: string;
  /** The date read ('2027-01-30'), or '' while the field is empty or cannot be read. */
  onChange: (date: string) => void;
  description?: string;
}

const shown = (date: string) => (date ? shownDate(date) : '');

/**
 * A date typed as text, as the API writes it (2027-01-30) or in the browser language's order, shown
 * with its month in words ("Jan 30, 2027") once left. Not `type="date"`: that one shows the browser's
 * `mm/dd/yyyy`, which reads two ways. What cannot be read is said at the field, in its own words.
 */
export function DateField({ value, onChange, onBlur, onKeyDown, description, error, ...rest }: Props) {
  const [text, setText] = useState(() => shown(value));
  const [reported, setReported] = useState(value);
  const read = readTypedDate(text);
  const message = useTypedFieldMessage({ text, read, like: dateExample(), description, error });
  // The value changed from outside (Back, a cleared filter, a picked day): show it.
  if (value !== reported) {
    setReported(value);
    setText(shown(value));
    message.uncheck();
  }
  return (
    <TextInput
      {...rest}
      autoComplete="off"
      spellCheck={false}
      description={message.description}
      error={message.error}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        const typed = readTypedDate(next);
        const date = typed.ok ? typed.date : '';
        setText(next);
        setReported(date);
        if (date !== value) onChange(date);
      }}
      onBlur={(e) => {
        message.check();
        if (read.ok) setText(shown(read.date));
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        message.checkOnEnter(e);
        onKeyDown?.(e);
      }}
    />
  );
}
