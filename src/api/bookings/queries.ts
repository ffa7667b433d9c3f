import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import type { BookingFilters, BookingsVersion } from './requests';

type PageParams = { page_number: number; page_size: number } & BookingFilters;

export const bookingKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'bookings'] as const,
  page: (workspaceId: string, version: BookingsVersion, params: PageParams) => [...bookingKeys.all(workspaceId), 'page', version, params] as const,
};

export const bookingsPageQuery = ({ client, workspaceId }: WorkspaceClient, version: BookingsVersion, params: PageParams) =>
  queryOptions({
    queryKey: bookingKeys.page(workspaceId, version, params),
    queryFn: ({ signal }) => client.bookings.list(params, { version, signal }),
  });
