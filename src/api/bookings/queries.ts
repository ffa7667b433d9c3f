import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';

export const bookingKeys = {
  all: (scope: string) => ['ws', scope, 'bookings'] as const,
  page: (scope: string, params: { page_number: number; page_size: number }) => [...bookingKeys.all(scope), 'page', params] as const,
};

export const bookingsPageQuery = (
  { client, scope }: { client: ApiClient; scope: string },
  params: { page_number: number; page_size: number },
) =>
  queryOptions({
    queryKey: bookingKeys.page(scope, params),
    queryFn: ({ signal }) => client.bookings.list(params, { signal }),
  });
