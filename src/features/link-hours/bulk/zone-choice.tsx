import { Alert, Text } from '@mantine/core';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import { useNow } from '@/components/use-now';
import type { ZoneMode } from './use-bulk-hours';

interface Props {
  mode: ZoneMode;
  timeZone: string;
  onChange: (zone: string) => void;
}

/** The zone the painted hours are given in, or why they are read in each link's hosts' zone. */
export function ZoneChoice({ mode, timeZone, onChange }: Props) {
  const now = useNow();
  if (mode === 'hosts') {
    return (
      <Alert color="blue" variant="light" title="Hours in the hosts' time zone">
        This workspace does not take weekly hours in a chosen time zone, so each link reads them in its hosts&apos; own
        time zone: 9:00 AM means 9:00 AM where the host is.
      </Alert>
    );
  }
  return (
    <div>
      <TimeZoneSelect label="Time zone of these hours" value={timeZone} onChange={onChange} now={now} />
      {mode === 'chosen-if-offered' && (
        <Text size="sm" c="dimmed" mt={4}>
          Slotboard learns from the first link it changes whether this workspace takes a time zone with the hours. If it
          does not, nothing is changed and you are asked to run again with the hours read in each host&apos;s own time
          zone.
        </Text>
      )}
    </div>
  );
}
