import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkOptionsRequests } from './requests';
import { trackWrite } from '@/lib/activity/track';
import { useConnection } from '../connection';
import { meetingKeys } from '../meetings/queries';
import type { LinkDuration, LinkSpot, LinkSpotBody } from './schemas';
import { durationKeys, spotKeys } from './queries';

/** One change to a link's durations, as the admin asked it. */
export type DurationChange =
  | { kind: 'add'; minutes: number; isDefault: boolean }
  | { kind: 'change'; item: LinkDuration; minutes: number }
  | { kind: 'remove'; item: LinkDuration }
  /** The vendor refuses a second default (409): the one that is default now is let go first. */
  | { kind: 'default'; item: LinkDuration; current: LinkDuration | undefined };

const min = (n: number | null | undefined) => (n == null ? 'a duration' : `${n} min`);

/**
 * Writes one change to a link's durations (durations.yaml) and logs it in Activity; the link's
 * durations and every cached link are read again after, whatever the answer.
 */
export function useChangeLinkDurations(sid: string, linkName: string) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const { createDuration, updateDuration, removeDuration } = linkOptionsRequests(connection.client.request);
  const durations = { create: createDuration, update: updateDuration, remove: removeDuration };
  const log = (what: string, change: string, write: () => Promise<unknown>, before?: unknown, after?: unknown) =>
    trackWrite(
      {
        workspaceId: connection.workspaceId,
        workspaceLabel: connection.active.label,
        resourceKind: 'link',
        resourceId: sid,
        action: 'update',
        what: `Durations of ${linkName}`,
        change: `${what}: ${change}`,
        ...(before === undefined ? {} : { before: { durations: before } }),
        ...(after === undefined ? {} : { after: { durations: after } }),
      },
      write,
    );
  return useMutation({
    mutationFn: async (c: DurationChange) => {
      switch (c.kind) {
        case 'add':
          return log('Added', `${min(c.minutes)}${c.isDefault ? ', as the default' : ''}`, () =>
            durations.create(sid, { duration: c.minutes, is_default: c.isDefault }),
          );
        case 'change':
          return log(
            'Changed',
            `${min(c.item.duration)} → ${min(c.minutes)}`,
            () => durations.update(sid, c.item.id, { duration: c.minutes }),
            c.item.duration,
            c.minutes,
          );
        case 'remove':
          return log('Removed', min(c.item.duration), () => durations.remove(sid, c.item.id));
        case 'default': {
          const { current, item } = c;
          if (current && current.id !== item.id && current.duration != null)
            await log('No longer the default', min(current.duration), () =>
              durations.update(sid, current.id, { duration: current.duration!, is_default: false }),
            );
          return log('Made the default', min(item.duration), () =>
            durations.update(sid, item.id, { duration: item.duration ?? 0, is_default: true }),
          );
        }
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: durationKeys.link(connection.workspaceId, sid) });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    },
  });
}

/** One change to a link's places, as the admin asked it. */
export type SpotChange =
  | { kind: 'add'; body: LinkSpotBody }
  | { kind: 'change'; item: LinkSpot; body: LinkSpotBody }
  | { kind: 'remove'; item: LinkSpot }
  | { kind: 'default'; item: LinkSpot; current: LinkSpot | undefined };

/** Writes one change to a link's places (spots.yaml), logged in Activity; read again after, whatever the answer. */
export function useChangeLinkSpots(sid: string, linkName: string, label: (spot: LinkSpot | LinkSpotBody) => string) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const { createSpot, updateSpot, removeSpot } = linkOptionsRequests(connection.client.request);
  const spots = { create: createSpot, update: updateSpot, remove: removeSpot };
  const log = (change: string, write: () => Promise<unknown>) =>
    trackWrite(
      {
        workspaceId: connection.workspaceId,
        workspaceLabel: connection.active.label,
        resourceKind: 'link',
        resourceId: sid,
        action: 'update',
        what: `Places of ${linkName}`,
        change,
      },
      write,
    );
  return useMutation({
    mutationFn: async (c: SpotChange) => {
      switch (c.kind) {
        case 'add':
          return log(`Added: ${label(c.body)}`, () => spots.create(sid, c.body));
        case 'change':
          return log(`Changed: ${label(c.item)} → ${label({ ...c.item, ...c.body })}`, () =>
            spots.update(sid, c.item.id, c.body),
          );
        case 'remove':
          return log(`Removed: ${label(c.item)}`, () => spots.remove(sid, c.item.id));
        case 'default': {
          const { current, item } = c;
          if (current && current.id !== item.id)
            await log(`No longer the default: ${label(current)}`, () =>
              spots.update(sid, current.id, { is_default: false }),
            );
          return log(`Made the default: ${label(item)}`, () => spots.update(sid, item.id, { is_default: true }));
        }
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: spotKeys.link(connection.workspaceId, sid) });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    },
  });
}
