import { useMutation, useQueryClient } from '@tanstack/react-query';
import { weekWords } from '@/lib/activity/describe';
import { trackWrite } from '@/lib/activity/track';
import { useConnection } from '../connection';
import { availabilityKeys, availabilityQuery } from './queries';
import type { AvailabilityVersion } from './requests';
import type { AvailabilityCreateBody, AvailabilityUpdateBody } from './schemas';

export interface NewAvailability {
  body: AvailabilityCreateBody;
  version: 'v1' | 'v2';
}

/**
 * Creates an availability (spec §4.1, §4.2). Never retried. Only the vendor's optional reads can
 * show it afterwards, so an unclear answer is checked by the page (decision 0012), not here.
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
          change: `Weekly hours: ${weekWords(vars.body.periods ?? [])}`,
          after: vars.body,
        },
        () => client.availabilities.create(vars.body, { version: vars.version }),
        { vars, idFrom: (created) => created.availability.id },
      ),
  });
}

export interface AvailabilityEdit {
  id: string;
  body: AvailabilityUpdateBody;
  version: AvailabilityVersion;
  /** The change in words, for Activity ("Tue 9:00 AM–5:00 PM → …"): the screen computed it from the read. */
  change?: string;
}

/**
 * Replaces an availability's weekly hours and changes the named override dates (the vendor's PATCH).
 * Never retried; every cached read of availabilities is read again, so a read-back sees the workspace.
 */
export function useUpdateAvailability() {
  const { client, workspaceId, active } = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: AvailabilityEdit) => {
      const { id, body, version } = vars;
      // Activity: the availability as last read, for "before → after" and a later revert.
      const known = queryClient.getQueryData(availabilityQuery({ client, workspaceId }, id, version).queryKey);
      return trackWrite(
        {
          workspaceId,
          workspaceLabel: active.label,
          resourceKind: 'availability',
          resourceId: id,
          action: 'update',
          // "Oliver Smith · Working hours": twelve members may each have a "Working hours".
          what: known?.user?.name
            ? `${known.user.name} · ${known.name ?? 'Unnamed availability'}`
            : `Availability “${known?.name ?? 'without a name'}”`,
          change: vars.change,
          before: known ? { periods: known.periods, overrides: known.overrides } : undefined,
          after: body,
        },
        () => client.availabilities.update(id, body, { version }),
        { vars },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all(workspaceId) }),
  });
}
