import { useQuery } from '@tanstack/react-query';
import { useCapability, useRememberCapability } from '../capabilities';
import { capabilityFromError } from '../capability-check';
import { useConnection } from '../connection';
import { slotMonthQuery } from './queries';
import type { SlotMonthParams } from './schemas';

/**
 * What the workspace is known to offer of slots, and a wrapper for a slots read whose answer teaches
 * it: an answer is yes, a 404 on a link the list just gave is the route missing; either is
 * remembered as the Settings check's would be.
 */
export function useSlotsLearning() {
  const offered = useCapability('slots', 'v1', undefined, { ask: false });
  const remember = useRememberCapability();
  // A 404 says the route is missing only for a slug the workspace has just given (a link it listed):
  // one taken from an address may be a link since renamed or removed.
  const learn =
    <C, T>(read: (context: C) => T | Promise<T>, { listedSlug = true } = {}) =>
    async (context: C): Promise<T> => {
      try {
        const answer = await read(context);
        if (offered !== 'yes') remember('slots', 'v1', 'yes');
        return answer;
      } catch (error) {
        if (capabilityFromError(error, { notFoundIsRoute: listedSlug }) === 'no') remember('slots', 'v1', 'no');
        throw error;
      }
    };
  return { offered, remember, learn };
}

/**
 * A link's month of slots, and what the workspace is known to offer. The read itself says whether
 * the workspace has the endpoint (docs/product.md decision 10): an answer is yes, a 404 on a link
 * the list just gave is the route missing; either is remembered as the Settings check's would be.
 * Nothing is asked where the answer is already no. `listedSlug: false` for a slug that did not come
 * from the workspace's own answer: its 404 then says nothing about the route.
 */
export function useSlotMonth(params: SlotMonthParams | null, { listedSlug = true } = {}) {
  const connection = useConnection();
  const { offered, remember, learn } = useSlotsLearning();
  const options = slotMonthQuery(connection, params ?? { slug: '', timeZone: 'UTC', year: 2000, month: 1 });
  const query = useQuery({
    ...options,
    queryFn: learn(options.queryFn!, { listedSlug }),
    enabled: params !== null && offered !== 'no',
  });
  return { offered, query, queryKey: options.queryKey, askAgain: () => remember('slots', 'v1', 'unknown') };
}
