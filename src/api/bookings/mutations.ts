import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmWrite, trackWrite } from '@/lib/activity/track';
import { useConnection } from '../connection';
import { bookingKeys } from './queries';

export interface CancelVars {
  sid: string;
  reason: string;
  /** How the booking is named in Activity: "Booking with Ada Lovelace, Dec 1, 2026, 10:00 AM". */
  what: string;
  /** Its status before, for Activity's "before → after". */
  status: string;
}

/** POST /v1/bookings/{sid}/cancel, logged in Activity; every bookings query is read again after it. */
export function useCancelBooking() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: CancelVars) =>
      trackWrite(
        {
          workspaceId: connection.workspaceId,
          workspaceLabel: connection.active.label,
          resourceKind: 'booking',
          resourceId: vars.sid,
          action: 'update',
          what: vars.what,
          change: `Cancelled${vars.reason.trim() ? `, reason “${vars.reason.trim()}”` : ''}`,
          before: { status: vars.status },
          after: { status: 'cancelled', cancel_reason: vars.reason.trim() },
        },
        () => connection.client.bookings.cancel(vars.sid, vars.reason),
        { vars },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all(connection.workspaceId) }),
  });
}

/** After an answer that left the outcome open: reads the booking again and says whether it is cancelled. */
export function useCancelReadBack() {
  const connection = useConnection();
  return async (vars: CancelVars): Promise<boolean> => {
    const booking = await connection.client.bookings.get(vars.sid);
    const applied = booking.status === 'cancelled';
    if (applied) confirmWrite(vars);
    return applied;
  };
}
