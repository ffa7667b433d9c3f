import { Alert, Button, Group, List, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Meeting } from '@/api/meetings/schemas';
import { dayjs } from '@/lib/time/dayjs';
import { emptyWeek, weekToPeriods, type Week } from '@/lib/time/periods';
import type { CreatedEntry } from '@/domain/availabilities/created';
import { convertForLink, type StartConversion } from './start-from-convert';
import type { StartFrom } from './use-link-hours';
import { useStartSources } from './use-start-sources';

/**
 * Where the week starts from: empty, what this browser last saved, or an availability (created here,
 * or the hosts' own when the workspace offers reads), converted into the hosts' zone.
 */
export function StartFromPicker({
  start,
  onStart,
  lastSaved,
  lastSavedZone = null,
  created,
  meeting,
  dirty,
  onBegin,
}: {
  start: StartFrom;
  onStart: (s: StartFrom) => void;
  lastSaved: Week | null;
  /** The zone the last hours were sent in, when not the hosts' own (a bulk run's choice). */
  lastSavedZone?: string | null;
  created: CreatedEntry[];
  meeting: Meeting | undefined;
  /** True when the editor holds changes: starting over then asks first. */
  dirty: boolean;
  onBegin: (week: Week) => void;
}) {
  const sources = useStartSources(meeting, created);
  const [key, setKey] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const chosenOption = sources.options.find((o) => o.key === key) ?? sources.options[0];
  const { hostZones, zoneOf } = sources;
  const conversion = useMemo<StartConversion | null>(() => {
    if (start === 'last' && lastSaved && lastSavedZone)
      return hostZones
        ? convertForLink(
            { periods: weekToPeriods(lastSaved), overrides: [], owner: 'the hours last sent', zone: lastSavedZone },
            hostZones,
            dayjs().format('YYYY-MM-DD'),
          )
        : null;
    if (start !== 'created' || !chosenOption || !hostZones) return null;
    const a = chosenOption.availability;
    return convertForLink(
      {
        periods: a.periods,
        overrides: a.overrides,
        owner: chosenOption.ownerName,
        zone: zoneOf(chosenOption.ownerEmail),
      },
      hostZones,
      dayjs().format('YYYY-MM-DD'),
    );
    // zoneOf changes with the member list, as hostZones does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, chosenOption, hostZones, lastSaved, lastSavedZone]);

  const chosen = (): Week | null => {
    if (start === 'last') return lastSavedZone ? (conversion?.ok ? conversion.week : null) : lastSaved;
    if (start === 'created') return conversion?.ok ? conversion.week : null;
    return emptyWeek();
  };
  const week = chosen();
  const begin = () => {
    if (!week) return;
    if (dirty) setAsking(true);
    else onBegin(week);
  };
  const none = sources.options.length === 0;

  return (
    <>
      <Radio.Group
        label="Start from"
        value={start}
        onChange={(v) => onStart(v === 'last' || v === 'created' ? v : 'empty')}
      >
        <Group mt="xs" align="flex-start">
          <Radio value="empty" label="An empty week" />
          <Radio
            value="last"
            label="What was last saved from this browser"
            disabled={!lastSaved}
            description={lastSaved ? undefined : 'Nothing saved from here yet'}
          />
          <Radio
            value="created"
            label="An availability"
            disabled={none}
            description={
              none
                ? sources.loadingWorkspace
                  ? 'Reading the hosts’ availabilities…'
                  : 'None created from here, and none read from the hosts'
                : undefined
            }
          />
        </Group>
      </Radio.Group>
      {start === 'created' && !none && (
        <Select
          label="Availability"
          data={sources.options.map((o) => ({ value: o.key, label: o.label }))}
          value={chosenOption?.key ?? null}
          onChange={(v) => v !== null && setKey(v)}
          allowDeselect={false}
          maw={480}
        />
      )}
      {start === 'last' && lastSavedZone && !hostZones && (
        <Text size="sm" c="dimmed" role="status">
          The hours last sent were given in {lastSavedZone}; reading the hosts’ time zone to convert them…
        </Text>
      )}
      {start === 'created' && !none && !hostZones && (
        <Text size="sm" c="dimmed" role="status">
          {sources.membersFailed
            ? 'The team members could not be read, so the time zones to convert between are not known.'
            : 'Reading the team members’ time zones…'}
        </Text>
      )}
      {conversion && !conversion.ok && (
        <Alert color="yellow" variant="light" title="These hours cannot be converted">
          {conversion.reason}
        </Alert>
      )}
      {conversion?.ok && conversion.notes.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          title={conversion.converted ? 'Converted into the hosts’ time zone' : 'About these hours'}
        >
          <List size="sm" spacing={4}>
            {conversion.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={begin} disabled={!week}>
          Start over from this
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Start over?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>The hours you changed are replaced. Undo in the editor brings them back.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Keep my changes
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setAsking(false);
                if (week) onBegin(week);
              }}
            >
              Start over
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
