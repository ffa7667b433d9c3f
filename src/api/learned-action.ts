import {
  useQuery,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
  type skipToken,
} from '@tanstack/react-query';
import { capabilityFromError } from './capability-check';
import type { CapabilityName, CapabilityVersion } from './capability-store';
import { useKnownCapability, useRememberCapability } from './capabilities';

/**
 * A write the workspace may not offer, which cannot be asked about without writing: learned from use
 * and kept a day (docs/product.md decision 10). On a record the page has just read, a 404, 405 or 501
 * can only be about the route; a clear answer says the route is there.
 */
export function useLearnedAction(name: CapabilityName, version: CapabilityVersion = 'v1') {
  const known = useKnownCapability(name, version);
  const remember = useRememberCapability();
  return {
    missing: known === 'no',
    /** A clear answer of the workspace (done, or refused for what was sent): the route is there. */
    answered: () => {
      if (known !== 'yes') remember(name, version, 'yes');
    },
    /** A failure: true when it says the route is missing, which is then kept. */
    learnFrom: (error: unknown) => {
      const missing = capabilityFromError(error, { notFoundIsRoute: true }) === 'no';
      if (missing) remember(name, version, 'no');
      return missing;
    },
  };
}

/**
 * A read of something the workspace may not offer, on a record the page has just read: a 404, 405
 * or 501 is learned and kept, and the read is not asked again once the route is known missing.
 */
export function useLearnedRead<TData, TKey extends QueryKey>(
  name: CapabilityName,
  options: { queryKey: TKey; queryFn?: QueryFunction<TData, TKey> | typeof skipToken },
) {
  const capability = useLearnedAction(name);
  const { queryFn } = options;
  const read = useQuery({
    queryKey: options.queryKey,
    queryFn: async (ctx: QueryFunctionContext<TKey>) => {
      if (typeof queryFn !== 'function') throw new Error(`No read for ${name}`);
      try {
        return await queryFn(ctx);
      } catch (error) {
        capability.learnFrom(error);
        throw error;
      }
    },
    retry: false,
    enabled: !capability.missing,
  });
  return { capability, read };
}
