import { Button, Group, Modal, Text } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { signInAddress, type SignInEnded } from '@/api/sign-in-ended';
import { leaveForGood } from '@/components/use-unsaved-guard';

/** Why, in the admin's words: the server refused before any workspace was called. */
export function signInEndedWords({ reason, unsent }: SignInEnded): string {
  const why =
    reason === 'signed_out'
      ? 'You signed out of Slotboard.'
      : reason === 'not_through_proxy'
        ? "Slotboard answers only through your team's sign-in page."
        : 'Your sign-in ended.';
  return `${why} ${unsent ? 'Nothing was sent; your changes are kept.' : 'Sign in again to go on.'}`;
}

/**
 * Said before the app leaves for the sign-in page, which brings the admin back here, where the edit
 * page restores its draft. It waits for the admin: nothing else can be done until they sign in.
 */
export function SignInEndedDialog({ ended }: { ended: SignInEnded }) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title="Sign in to go on"
    >
      <Text role="status">{signInEndedWords(ended)}</Text>
      <Group justify="flex-end" mt="md">
        <Button data-autofocus onClick={() => leaveForGood(signInAddress(ended, search ? `${path}?${search}` : path))}>
          Sign in again
        </Button>
      </Group>
    </Modal>
  );
}
