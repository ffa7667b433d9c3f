import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { rangesText } from '@/domain/availability-diff/diff';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import { WEEKDAY_LABELS, WEEKDAYS, type Week } from '@/lib/time/periods';
import type { Reinterpretation, useShownZone } from '@/components/availability-edit/use-shown-zone';

type Zones = ReturnType<typeof useShownZone>;

const weekWords = (week: Week) =>
  WEEKDAYS.filter((d) => week[d].length)
    .map((d) => `${WEEKDAY_LABELS[d]} ${rangesText(week[d])}`)
    .join('; ') || 'no weekly hours';

/** One example in words: the first day with hours, before and after. */
function exampleLine(
  shownWeek: Week,
  shownZone: string,
  after: Week,
  memberZone: string,
  zone: string,
  mode: Reinterpretation,
): string {
  const day = WEEKDAYS.find((d) => shownWeek[d].length);
  if (!day) return 'There are no weekly hours to move.';
  const label = WEEKDAY_LABELS[day];
  const was = `${label} ${rangesText(shownWeek[day])} ${shownZone}`;
  if (mode === 'clock')
    return `${was} becomes ${label} ${rangesText(shownWeek[day])} ${zone}: other moments. The workspace gets ${weekWords(after)} (${memberZone}).`;
  return `${was} is shown as the same moments on ${zone}’s clock. Nothing that is saved changes.`;
}

/**
 * Two controls for two different things: "Show in" changes only how the hours are displayed; "These
 * hours are in" says the clock times shown were meant in another zone, and asks whether to keep
 * those clock times or the moments, showing the result before anything is applied or sent.
 */
export function ZoneControls({ zones, memberZone, now }: { zones: Zones; memberZone: string | null; now: number }) {
  const [asking, setAsking] = useState(false);
  const [zone, setZone] = useState('');
  const [mode, setMode] = useState<Reinterpretation>('clock');
  if (!memberZone)
    return (
      <Text size="sm">
        The member’s time zone could not be read, so the hours are shown as the workspace keeps them, in the member’s
        zone, and cannot be shown in another.
      </Text>
    );
  const shown = zones.shown ?? memberZone;
  const after = zone && zone !== shown ? zones.preview(zone, mode) : null;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TimeZoneSelect
          label="Show in"
          description={`Only how the hours are displayed. The workspace keeps them in the member’s zone, ${memberZone}; what is saved is the same moments.`}
          value={shown}
          onChange={zones.showIn}
          now={now}
        />
        {!asking && (
          <Button variant="default" onClick={() => setAsking(true)}>
            These hours are in another zone…
          </Button>
        )}
      </Group>
      {asking && (
        <Paper withBorder p="sm" component="section" aria-label="These hours are in another zone">
          <Stack gap="xs">
            <TimeZoneSelect
              label="These hours are in"
              description={`The clock times shown were meant in this zone, not ${shown}.`}
              value={zone}
              onChange={setZone}
              now={now}
            />
            <Radio.Group label="Keep" value={mode} onChange={(v) => setMode(v as Reinterpretation)}>
              <Stack gap={4} mt={4}>
                <Radio value="clock" label="The same clock times (the moments move)" />
                <Radio value="moments" label="The same moments (only the clock they are shown on changes)" />
              </Stack>
            </Radio.Group>
            {after && (
              <Text size="sm" role="status">
                {exampleLine(zones.stack.present, shown, after, memberZone, zone, mode)}
              </Text>
            )}
            {zone === shown && <Text size="sm">The hours are already shown in {shown}.</Text>}
            <Group gap="sm">
              <Button
                disabled={!after}
                onClick={() => {
                  zones.reinterpret(
                    zone,
                    mode,
                    exampleLine(zones.stack.present, shown, after!, memberZone, zone, mode),
                  );
                  setAsking(false);
                  setZone('');
                }}
              >
                Apply to the grid
              </Button>
              <Button variant="default" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              Nothing is sent until you save; the summary below then says what saving changes.
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
