import { Alert, Button } from '@mantine/core';
import { announceShown } from '@/components/announcer/announce';

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

/** A success notice that says what happened: "Mateo García deactivated", not "Saved". */
export function notifyDone(title: string, message?: string) {
  announceShown(title, message);
}
