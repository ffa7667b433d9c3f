import { Alert, Anchor, Loader, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ReadBack } from '@/domain/availability-edit/read-back';

/** The availability is not in the workspace any more (deleted in NeetoCal, or another workspace). */
export function NoLongerExistsWords() {
  return (
    <>
      This availability no longer exists: the workspace has no availability at this address any more; it may have been
      deleted in NeetoCal.{' '}
      <Anchor component={Link} href="/availabilities">
        Back to availabilities
      </Anchor>
    </>
  );
}

export function NoLongerExists() {
  return (
    <Alert color="red" title="This availability no longer exists" role="alert">
      <NoLongerExistsWords />
    </Alert>
  );
}

/** A workspace without the vendor's availability reads: one sentence, and the way that still works. */
export function ReadsNotOffered() {
  return (
    <Alert color="gray" title="Availabilities cannot be read here">
      This workspace does not let Slotboard read availabilities, so an existing one cannot be opened or edited here;{' '}
      <Anchor component={Link} href="/availabilities/new">
        create a new availability
      </Anchor>{' '}
      instead.
    </Alert>
  );
}

/** What the read after a save found: the workspace's hours now, or where they differ from what was sent. */
export function ReadBackNotice({ readBack }: { readBack: ReadBack }) {
  if (readBack.status === 'checking')
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">Saved. Reading the availability back to confirm what the workspace holds…</Text>
      </Group>
    );
  if (readBack.status === 'holds')
    return (
      <Alert color="green" title="Saved" role="status">
        Saved: the workspace now holds {readBack.text}.
      </Alert>
    );
  if (readBack.status === 'mismatch')
    return (
      <Alert color="orange" title="Saved, but the workspace holds something else" role="alert">
        The workspace accepted the change, but reading it back it holds {readBack.text}. Where that differs from what
        was sent: {readBack.difference}. The editors still show what you sent; the difference below is what is left to
        save.
      </Alert>
    );
  return (
    <Alert color="orange" title="Saved, not confirmed" role="alert">
      The workspace accepted the change, but reading it back failed ({readBack.message}). Reload the page to see what it
      holds.
    </Alert>
  );
}
