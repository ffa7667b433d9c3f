import { Button, Group, Text } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import type { SignInEnded } from '@/api/sign-in-ended';
import { leaveForGood } from '@/lib/leave-page';
import classes from './shell.module.css';

/** Where the browser signs in again, and comes back to `next` (this page). */
export function signInAddress(ended: SignInEnded, next: string): string {
  const params = new URLSearchParams({ next });
  // The sign-in page reads only these two from the address; anything else it learns from the cookies.
  if (ended.reason === 'expired' || ended.reason === 'signed_out') params.set('reason', ended.reason);
  if (ended.unsent) params.set('unsent', '1');
  return `/sign-in?${params.toString()}`;
}

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
 * page restores its draft. Loaded ahead of need (the shell): once the sign-in has ended, the server
 * gives no more of the app's files. The shell makes the rest of the page inert.
 */
export function SignInEndedPanel({ ended }: { ended: SignInEnded }) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <div className={classes.signInEnded}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="sign-in-ended-title"
        className={classes.signInEndedBox}
      >
        <Text component="h2" fw={700} size="xl" m={0} id="sign-in-ended-title">
          Sign in to go on
        </Text>
        <Text role="status" mt="xs">
          {signInEndedWords(ended)}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button autoFocus onClick={() => leaveForGood(signInAddress(ended, search ? `${path}?${search}` : path))}>
            Sign in again
          </Button>
        </Group>
      </div>
    </div>
  );
}
