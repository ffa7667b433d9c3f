import { useKnownCapability, useRememberCapability } from '@/api/capabilities';
import { capabilityFromError } from '@/api/capability-check';

type BookingAction = 'bookingReschedule' | 'bookingCancel';

/**
 * Whether the workspace takes a booking's reschedule or cancel (docs/product.md decision 10). Neither
 * can be asked without writing, so each is learned from use and kept a day: on a booking the page has
 * just read, a 404, 405 or 501 can only be about the route, and a clear answer says it is there.
 */
export function useBookingAction(name: BookingAction) {
  const known = useKnownCapability(name, 'v1');
  const remember = useRememberCapability();
  return {
    missing: known === 'no',
    /** A clear answer of the workspace (done, or refused for what was sent): the route is there. */
    answered: () => {
      if (known !== 'yes') remember(name, 'v1', 'yes');
    },
    /** A failure: true when it says the route is missing, which is then kept. */
    learnFrom: (error: unknown) => {
      const missing = capabilityFromError(error, { notFoundIsRoute: true }) === 'no';
      if (missing) remember(name, 'v1', 'no');
      return missing;
    },
  };
}
