import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityDraft } from '@/lib/activity/log';
import { confirmWrite, trackWrite } from '@/lib/activity/track';
import { useConnection } from '../connection';
import { slotKeys } from '../slots/queries';
import { bookingKeys } from './queries';
import type { RescheduleBody } from './requests';
import { startsAsAsked } from './reschedule';

type Connection = ReturnType<typeof useConnection>;

/** A write to one booking, logged in Activity under the booking's name with what it changed. */
const trackBookingWrite = <T>(
  connection: Connection,
  vars: { sid: string; what: string },
  entry: Pick<ActivityDraft, 'change' | 'before' | 'after'>,
  write: () => Promise<T>,
) =>
  trackWrite(
    {
      workspaceId: connection.workspaceId,
      workspaceLabel: connection.active.label,
      resourceKind: 'booking',
      resourceId: vars.sid,
      action: 'update',
      what: vars.what,
      ...entry,
    },
    write,
    { vars },
  );

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
      trackBookingWrite(
        connection,
        vars,
        {
          change: `Cancelled${vars.reason.trim() ? `, reason “${vars.reason.trim()}”` : ''}`,
          before: { status: vars.status },
          after: { status: 'cancelled', cancel_reason: vars.reason.trim() },
        },
        () => connection.client.bookings.cancel(vars.sid, vars.reason),
      ),
    // A booking holds its time for every link of its hosts: the free times change with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: slotKeys.all(connection.workspaceId) }),
    // Not awaited: the write's outcome is said at once, not after every bookings query is read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all(connection.workspaceId) }),
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

export interface RescheduleVars {
  sid: string;
  /** Exactly what is sent (reschedule.ts builds it). */
  body: RescheduleBody;
  /** How the booking is named in Activity. */
  what: string;
  /** "Dec 1, 2026, 10:00 AM → Dec 2, 2026, 2:00 PM (client's time, America/New_York)". */
  change: string;
  /** Its start before, for Activity's "before → after". */
  startsAt: string;
}

/** PATCH /v1/bookings/{sid}, logged in Activity; the answer is the booking, put in its cache entry. */
export function useRescheduleBooking() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: RescheduleVars) =>
      trackBookingWrite(
        connection,
        vars,
        { change: vars.change, before: { starts_at: vars.startsAt }, after: { ...vars.body } },
        () => connection.client.bookings.reschedule(vars.sid, vars.body),
      ),
    onSuccess: (booking, vars) => {
      queryClient.setQueryData(bookingKeys.one(connection.workspaceId, vars.sid), booking);
      void queryClient.invalidateQueries({ queryKey: slotKeys.all(connection.workspaceId) });
    },
    // Not awaited: the write's outcome is said at once, not after every bookings query is read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all(connection.workspaceId) }),
  });
}

/** After an answer that left the outcome open: reads the booking again; moved when it starts when the body asked. */
export function useRescheduleReadBack() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return async (vars: RescheduleVars): Promise<boolean> => {
    const booking = await connection.client.bookings.get(vars.sid);
    queryClient.setQueryData(bookingKeys.one(connection.workspaceId, vars.sid), booking);
    const applied = startsAsAsked(booking, vars.body);
    if (applied) {
      confirmWrite(vars);
      void queryClient.invalidateQueries({ queryKey: slotKeys.all(connection.workspaceId) });
    }
    return applied;
  };
}
