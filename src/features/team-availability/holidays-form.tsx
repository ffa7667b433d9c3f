import { Alert, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod/mini';
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts';
import { checkInput, type HolidayChange, type HolidayInput } from './holiday-plan';

const inputSchema = z.object({ from: z.string(), to: z.string(), kind: z.enum(['unavailable', 'hours']), start: z.string(), end: z.string() });
const EMPTY: HolidayInput = { from: '', to: '', kind: 'unavailable', start: '10:00 AM', end: '2:00 PM' };
const draftKey = (workspaceId: string) => `holidays.${workspaceId}`;

interface Props {
  workspaceId: string;
  today: string;
  pickedCount: number;
  /** Busy: a run is being sent; a new preview would replace its report. */
  disabled: boolean;
  onPreview: (change: HolidayChange) => void;
}

/** The dates (one or a range) and what they become; typed values survive a reload. */
export function HolidaysForm({ workspaceId, today, pickedCount, disabled, onPreview }: Props) {
  const [input, setInput] = useState<HolidayInput>(() => loadDraft(window.localStorage, draftKey(workspaceId), inputSchema)?.value ?? EMPTY);
  const [shown, setShown] = useState<Partial<Record<keyof HolidayInput, string>>>({});
  const checked = checkInput(input, today);
  const errorOf = (field: keyof HolidayInput) => shown[field];
  const update = (patch: Partial<HolidayInput>) => {
    const next = { ...input, ...patch };
    setInput(next);
    saveDraft(window.localStorage, draftKey(workspaceId), next);
    // A message already shown follows the value; a new one waits for blur or Preview.
    const again = checkInput(next, today);
    setShown((s) => (Object.keys(s).length === 0 ? s : again.ok ? {} : { [again.field]: again.message }));
  };
  const reveal = () => setShown(checked.ok ? {} : { [checked.field]: checked.message });
  const preview = () => {
    reveal();
    if (checked.ok && pickedCount > 0) onPreview(checked.change);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="holidays-title">
      <Title order={2} size="h3" id="holidays-title">
        Holidays and time off
      </Title>
      <Text size="sm">
        The dates are each member’s own calendar dates, and custom hours are in each member’s own time zone. Other dates and the weekly hours stay as they are.
      </Text>
      <Group align="flex-start" wrap="wrap">
        <TextInput type="date" label="First date" value={input.from} min={today} onChange={(e) => update({ from: e.currentTarget.value })} onBlur={reveal} error={errorOf('from')} />
        <TextInput
          type="date"
          label="Last date"
          description="Leave empty for one date"
          // Under the field, so both date fields start on one line.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={input.to}
          min={input.from || today}
          onChange={(e) => update({ to: e.currentTarget.value })}
          onBlur={reveal}
          error={errorOf('to')}
        />
      </Group>
      <Radio.Group label="On these dates the member is" value={input.kind} onChange={(v) => update({ kind: v === 'hours' ? 'hours' : 'unavailable' })}>
        <Group mt={4}>
          <Radio value="unavailable" label="Unavailable all day" />
          <Radio value="hours" label="Available only during custom hours" />
        </Group>
      </Radio.Group>
      {input.kind === 'hours' && (
        <Group align="flex-start">
          <TextInput label="From" value={input.start} onChange={(e) => update({ start: e.currentTarget.value })} onBlur={reveal} error={errorOf('start')} />
          <TextInput label="Until" value={input.end} onChange={(e) => update({ end: e.currentTarget.value })} onBlur={reveal} error={errorOf('end')} />
        </Group>
      )}
      {pickedCount === 0 && (
        <Alert variant="light" color="blue">
          Pick availabilities on the board below first, or pick the default availability of the members shown.
        </Alert>
      )}
      <Group>
        <Button onClick={preview} disabled={disabled || pickedCount === 0}>
          Preview the change to {pickedCount} {pickedCount === 1 ? 'availability' : 'availabilities'}
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            clearDraft(window.localStorage, draftKey(workspaceId));
            setInput(EMPTY);
            setShown({});
          }}
        >
          Clear the dates
        </Button>
      </Group>
    </Stack>
  );
}
