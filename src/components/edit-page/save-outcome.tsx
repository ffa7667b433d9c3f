import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ApiError } from '@/api/errors';
import { Countdown, type CountdownWords } from '@/components/countdown';
import type { Check, SaveState } from '@/domain/saves/save-rules';

// Why the outcome is open, in the admin's words. The request left; only the answer is missing.
const OPEN_REASON: Partial<Record<ApiError['kind'], string>> = {
  timeout: 'The workspace did not answer in time.',
  network: 'The connection dropped before the workspace answered.',
  server: 'The workspace reported a problem of its own while answering.',
  invalid_response: 'The workspace answered, but not in a way Slotboard can read.',
};

export interface SaveOutcomeWords {
  /** "The changes", "The hours", "The availability". */
  what: string;
  /** "saved", "replaced", "created". */
  done: string;
  /** Said when nothing can be read back: why, and what to look at before sending again. */
  cannotCheck?: string;
  /** Title and words when reading back found nothing and that settles it (a create that is not there). */
  notSeen?: { title: string; text: string };
  /** The explicit resend ("Save again", "Replace again", "Create again"). */
  resendLabel: string;
  /** Said for a 404 on the record written to. */
  notFound?: ReactNode;
}

const RESEND_WORDS: CountdownWords = {
  left: (wait) => `You can send it again in ${wait}.`,
  over: 'You can send it again now.',
};

/** A 429: nothing was applied; the workspace's wait is counted down, then the admin may send again. */
function AskedToWait({
  retryAt,
  words,
  onSendAgain,
  bindAlert,
  busy,
}: {
  retryAt: number | undefined;
  words: SaveOutcomeWords;
  onSendAgain: () => void;
  bindAlert?: (el: HTMLElement | null) => void;
  busy: boolean;
}) {
  const [over, setOver] = useState(() => retryAt === undefined || Date.now() >= retryAt);
  return (
    <Alert ref={bindAlert} tabIndex={-1} color="yellow" title="The workspace asked Slotboard to wait" role="alert">
      <Text size="sm">
        It is receiving too many requests, so nothing was {words.done}. Everything you entered is still here.{' '}
        {retryAt === undefined ? (
          'Wait a moment, then send it again.'
        ) : (
          <Countdown until={retryAt} onDone={() => setOver(true)} words={RESEND_WORDS} />
        )}
      </Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" variant="default" onClick={onSendAgain} disabled={busy || !over}>
          {words.resendLabel}
        </Button>
      </Group>
    </Alert>
  );
}

function checkSentence(check: Check, checkError: ApiError | undefined, words: SaveOutcomeWords): ReactNode {
  switch (check) {
    case 'checking':
      return (
        <Group gap="xs" component="span">
          <Loader size="xs" aria-hidden="true" />
          Checking what the workspace holds now…
        </Group>
      );
    case 'not-seen':
      return (
        words.notSeen?.text ??
        `Reading it back, the workspace does not show the change yet. It may still arrive: check again in a moment before sending it again.`
      );
    case 'check-failed':
      return `Reading it back failed too${checkError ? ` (${checkError.message})` : ''}, so Slotboard cannot tell whether it went through.`;
    case 'cannot-check':
      return words.cannotCheck ?? 'Slotboard has no way to read it back to check.';
    case 'applied':
      return null;
  }
}

/**
 * What became of a save, said plainly: refused (with the workspace's reason; nothing typed is lost;
 * after a 429, the wait it asked for counted down before it may be sent again), or "may have been
 * saved" with what reading back found and explicit ways on.
 */
export function SaveOutcome({
  state,
  words,
  onCheckAgain,
  onSendAgain,
  bindAlert,
  busy,
}: {
  state: SaveState;
  words: SaveOutcomeWords;
  onCheckAgain?: () => void;
  onSendAgain: () => void;
  bindAlert?: (el: HTMLElement | null) => void;
  busy: boolean;
}) {
  if (state.status === 'uncertain') {
    const { error, check } = state;
    return (
      <Alert
        ref={bindAlert}
        tabIndex={-1}
        color="orange"
        title={(check === 'not-seen' && words.notSeen?.title) || `${words.what} may have been ${words.done}`}
        role="alert"
      >
        <Text size="sm">
          {OPEN_REASON[error.kind] ?? error.message} {checkSentence(check, state.checkError, words)}
        </Text>
        {check !== 'checking' && (
          <Group mt="sm" gap="xs">
            {onCheckAgain && check !== 'cannot-check' && (
              <Button size="xs" variant="default" onClick={onCheckAgain} disabled={busy}>
                Check again
              </Button>
            )}
            <Button size="xs" variant="default" color="orange" onClick={onSendAgain} disabled={busy}>
              {words.resendLabel}
            </Button>
          </Group>
        )}
      </Alert>
    );
  }
  if (state.status !== 'refused') return null;
  const { error } = state;
  if (error.kind === 'rate_limited') {
    return (
      <AskedToWait
        key={state.retryAt}
        retryAt={state.retryAt}
        words={words}
        onSendAgain={onSendAgain}
        bindAlert={bindAlert}
        busy={busy}
      />
    );
  }
  if (error.kind === 'not_found' && words.notFound) {
    return (
      <Alert ref={bindAlert} tabIndex={-1} color="red" title="Not found" role="alert">
        {words.notFound}
      </Alert>
    );
  }
  if (error.code === 'sign_in_required') {
    // The Slotboard server refused before calling the workspace (the fetch layer makes sure).
    return (
      <Alert ref={bindAlert} tabIndex={-1} color="yellow" title="Your sign-in ended" role="alert">
        Nothing was sent; your changes are kept. Sign in again, then send them.
      </Alert>
    );
  }
  if (error.kind === 'unauthorized') {
    return (
      <Alert ref={bindAlert} tabIndex={-1} color="red" title="The workspace refused the API key" role="alert">
        {error.message}{' '}
        <Anchor component={Link} href="/settings">
          Open Settings
        </Anchor>
      </Alert>
    );
  }
  if (error.kind === 'unsupported') {
    return (
      <Alert ref={bindAlert} tabIndex={-1} color="red" title="This workspace does not offer this" role="alert">
        The workspace answered that it does not offer this action at all, so nothing was {words.done}. It is not about
        what you entered, which is still here.
      </Alert>
    );
  }
  return (
    <Alert ref={bindAlert} tabIndex={-1} color="red" title={`Not ${words.done}`} role="alert">
      {error.message} Everything you entered is still here.
    </Alert>
  );
}
