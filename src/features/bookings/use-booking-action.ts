import { useLearnedAction } from '@/api/learned-action';

type BookingAction = 'bookingReschedule' | 'bookingCancel';

/** Whether the workspace takes a booking's reschedule or cancel, learned from use (useLearnedAction). */
export const useBookingAction = (name: BookingAction) => useLearnedAction(name, 'v1');
