import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { ListParams, Progress } from '../paginate';
import type { MeetingsVersion } from './requests';

interface Scope {
  client: ApiClient;
  scope: string;
}

export interface MeetingFilters {
  host_email: string[];
  search: string;
}

export const meetingKeys = {
  all: (scope: string) => ['ws', scope, 'meetings'] as const,
  page: (scope: string, version: MeetingsVersion, params: ListParams) => [...meetingKeys.all(scope), 'page', version, params] as const,
  everything: (scope: string, version: MeetingsVersion, filters: MeetingFilters) =>
    [...meetingKeys.all(scope), 'all', version, filters] as const,
};

export const meetingsPageQuery = ({ client, scope }: Scope, version: MeetingsVersion, params: ListParams) =>
  queryOptions({
    queryKey: meetingKeys.page(scope, version, params),
    queryFn: ({ signal }) => client.meetings.list(params, { version, signal }),
  });

export const allMeetingsQuery = (
  { client, scope }: Scope,
  version: MeetingsVersion,
  filters: MeetingFilters,
  onProgress?: (p: Progress) => void,
) =>
  queryOptions({
    queryKey: meetingKeys.everything(scope, version, filters),
    queryFn: ({ signal }) => client.meetings.listAll({ ...filters, page_size: 100 }, { version, signal, onProgress }),
  });
