import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useLearnedRead } from '@/api/learned-action';
import { useConnection } from '@/api/connection';
import { isApiError, readFailureWords } from '@/api/errors';
import { useChangeLinkSpots, type SpotChange } from '@/api/link-options/mutations';
import { linkSpotsQuery } from '@/api/link-options/queries';
import type { LinkSpot, LinkSpotBody } from '@/api/link-options/schemas';
import { spotKinds, type SpotKind } from '@/api/meetings/schemas';
import { QueryState } from '@/components/query-state/query-state';
import { spotLabel } from '@/lib/format';

/** The text field a place of this kind carries, if any. */
const TEXT_OF: Partial<Record<SpotKind, { field: keyof LinkSpotBody; label: string }>> = {
  phone_call: { field: 'spot_phone_call_number', label: 'Phone number' },
  custom: { field: 'spot_custom_text', label: 'What the booker is told' },
  in_person: { field: 'spot_in_person_location', label: 'Address' },
};

const placeWords = (s: LinkSpot | LinkSpotBody) => {
  const text = s.spot_phone_call_number ?? s.spot_custom_text ?? s.spot_in_person_location;
  return `${spotLabel(s.spot)}${text ? `: ${text}` : ''}`;
};

function refusalWords(error: unknown, change: SpotChange, current: LinkSpot | undefined): string {
  if (isApiError(error) && error.status === 409) {
    if (change.kind === 'remove') return 'A link keeps at least one place: the workspace did not remove its last one.';
    return `Only one place can be the default, and ${current ? placeWords(current) : 'another place'} is the default now.`;
  }
  const words = readFailureWords(error);
  return `${words.title}. ${words.message}`;
}

/** A link's places: listed, added, their text changed, removed, one chosen as the default. */
export function LinkPlaces({ sid, linkName }: { sid: string; linkName: string }) {
  const connection = useConnection();
  const options = linkSpotsQuery(connection, sid);
  const { capability, read } = useLearnedRead('linkPlaces', options);
  const write = useChangeLinkSpots(sid, linkName, placeWords);
  const [kind, setKind] = useState<SpotKind>('zoom');
  const [text, setText] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const list = read.data?.spots ?? [];
  const current = list.find((s) => s.is_default);
  const change = (c: SpotChange) => {
    const full = c.kind === 'default' ? { ...c, current } : c;
    setSaid(null);
    write.mutate(full, {
      onSuccess: () => {
        capability.answered();
        setSaid({ ok: true, text: 'Places saved.' });
        if (c.kind === 'add') setText('');
      },
      onError: (error) => setSaid({ ok: false, text: refusalWords(error, full, current) }),
    });
  };
  const needs = TEXT_OF[kind];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          Places
        </Title>
        {capability.missing ? (
          <Text c="dimmed">
            This workspace does not offer a link’s places through its API: change them in NeetoCal.
          </Text>
        ) : read.data === undefined ? (
          <QueryState read={read} queryKey={options.queryKey} what="the places" />
        ) : (
          <>
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Places of this link">
              {list.map((s) => {
                const label = placeWords(s);
                return (
                  <Group component="li" key={s.id} justify="space-between" wrap="wrap" gap="xs" py={4}>
                    <Group gap="xs">
                      <Text fw={600} className="break-anywhere">
                        {label}
                      </Text>
                      {s.is_default && (
                        <Badge
                          variant="outline"
                          color="teal"
                          styles={{ label: { color: 'var(--mantine-color-text)' } }}
                        >
                          Default
                        </Badge>
                      )}
                    </Group>
                    <Group gap="xs">
                      {!s.is_default && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={write.isPending}
                          onClick={() => change({ kind: 'default', item: s, current: undefined })}
                        >
                          Make {label} the default
                        </Button>
                      )}
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        disabled={write.isPending || list.length === 1}
                        onClick={() => change({ kind: 'remove', item: s })}
                      >
                        Remove {label}
                      </Button>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
            {list.length === 1 && (
              <Text size="sm" c="dimmed">
                A link keeps at least one place.
              </Text>
            )}
            <Group
              component="form"
              gap="sm"
              align="flex-end"
              wrap="wrap"
              aria-label="Add a place"
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                if (write.isPending) return;
                change({ kind: 'add', body: { spot: kind, ...(needs ? { [needs.field]: text.trim() } : {}) } });
              }}
            >
              <NativeSelect
                label="New place"
                value={kind}
                onChange={(e) => setKind(e.currentTarget.value as SpotKind)}
                data={spotKinds.map((k) => ({ value: k, label: spotLabel(k) }))}
              />
              {needs && <TextInput label={needs.label} value={text} onChange={(e) => setText(e.currentTarget.value)} />}
              <Button type="submit" loading={write.isPending} disabled={Boolean(needs) && !text.trim()}>
                Add place
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
