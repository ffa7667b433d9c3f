import { Group } from '@mantine/core';
import { DateField } from '@/components/form-fields/date-field';
import { TimeField } from '@/components/form-fields/time-field';
import { readTypedTime } from '@/lib/time/clock';
import { isCalendarDate } from '@/lib/time/typed-date';
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
  if (!isCalendarDate(value.date)) return { ok: false, field: 'date', message: 'Give the new date.' };
  const time = readTypedTime(value.time, { what: 'the new start time' });
  if (!time.ok) return { ok: false, field: 'time', message: time.message };
  const minutes = time.minutes;
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
      <DateField
        label="New date"
        description={where}
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
        error={errors.date}
      />
      <TimeField
        label="New start time"
        description={where}
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
        error={errors.time}
      />
    </Group>
  );
}
