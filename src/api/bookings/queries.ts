import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { BookingsVersion } from './requests';

export const bookingKeys = {
  all: (scope: string) => ['ws', scope, 'bookings'] as const,
  page: (scope: string, version: BookingsVersion, params: { page_number: number; page_size: number }) =>
    [...bookingKeys.all(scope), 'page', version, params] as const,
};

export const bookingsPageQuery = (
  { client, scope }: { client: ApiClient; scope: string },
  version: BookingsVersion,
  params: { page_number: number; page_size: number },
) =>
  queryOptions({
    queryKey: bookingKeys.page(scope, version, params),
    queryFn: ({ signal }) => client.bookings.list(params, { version, signal }),
  });
