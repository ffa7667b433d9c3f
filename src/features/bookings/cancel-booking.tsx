import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { bookingKeys } from '@/api/bookings/queries';
import { useCancelBooking, useCancelReadBack, type CancelVars } from '@/api/bookings/mutations';
import type { Booking } from '@/api/bookings/schemas';
import { announce } from '@/components/announcer/announce';
import { DetailSection } from '@/components/detail-list';
import { SaveOutcome } from '@/components/edit-page/save-outcome';
import { useSave } from '@/components/edit-page/use-save';
import { formatDateTime } from '@/lib/format-details';
import { useBookingAction } from './use-booking-action';

/** Only a booking still to come, and not already called off, can be cancelled. */
export const cancellable = (b: Booking, now: number) =>
  !['cancelled', 'rejected'].includes(b.status ?? '') && Date.parse(b.ends_at ?? b.starts_at ?? '') > now;

/**
 * Cancelling a booking: a reason for the client, a confirmation that names the client and the time,
 * then one request however often it is confirmed, through the edit kit (uncertain answers read back).
 */
export function CancelBooking({ booking, now }: { booking: Booking; now: number }) {
  const { workspaceId } = useConnection();
  const queryClient = useQueryClient();
  const cancel = useCancelBooking();
  const readBack = useCancelReadBack();
  const action = useBookingAction('bookingCancel');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const client = booking.name || booking.email || 'the client';
  const when = formatDateTime(booking.starts_at);
  const vars = (): CancelVars => ({
    sid: booking.sid ?? '',
    reason: reason.trim(),
    what: `Booking with ${client}, ${when}`,
    status: booking.status ?? '',
  });
  const save = useSave<CancelVars, unknown>({
    send: (v) => cancel.mutateAsync(v),
    verify: readBack,
    onSaved: () => {
      action.answered();
      setConfirming(false);
      setDone(true);
      announce(`${client}’s booking of ${when} is cancelled; the workspace tells the client.`);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all(workspaceId) });
    },
    onRefused: (error) => {
      setConfirming(false);
      if (!action.learnFrom(error)) action.answered();
    },
  });
  const { state, busy, bindFields, bindAlert, confirm, arm, sendAgain, checkAgain } = save;
  const open = state.status === 'uncertain' || state.status === 'refused';
  if (!done && !open && !cancellable(booking, now)) return null;
  if (action.missing) {
    return (
      <DetailSection title="Cancel this booking">
        <Text>This workspace does not offer cancelling through its API: cancel the booking in NeetoCal.</Text>
      </DetailSection>
    );
  }

  const ask = () => {
    if (!reason.trim()) {
      const message = 'Give a reason: the client reads it in the cancellation email.';
      setError(message);
      // The field shows it; the status region says it, as focus stays on the button.
      return announce(message);
    }
    setError(null);
    arm();
    setConfirming(true);
  };
  return (
    <DetailSection title="Cancel this booking">
      {done ? (
        // Said by the status region when the answer came; stays here to be read.
        <Alert color="teal" role="group" title="Booking cancelled">
          {`${client}’s booking of ${when} is cancelled; the workspace tells the client.`}
        </Alert>
      ) : (
        <Stack gap="sm" ref={bindFields}>
          <Textarea
            label="Reason for cancelling"
            description="Sent to the client with the cancellation."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            rows={3}
            maxLength={500}
          />
          <Group>
            <Button color="red" variant="light" onClick={ask} disabled={busy}>
              Cancel booking…
            </Button>
          </Group>
        </Stack>
      )}
      <SaveOutcome
        state={state}
        busy={busy}
        bindAlert={bindAlert}
        onCheckAgain={() => void checkAgain()}
        onSendAgain={() => void sendAgain(vars)}
        words={{
          what: 'The cancellation',
          done: 'sent',
          resendLabel: 'Cancel again',
          notFound:
            'The workspace did not find this booking to cancel, or does not offer cancelling through its API: cancel it in NeetoCal.',
        }}
      />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Cancel this booking?" centered>
        <Stack gap="md">
          <Text>{`${client}’s booking on ${when} (your time) will be cancelled, and the client told why: “${reason.trim()}”.`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              Keep the booking
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm(vars)}>
              Yes, cancel it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </DetailSection>
  );
}
