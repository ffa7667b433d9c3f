import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { ListParams } from '../paginate';
import { progressKey, reportProgress } from '../progress';
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

/** Every link matching the filters; progress goes to the progress store under the query's key. */
export const allMeetingsQuery = ({ client, scope }: Scope, version: MeetingsVersion, filters: MeetingFilters) => {
  const queryKey = meetingKeys.everything(scope, version, filters);
  const key = progressKey(queryKey);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      client.meetings.listAll({ ...filters, page_size: 100 }, { version, signal, onProgress: (p) => reportProgress(key, p) }),
  });
};
