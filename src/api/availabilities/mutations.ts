import { useMutation } from '@tanstack/react-query';
import { trackWrite } from '@/lib/activity/track';
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
  const { client, workspaceId, active } = useConnection();
  return useMutation({
    mutationFn: (vars: NewAvailability) =>
      trackWrite(
        {
          workspaceId,
          workspaceLabel: active.label,
          resourceKind: 'availability',
          resourceId: '',
          action: 'create',
          what: `New availability “${vars.body.name}” for ${vars.body.email}`,
          after: vars.body,
        },
        () => client.availabilities.create(vars.body, { version: vars.version }),
        { vars, idFrom: (created) => created.availability.id },
      ),
  });
}
