import { Group, TextInput } from '@mantine/core';
import { parseClock } from '@/lib/time/clock';
import { wallTime } from '@/lib/time/wall-clock';
import { zoneCity } from './reschedule-words';

export interface PlainTime {
  date: string;
  time: string;
}

/**
 * A typed date and time in the client's zone, read as the workspace will read it: the minutes, or
 * what is wrong in words for the field it is wrong in.
 */
export function readPlain(
  value: PlainTime,
  zone: string,
  now: number,
): { ok: true; date: string; minutes: number; at: number } | { ok: false; field: 'date' | 'time'; message: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date) || Number.isNaN(Date.parse(`${value.date}T00:00:00Z`))) {
    return { ok: false, field: 'date', message: 'Give the new date.' };
  }
  const minutes = value.time.trim() ? parseClock(value.time) : null;
  if (minutes === null || minutes >= 1440)
    return { ok: false, field: 'time', message: 'Give the new start time, such as 14:30 or 2:30 PM.' };
  const at = wallTime(value.date, minutes, zone);
  if (!at.exists)
    return {
      ok: false,
      field: 'time',
      message: `That time does not exist in ${zoneCity(zone)}: the clocks change then.`,
    };
  if (at.ms <= now) return { ok: false, field: 'time', message: 'That time has passed: choose one still to come.' };
  return { ok: true, date: value.date, minutes, at: at.ms };
}

interface Props {
  value: PlainTime;
  onChange: (value: PlainTime) => void;
  zone: string;
  errors: { date?: string | null; time?: string | null };
}

/** Where the workspace's slots are not offered: a date and a start time, checked by the workspace's answer. */
export function ReschedulePlain({ value, onChange, zone, errors }: Props) {
  const where = `in ${zoneCity(zone)}, the client’s zone`;
  return (
    <Group align="flex-start" gap="sm" grow>
      <TextInput
        type="date"
        label="New date"
        description={where}
        value={value.date}
        onChange={(e) => onChange({ ...value, date: e.currentTarget.value })}
        error={errors.date}
      />
      <TextInput
        type="time"
        label="New start time"
        description={where}
        value={value.time}
        onChange={(e) => onChange({ ...value, time: e.currentTarget.value })}
        error={errors.time}
      />
    </Group>
  );
}
