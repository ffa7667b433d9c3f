import { Alert, Anchor, Button, Group, Modal, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { meetingKeys } from '@/api/meetings/queries';
import { useMeeting } from '@/api/meetings/use-meeting';
import { useUnsavedGuard } from '@/components/use-unsaved-guard';
import { AvailabilityEditor, historyOf, type History } from '@/components/weekly-grid/availability-editor';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts';
import { emptyWeek, periodsToWeek, sameWeek, WEEKDAYS, weekToPeriods, type Week } from '@/lib/time/periods';
import { readHistory } from './history';

const isWeek = (v: unknown): v is Week => typeof v === 'object' && v !== null && WEEKDAYS.every((d) => Array.isArray((v as Week)[d]));
const lastSavedKey = (scope: string, sid: string) => `slotboard.link-periods.${scope}.${sid}`;

function readLastSaved(scope: string, sid: string): Week | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(lastSavedKey(scope, sid)) ?? 'null');
    return isWeek(raw) ? raw : null;
  } catch {
    return null;
  }
}

/** Replaces a scheduling link's weekly periods (spec §4.3), which the spec gives no way to read. */
export function LinkAvailabilityPage({ sid }: { sid: string }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const { meeting } = useMeeting(sid);
  const draftKey = `link-availability.${connection.scope}.${sid}`;
  const [restored] = useState(() => loadDraft(window.localStorage, draftKey, isWeek));
  const [lastSaved, setLastSaved] = useState(() => readLastSaved(connection.scope, sid));
  const created = readHistory(connection.scope);
  const [start, setStart] = useState<'empty' | 'last' | 'created'>(restored ? 'empty' : lastSaved ? 'last' : 'empty');
  const [history, setHistory] = useState<History>(() => historyOf(restored?.value ?? lastSaved ?? emptyWeek()));
  const [baseline, setBaseline] = useState<Week>(() => restored?.value ?? lastSaved ?? emptyWeek());
  const [cellMinutes, setCellMinutes] = useState<CellMinutes>(30);
  const [confirming, setConfirming] = useState(false);
  const [createdIndex, setCreatedIndex] = useState(0);
  const dirty = !sameWeek(history.present, baseline);
  useUnsavedGuard(dirty);

  const begin = (week: Week) => {
    setHistory(historyOf(week));
    setBaseline(week);
    clearDraft(window.localStorage, draftKey);
  };
  const onHistory = (h: History) => {
    setHistory(h);
    saveDraft(window.localStorage, draftKey, h.present);
  };

  const replace = useMutation({
    mutationFn: (week: Week) => connection.client.meetings.updateAvailability(sid, { periods: weekToPeriods(week) }),
    onSuccess: (_data, week) => {
      window.localStorage.setItem(lastSavedKey(connection.scope, sid), JSON.stringify(week));
      setLastSaved(week);
      setBaseline(week);
      clearDraft(window.localStorage, draftKey);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.scope) });
      notifications.show({ color: 'green', title: 'Weekly hours replaced', message: `${meeting?.name ?? sid} now uses the hours shown.` });
    },
  });

  const name = meeting?.name ?? sid;
  return (
    <Stack gap="md">
      <title>{`Availability of ${name} · Slotboard`}</title>
      <Anchor component={Link} href={`/meetings/${encodeURIComponent(sid)}`} size="sm">
        ← {name}
      </Anchor>
      <Title order={1} className="break-anywhere">
        Weekly hours of {name}
      </Title>
      <Alert color="blue" variant="light" title="The current hours cannot be shown">
        The service offers no way to read a link&apos;s weekly periods back. Saving replaces them all with what is below, in the hosts&apos;
        time zone.
      </Alert>
      {restored && (
        <Alert color="blue" title="Draft restored" withCloseButton closeButtonLabel="Dismiss">
          These are the hours you were editing before the page was reloaded.
        </Alert>
      )}
      <Radio.Group label="Start from" value={start} onChange={(v) => setStart(v as typeof start)}>
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
            value={String(createdIndex)}
            onChange={(v) => v !== null && setCreatedIndex(Number(v))}
            allowDeselect={false}
          />
        )}
        <Button variant="default" onClick={() => begin(start === 'last' && lastSaved ? lastSaved : start === 'created' && created[createdIndex] ? periodsToWeek(created[createdIndex].response.periods).week : emptyWeek())}>
          Start over from this
        </Button>
      </Group>
      <AvailabilityEditor history={history} onHistory={onHistory} cellMinutes={cellMinutes} onCellMinutes={setCellMinutes} label="Weekly availability" />
      {replace.isError && (
        <Alert color="red" title="The hours were not replaced" role="alert">
          {replace.error.message} The hours below are unchanged.
        </Alert>
      )}
      <Group>
        <Button onClick={() => setConfirming(true)} loading={replace.isPending}>
          Replace the link&apos;s hours
        </Button>
        {!dirty && lastSaved && <Text size="sm" c="dimmed">No changes since the last save.</Text>}
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Replace the weekly hours of ${name}?`} centered>
        <Text>Every weekly period of this link is replaced by the {weekToPeriods(history.present).length} shown. This cannot be undone from here.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Keep the current hours
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              replace.mutate(history.present);
            }}
          >
            Replace
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
