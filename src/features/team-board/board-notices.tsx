import { Alert, Button, Text } from '@mantine/core';
import { countOf } from '@/lib/format';
import type { BoardData } from './use-board-data';

const SHOWN_NAMES = 8;

/** Why what needs every member's reads is off, and the way back: reading them again. */
export function ReadsFailedNotice({
  failedMembers,
  onRetry,
  retrying,
}: {
  failedMembers: number;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert variant="light" color="red" title="Holidays and picking defaults wait for the team’s availabilities">
      <Text size="sm" id="board-reads-failed-reason">
        The availabilities of {countOf(failedMembers, 'member', 'members')} could not be read, so the holidays preview
        and picking the default availabilities are off: Slotboard would act on members it has not read.
      </Text>
      <Button mt="xs" size="xs" variant="default" onClick={onRetry} loading={retrying}>
        Read them again
      </Button>
    </Alert>
  );
}

/** The members the board could not ask about, by name: the workspace's list takes only email addresses. */
export function NotAskedNotice({ notAsked }: { notAsked: BoardData['notAsked'] }) {
  const named = notAsked
    .slice(0, SHOWN_NAMES)
    .map((m) => (m.email ? `${m.name} (“${m.email}”)` : `${m.name} (no email)`));
  return (
    <Alert
      variant="light"
      color="yellow"
      title={`${countOf(notAsked.length, 'member', 'members')} could not be asked about`}
    >
      The workspace lists availabilities by email address, and{' '}
      {notAsked.length === 1 ? 'this member has' : 'these members have'} none that is one: {named.join(', ')}
      {notAsked.length > SHOWN_NAMES ? ` and ${notAsked.length - SHOWN_NAMES} more` : ''}. Correct the email on the
      member’s page to see their availabilities here.
    </Alert>
  );
}
