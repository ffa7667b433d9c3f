import { useMutation } from '@tanstack/react-query';
import { useConnection } from '../connection';
import type { AvailabilityCreateBody } from './schemas';

export interface NewAvailability {
  body: AvailabilityCreateBody;
  version: 'v1' | 'v2';
}

/**
 * Creates an availability (spec §4.1, §4.2). Never retried, and nothing can read it back: the spec
 * lists no availabilities, so there is no cached list to update.
 */
export function useCreateAvailability() {
  const { client } = useConnection();
  return useMutation({
    mutationFn: ({ body, version }: NewAvailability) => client.availabilities.create(body, { version }),
  });
}
