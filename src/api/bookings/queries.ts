import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import type { BookingFilters, BookingsVersion } from './requests';
import { readWindow } from './window';

type PageParams = { page_number: number; page_size: number } & BookingFilters;

export const bookingKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'bookings'] as const,
  page: (workspaceId: string, version: BookingsVersion, params: PageParams) =>
    [...bookingKeys.all(workspaceId), 'page', version, params] as const,
  window: (workspaceId: string, version: BookingsVersion, filters: BookingFilters) =>
    [...bookingKeys.all(workspaceId), 'window', version, filters] as const,
  one: (workspaceId: string, sid: string) => [...bookingKeys.all(workspaceId), 'one', sid] as const,
  // Beside the bookings, not under them: a write to a booking does not change which link it is on.
  link: (workspaceId: string, meetingId: string) => ['ws', workspaceId, 'booking-link', meetingId] as const,
};

export const bookingsPageQuery = (
  { client, workspaceId }: WorkspaceClient,
  version: BookingsVersion,
  params: PageParams,
) =>
  queryOptions({
    queryKey: bookingKeys.page(workspaceId, version, params),
    queryFn: ({ signal }) => client.bookings.list(params, { version, signal }),
  });

/** The first WINDOW_SIZE bookings matching the filters, for views sorted or ranged on the screen. */
export const bookingWindowQuery = (
  { client, workspaceId }: WorkspaceClient,
  version: BookingsVersion,
  filters: BookingFilters,
) =>
  queryOptions({
    queryKey: bookingKeys.window(workspaceId, version, filters),
    queryFn: ({ signal }) => readWindow(client, filters, { version, signal }),
  });

export const bookingQuery = ({ client, workspaceId }: WorkspaceClient, sid: string) =>
  queryOptions({
    queryKey: bookingKeys.one(workspaceId, sid),
    queryFn: ({ signal }) => client.bookings.get(sid, { signal }),
  });
