import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useLearnedRead } from '@/api/learned-action';
import { useConnection } from '@/api/connection';
import { useChangeLinkDurations, type DurationChange } from '@/api/link-options/mutations';
import { linkDurationsQuery } from '@/api/link-options/queries';
import { isApiError, readFailureWords } from '@/api/errors';
import type { LinkDuration } from '@/api/link-options/schemas';
import { QueryState } from '@/components/query-state/query-state';
import { Shown } from '@/components/not-readable';
import { shownMinutes } from '@/lib/format-details';
import { minutesProblem, readMinutes } from './durations-rules';

/** What a refused change means, in plain words: the vendor's 409s first. */
function refusalWords(error: unknown, change: DurationChange, current: LinkDuration | undefined): string {
  if (isApiError(error) && error.status === 409) {
    if (change.kind === 'remove')
      return 'A link keeps at least one duration: the workspace did not remove its last one.';
    const now = current?.duration != null ? `${current.duration} min` : 'another duration';
    return `Only one duration can be the default, and ${now} is the default now. Add this one without “Make it the default”, then choose “Make default” beside it.`;
  }
  if (isApiError(error) && error.fieldErrors.duration) return error.fieldErrors.duration.join(' ');
  const words = readFailureWords(error);
  return `${words.title}. ${words.message}`;
}

function Row({
  item,
  only,
  busy,
  onChange,
}: {
  item: LinkDuration;
  only: boolean;
  busy: boolean;
  onChange: (c: DurationChange) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const problem = editing === null ? null : minutesProblem(editing);
  const label = item.duration == null ? 'a duration' : `${item.duration} min`;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py={4}>
      <Group gap="xs">
        <Text fw={600}>{item.duration == null ? 'Not readable' : <Shown value={shownMinutes(item.duration)} />}</Text>
        {item.is_default && (
          <Badge variant="outline" color="teal" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
            Default
          </Badge>
        )}
      </Group>
      {editing === null ? (
        <Group gap="xs">
          {!item.is_default && (
            <Button
              size="compact-sm"
              variant="default"
              disabled={busy}
              onClick={() => onChange({ kind: 'default', item, current: undefined })}
            >
              Make {label} the default
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy}
            onClick={() => setEditing(String(item.duration ?? ''))}
          >
            Change {label}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={busy || only}
            title={only ? 'A link keeps at least one duration.' : undefined}
            onClick={() => onChange({ kind: 'remove', item })}
          >
            Remove {label}
          </Button>
        </Group>
      ) : (
        <Group
          component="form"
          gap="xs"
          align="flex-start"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            const minutes = readMinutes(editing);
            if (minutes === null) return;
            onChange({ kind: 'change', item, minutes });
            setEditing(null);
          }}
        >
          <TextInput
            size="xs"
            label={`New length for ${label} (minutes)`}
            inputMode="numeric"
            value={editing}
            error={problem}
            onChange={(e) => setEditing(e.currentTarget.value)}
            data-autofocus
          />
          <Button size="compact-sm" type="submit" mt={22} disabled={busy || problem !== null}>
            Save
          </Button>
          <Button size="compact-sm" variant="subtle" color="gray" mt={22} onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** A link's durations: listed, added (1–1440 minutes), changed, removed, one chosen as the default. */
export function LinkDurations({ sid, linkName }: { sid: string; linkName: string }) {
  const connection = useConnection();
  const options = linkDurationsQuery(connection, sid);
  const { capability, read } = useLearnedRead('linkDurations', options);
  const write = useChangeLinkDurations(sid, linkName);
  const [adding, setAdding] = useState('');
  const [asDefault, setAsDefault] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  const list = read.data?.durations ?? [];
  const current = list.find((d) => d.is_default);
  const change = (c: DurationChange) => {
    const full = c.kind === 'default' ? { ...c, current } : c;
    setSaid(null);
    write.mutate(full, {
      onSuccess: () => {
        capability.answered();
        setSaid({ ok: true, text: 'Durations saved.' });
        if (c.kind === 'add') {
          setAdding('');
          setAsDefault(false);
        }
      },
      onError: (error) => setSaid({ ok: false, text: refusalWords(error, full, current) }),
    });
  };
  const addProblem = adding.trim() === '' ? null : minutesProblem(adding);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          Durations
        </Title>
        {capability.missing ? (
          <Text c="dimmed">
            This workspace does not offer a link’s durations through its API: change them in NeetoCal.
          </Text>
        ) : read.data === undefined ? (
          <QueryState read={read} queryKey={options.queryKey} what="the durations" />
        ) : (
          <>
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Durations of this link">
              {list.map((d) => (
                <Row key={d.id} item={d} only={list.length === 1} busy={write.isPending} onChange={change} />
              ))}
            </Stack>
            {list.length === 1 && (
              <Text size="sm" c="dimmed">
                A link keeps at least one duration.
              </Text>
            )}
            <Group
              component="form"
              gap="sm"
              align="flex-end"
              wrap="wrap"
              aria-label="Add a duration"
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                const minutes = readMinutes(adding);
                if (minutes === null || write.isPending) return;
                change({ kind: 'add', minutes, isDefault: asDefault });
              }}
            >
              <TextInput
                label="New duration (minutes)"
                description="1 to 1440"
                inputMode="numeric"
                value={adding}
                error={addProblem}
                onChange={(e) => setAdding(e.currentTarget.value)}
              />
              <Checkbox
                label="Make it the default"
                checked={asDefault}
                onChange={(e) => setAsDefault(e.currentTarget.checked)}
                mb={8}
              />
              <Button type="submit" loading={write.isPending} disabled={!adding.trim() || addProblem !== null}>
                Add duration
              </Button>
            </Group>
          </>
        )}
        <div role="status" aria-live="polite">
          {said?.ok && <Text size="sm">{said.text}</Text>}
        </div>
        {said && !said.ok && (
          <Alert color="red" role="alert" title="Not saved">
            {said.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
