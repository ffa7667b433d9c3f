import { ActionIcon, Group, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { announce } from '@/components/announcer/announce';
import { keepFocusNear } from '@/components/focus/keep-focus';
import type { RowErrors, RowText } from './range-drafts';

interface Props {
  label: string;
  row: Pick<RowText, 'start' | 'end'>;
  errors: RowErrors;
  serverError?: string;
  onText: (field: 'start' | 'end', text: string) => void;
  /** Leaving a field or pressing Enter in it. */
  onCheck: () => void;
  /** Whether Enter may go on to submit the form: only when the field already shows what will be sent. */
  settled: boolean;
  onRemove: () => void;
}

/** One range as two typed times, with the message on the field that is wrong. */
export function RangeFields({ label, row, errors, serverError, onText, onCheck, settled, onRemove }: Props) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    // Enter on text not yet read confirms it first; the admin sees the result before anything is sent.
    if (!settled) e.preventDefault();
    onCheck();
  };
  const field = (which: 'start' | 'end', name: string, error: string | undefined) => (
    <TextInput
      size="xs"
      label={name}
      value={row[which]}
      onChange={(e) => onText(which, e.currentTarget.value)}
      onBlur={onCheck}
      onKeyDown={onKeyDown}
      error={error}
      aria-label={`${label}, ${name.toLowerCase()}`}
      w={100}
    />
  );
  return (
    <Group gap={8} align="flex-start" wrap="nowrap" role="group" aria-label={label}>
      {field('start', 'From', errors.start)}
      {field('end', 'To', errors.end ?? serverError)}
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={22}
        onClick={(e) => {
          keepFocusNear(e.currentTarget);
          onRemove();
          announce(`${label} removed`);
        }}
        aria-label={`Remove ${label}`}
      >
        <span aria-hidden="true">×</span>
      </ActionIcon>
    </Group>
  );
}
