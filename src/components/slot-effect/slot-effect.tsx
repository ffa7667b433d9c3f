import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useConnection } from '@/api/connection';
import { slotKeys } from '@/api/slots/queries';
import { readOfMany } from '@/components/query-state/many-reads';
import { QueryState } from '@/components/query-state/query-state';
import { useNow } from '@/components/use-now';
import { browserZone } from '@/lib/time/zones';
import type { EffectChange } from '@/domain/slot-effect/estimate';
import { effectLines, type Before, type Owner } from '@/domain/slot-effect/summary';
import { useSlotEffect, type EffectSource } from '@/domain/slot-effect/use-slot-effect';

// "Effect on bookable times": a disclosure beside a change's preview. Opened, it estimates each
// affected link's bookable times in the next four weeks now and after, and reads the workspace's
// own; once the change is applied it reads them again and says the real difference.

export type EffectPhase = 'before' | 'running' | 'after';

interface Props {
  source: EffectSource;
  change: EffectChange;
  /** Whose change it is, for the words ("Priya Sharma's 22 links"); none: every link together. */
  owners?: readonly Owner[];
  phase: EffectPhase;
  /** Said first: what the estimate leaves out. */
  note?: ReactNode;
}

/** "−7", "+3", "0": a typographic minus, read as "minus" by screen readers. */
const signed = (n: number) => (n < 0 ? `−${-n}` : n > 0 ? `+${n}` : '0');

type Snapshot = { opened: false } | { opened: true; links: Map<string, Before & { readAt: number }>; slugs: string[] };

export function SlotEffect({ source, change, owners, phase, note }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [openedBefore, setOpenedBefore] = useState(false);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const now = useNow(60_000);
  const zone = browserZone();
  const { workspaceId } = useConnection();
  const queryClient = useQueryClient();
  const effect = useSlotEffect(source, change, open, now, zone);
  if (open && phase === 'before' && !openedBefore) setOpenedBefore(true);
  // What was known while the change was still a preview, kept from the last render before it went
  // out: a save may put its answer in the cache in the very render that says it was sent.
  const [kept] = useState(() => new Map<'preview', Snapshot>());
  if (phase === 'before' && openedBefore)
    kept.set('preview', {
      opened: true,
      links: new Map(effect.links.map((l) => [l.sid, { estimate: l.estimate, read: l.read, readAt: l.readAt }])),
      slugs: effect.links.flatMap((l) => (l.slug ? [l.slug] : [])),
    });
  if (phase !== 'before' && snapshot === null) setSnapshot(kept.get('preview') ?? { opened: false });
  const settled = phase === 'after' && snapshot?.opened === true ? snapshot : null;
  useEffect(() => {
    if (!settled) return;
    // Once per run: the workspace's own slots of the links, read again now that the change is in.
    for (const slug of settled.slugs)
      void queryClient.invalidateQueries({ queryKey: slotKeys.link(workspaceId, slug) });
  }, [settled, queryClient, workspaceId]);

  const before = snapshot?.opened
    ? snapshot.links
    : new Map(effect.links.map((l) => [l.sid, { estimate: l.estimate, read: l.read }]));
  const after = settled
    ? new Map(
        effect.links.flatMap((l) =>
          l.read !== null && l.readAt > (settled.links.get(l.sid)?.readAt ?? Infinity)
            ? [[l.sid, l.read] as const]
            : [],
        ),
      )
    : null;
  const lines = effectLines(effect.links, owners ?? null, before, after);
  const notOpened = snapshot?.opened === false;

  let body: ReactNode;
  if (notOpened)
    body = (
      <Text size="sm">
        This was not opened before the change was applied, so there is no estimate or earlier reading to compare with.
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {note}
        <Text size="sm" c="dimmed">
          An estimate by the slot rules Slotboard knows (hours, date overrides, durations, start times, buffers,
          bookings, notice and window), for today and the next 27 days in {zone}. The workspace may know more, such as
          connected calendars.
        </Text>
        <QueryState
          read={readOfMany(effect.reads)}
          queryKey={{ each: effect.keys }}
          what="the links, their hosts’ hours and bookings, and their bookable times"
        />
        {!effect.loading && effect.links.length === 0 && (
          <Text size="sm">No enabled link uses these hours, so bookers see no difference.</Text>
        )}
        {effect.links.length > 0 && (
          <List size="sm" spacing={4} aria-label="Effect in words">
            {lines.map((l) => (
              <List.Item key={l.estimate}>
                <Text size="sm" span fw={600}>
                  {l.estimate}
                </Text>
                {l.unestimated > 0 && (
                  <Text size="sm">
                    {l.unestimated} of them could not be estimated: their hosts’ hours or bookings are not read yet, or
                    could not be.
                  </Text>
                )}
                {l.readBack && (
                  <Text size="sm">
                    After the change, the workspace’s own slots: {l.readBack.text}. {l.readBack.agreement.text}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
        {effect.offered === 'no' && (
          <Text size="sm">
            This workspace does not offer its bookable times to Slotboard, so the read-back after the change is not
            offered: only the estimate is shown.
          </Text>
        )}
        {settled && effect.offered !== 'no' && lines.some((l) => l.unread > 0) && effect.loading && (
          <Text size="sm">Reading the workspace’s own slots again…</Text>
        )}
        {effect.failed.length > 0 && (
          <Alert color="orange" variant="light" title="Some of it could not be read">
            <List size="sm">
              {effect.failed.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {effect.links.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              Now, After and Difference are Slotboard’s estimate; the last column is what the workspace lists.
            </Text>
            {/* Scrolled sideways on a phone rather than squeezing the links' names a letter to a line. */}
            <Table.ScrollContainer minWidth={560}>
              <Table striped withTableBorder aria-label="Bookable times per link in the next 4 weeks">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Link</Table.Th>
                    <Table.Th>Now</Table.Th>
                    <Table.Th>After</Table.Th>
                    <Table.Th>Difference</Table.Th>
                    <Table.Th>Workspace{settled ? ', before → after' : ', now'}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {effect.links.map((l) => {
                    const b = before.get(l.sid);
                    const was = b?.read ?? null;
                    const is = after?.get(l.sid);
                    return (
                      <Table.Tr key={l.sid}>
                        <Table.Td>{l.name}</Table.Td>
                        <Table.Td>{b?.estimate ? b.estimate.now : '—'}</Table.Td>
                        <Table.Td>{b?.estimate ? b.estimate.after : '—'}</Table.Td>
                        <Table.Td>{b?.estimate ? signed(b.estimate.after - b.estimate.now) : '—'}</Table.Td>
                        <Table.Td>
                          {l.readProblem && !settled
                            ? l.readProblem
                            : settled
                              ? `${was ?? '—'} → ${is ?? '…'}`
                              : (was ?? (effect.offered === 'no' ? 'not offered' : '…'))}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    );

  return (
    <Stack gap="xs">
      <Group>
        <Button variant="default" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? '▾' : '▸'} Effect on bookable times
        </Button>
      </Group>
      {open && (
        <section id={id} aria-label="Effect on bookable times">
          {body}
        </section>
      )}
    </Stack>
  );
}
