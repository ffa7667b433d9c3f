import { Button, Fieldset, Group, Radio } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import { DateField } from '@/components/form-fields/date-field';
import { TimeField } from '@/components/form-fields/time-field';
import type { HolidayLine } from './holiday-plan';

interface Props {
  index: number;
  line: HolidayLine;
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
export function HolidayLineFields({ index, line, error, onChange, onBlur, onRemove, legend }: Props) {
  const errorOf = (field: keyof HolidayLine) => (error?.field === field ? error.message : undefined);
  return (
    <Fieldset legend={legend ?? `Dates ${index + 1}`} variant="filled">
      <Group align="flex-start" wrap="wrap">
        <DateField
          label="First date"
          // Under the fields, so both date fields start on one line.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={line.from}
          onChange={(from) => onChange({ from })}
          onBlur={onBlur}
          error={errorOf('from')}
        />
        <DateField
          label="Last date"
          description="Leave empty for one date"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={line.to}
          onChange={(to) => onChange({ to })}
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
          <TimeField
            label="From"
            example={600}
            value={line.start}
            onChange={(start) => onChange({ start })}
            onBlur={onBlur}
            error={errorOf('start')}
          />
          <TimeField
            label="Until"
            example={840}
            value={line.end}
            onChange={(end) => onChange({ end })}
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
