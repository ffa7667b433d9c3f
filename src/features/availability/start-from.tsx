import { Button, Group, Radio, Select } from '@mantine/core';
import { useState } from 'react';
import { periodsToWeek, emptyWeek, type Week } from '@/lib/time/periods';
import type { CreatedEntry } from './created';
import type { StartFrom } from './use-link-availability';

/** Where the week starts from: empty, what this browser last saved, or an availability created here. */
export function StartFromPicker({
  start,
  onStart,
  lastSaved,
  created,
  onBegin,
}: {
  start: StartFrom;
  onStart: (s: StartFrom) => void;
  lastSaved: Week | null;
  created: CreatedEntry[];
  onBegin: (week: Week) => void;
}) {
  const [index, setIndex] = useState(0);
  const chosen = () => {
    if (start === 'last' && lastSaved) return lastSaved;
    const entry = created[index];
    return start === 'created' && entry ? periodsToWeek(entry.response.periods).week : emptyWeek();
  };
  return (
    <>
      <Radio.Group label="Start from" value={start} onChange={(v) => onStart(v === 'last' || v === 'created' ? v : 'empty')}>
        <Group mt="xs" align="flex-start">
          <Radio value="empty" label="An empty week" />
          <Radio value="last" label="What was last saved from this browser" disabled={!lastSaved} description={lastSaved ? undefined : 'Nothing saved from here yet'} />
          <Radio value="created" label="A created availability" disabled={created.length === 0} description={created.length ? undefined : 'None created from here yet'} />
        </Group>
      </Radio.Group>
      <Group align="flex-end">
        {start === 'created' && (
          <Select
            label="Availability"
            data={created.map((e, i) => ({ value: String(i), label: `${e.response.name ?? e.response.id} (${e.response.user?.name ?? e.request.email})` }))}
            value={String(index)}
            onChange={(v) => v !== null && setIndex(Number(v))}
            allowDeselect={false}
          />
        )}
        <Button variant="default" onClick={() => onBegin(chosen())}>
          Start over from this
        </Button>
      </Group>
    </>
  );
}
