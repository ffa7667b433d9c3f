import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import type { BookingsVersion } from './requests';

export const bookingKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'bookings'] as const,
  page: (workspaceId: string, version: BookingsVersion, params: { page_number: number; page_size: number }) =>
    [...bookingKeys.all(workspaceId), 'page', version, params] as const,
};

export const bookingsPageQuery = (
  { client, workspaceId }: WorkspaceClient,
  version: BookingsVersion,
  params: { page_number: number; page_size: number },
) =>
  queryOptions({
    queryKey: bookingKeys.page(workspaceId, version, params),
    queryFn: ({ signal }) => client.bookings.list(params, { version, signal }),
  });
