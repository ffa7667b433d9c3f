import { TextInput, type TextInputProps } from '@mantine/core';
import { useDisplayPrefs } from '@/components/display-prefs';
import { uses12h } from '@/lib/display-prefs';
import { parseClock, readTypedTime } from '@/lib/time/clock';
import { timeOfDay } from '@/lib/time/display';
import { useTypedFieldMessage } from './typed-field-message';

interface Props extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'description'> {
  /** The text as typed; the form reads it with readTypedTime (lib/time/clock.ts). */
  value: string;
  onChange: (text: string) => void;
  /** The time the field gives as its example, in minutes since midnight. */
  example?: number;
  description?: string;
}

/**
 * A time of day typed as text: "1:00 PM", "1pm", "13:00", "1300" and "9" all read, and once left the
 * field writes what it read on the admin's clock. Not `type="time"`: that one follows the browser's
 * language instead of the clock setting, cannot take the other clock's form, and Enter fills in the
 * current time. What cannot be read is said at the field once it is left or confirmed.
 */
export function TimeField({ value, onChange, onBlur, onKeyDown, example = 870, description, error, ...rest }: Props) {
  const h12 = uses12h(useDisplayPrefs());
  const read = readTypedTime(value, { example, h12 });
  const message = useTypedFieldMessage({ text: value, read, like: timeOfDay(example, { h12 }), description, error });
  return (
    <TextInput
      {...rest}
      autoComplete="off"
      spellCheck={false}
      description={message.description}
      error={message.error}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        message.check();
        const minutes = parseClock(e.currentTarget.value);
        // 24:00 is written as the day's start ("12:00 AM", "00:00"): "midnight" would not read back.
        if (minutes !== null) {
          const shown = timeOfDay(minutes % 1440, { h12 });
          if (shown !== value) onChange(shown);
        }
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        message.checkOnEnter(e);
        onKeyDown?.(e);
      }}
    />
  );
}
