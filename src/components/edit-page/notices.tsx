import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { announce } from '@/components/announcer/announce';

/** The one "Draft restored" notice of every edit page. */
export function DraftRestored({ onDismiss, onDiscard }: { onDismiss: () => void; onDiscard?: () => void }) {
  return (
    <Alert color="blue" title="Draft restored" withCloseButton onClose={onDismiss} closeButtonLabel="Dismiss">
      These are the changes you had not saved before the page was reloaded.{' '}
      {onDiscard && (
        <Button variant="subtle" size="compact-sm" onClick={onDiscard}>
          Discard the draft
        </Button>
      )}
    </Alert>
  );
}

const DONE_ID = 'slotboard-done';

/**
 * A success notice that says what happened: "Mateo García deactivated", not "Saved". It is spoken by
 * the page's status region, and stays on the screen until dismissed or replaced by the next one: a
 * notice that leaves by itself is gone before it is read. Not an alert of its own, so it is heard once.
 */
export function notifyDone(title: string, message?: string) {
  announce(message ? `${title}. ${message}` : title);
  notifications.hide(DONE_ID);
  notifications.show({ id: DONE_ID, color: 'green', title, message: message ?? '', autoClose: false, role: 'none' });
}
