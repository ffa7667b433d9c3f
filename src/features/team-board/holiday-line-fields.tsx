import { Button, Fieldset, Group, Radio, TextInput } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import type { HolidayLine } from './holiday-plan';

interface Props {
  index: number;
  line: HolidayLine;
  today: string;
  /** The message shown on one of this line's fields. */
  error: { field: keyof HolidayLine; message: string } | null;
  onChange: (patch: Partial<HolidayLine>) => void;
  onBlur: () => void;
  /** Absent for the only line. */
  onRemove?: () => void;
  /** The fieldset's name, when "Dates 1" would be said twice on the page. */
  legend?: string;
}

/** One line of dates (a date or a range) and what they become: off all day, or custom hours. */
export function HolidayLineFields({ index, line, today, error, onChange, onBlur, onRemove, legend }: Props) {
  const errorOf = (field: keyof HolidayLine) => (error?.field === field ? error.message : undefined);
  return (
    <Fieldset legend={legend ?? `Dates ${index + 1}`} variant="filled">
      <Group align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label="First date"
          value={line.from}
          min={today}
          onChange={(e) => onChange({ from: e.currentTarget.value })}
          onBlur={onBlur}
          error={errorOf('from')}
        />
        <TextInput
          type="date"
          label="Last date"
          description="Leave empty for one date"
          // Under the field, so both date fields start on one line.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={line.to}
          min={line.from || today}
          onChange={(e) => onChange({ to: e.currentTarget.value })}
          onBlur={onBlur}
          error={errorOf('to')}
        />
      </Group>
      <Radio.Group
        mt="xs"
        name={`holiday-kind-${legend ?? index}`}
        label="On these dates the member is"
        value={line.kind}
        onChange={(v) => onChange({ kind: v === 'hours' ? 'hours' : 'unavailable' })}
      >
        <Group mt={4}>
          <Radio value="unavailable" label="Unavailable all day" />
          <Radio value="hours" label="Available only during custom hours" />
        </Group>
      </Radio.Group>
      {line.kind === 'hours' && (
        <Group align="flex-start" mt="xs">
          <TextInput
            label="From"
            value={line.start}
            onChange={(e) => onChange({ start: e.currentTarget.value })}
            onBlur={onBlur}
            error={errorOf('start')}
          />
          <TextInput
            label="Until"
            value={line.end}
            onChange={(e) => onChange({ end: e.currentTarget.value })}
            onBlur={onBlur}
            error={errorOf('end')}
          />
        </Group>
      )}
      {onRemove && (
        <Button variant="subtle" size="xs" mt="xs" onClick={onRemove}>
          Remove {legend ?? `dates ${index + 1}`}
        </Button>
      )}
    </Fieldset>
  );
}
