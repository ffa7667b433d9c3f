import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { correctAvailabilityReads } from '../capability-check';
import type { WorkspaceClient } from '../client';
import { progressFor, progressKey } from '../progress';
import type { AvailabilityVersion } from './requests';

// Reads of the vendor's optional availability endpoints (docs/product.md decision 10). Screens ask
// useCapability('availabilityReads') first, or (the team board) learn it from these reads' own
// answers; these queries assume the workspace has them, and a list told "no such route" corrects
// what is known (the list names no record, so its 404 is about the route).

const correctingOnMissingRoute = async <T>(
  queryClient: QueryClient,
  workspaceId: string,
  read: () => Promise<T>,
  notFoundIsRoute = true,
) => {
  try {
    return await read();
  } catch (error) {
    correctAvailabilityReads(queryClient, workspaceId, error, { notFoundIsRoute });
    throw error;
  }
};

/** Emails in a key are trimmed, lower case, without repeats and sorted: one member set, one entry. */
export const emailSet = (emails: readonly string[]) =>
  [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))].sort();

export const availabilityKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'availabilities'] as const,
  lists: (workspaceId: string) => [...availabilityKeys.all(workspaceId), 'list'] as const,
  everything: (workspaceId: string, emails: readonly string[]) =>
    [...availabilityKeys.lists(workspaceId), 'all', { emails: emailSet(emails) }] as const,
  member: (workspaceId: string, email: string) =>
    [...availabilityKeys.lists(workspaceId), 'member', email.trim().toLowerCase()] as const,
  details: (workspaceId: string) => [...availabilityKeys.all(workspaceId), 'detail'] as const,
  detail: (workspaceId: string, id: string, version: AvailabilityVersion) =>
    [...availabilityKeys.details(workspaceId), id, version] as const,
};

/** Every availability of these members; progress goes to the progress store under the query's key. */
export const allAvailabilitiesQuery = ({ client, workspaceId }: WorkspaceClient, emails: readonly string[]) => {
  const queryKey = availabilityKeys.everything(workspaceId, emails);
  const key = progressKey(queryKey);
  return queryOptions({
    queryKey,
    queryFn: ({ signal, client: queryClient }) =>
      correctingOnMissingRoute(queryClient, workspaceId, () =>
        client.availabilities.listAll(
          { emails: emailSet(emails), page_size: 100 },
          { signal, onProgress: progressFor(key) },
        ),
      ),
    enabled: emailSet(emails).length > 0,
  });
};

/** One member's availabilities, first page of 100; `pagination` tells a screen when there are more. */
export const memberAvailabilitiesQuery = ({ client, workspaceId }: WorkspaceClient, email: string) =>
  queryOptions({
    queryKey: availabilityKeys.member(workspaceId, email),
    queryFn: ({ signal }) => client.availabilities.listForMember(email, { page: 1, page_size: 100 }, { signal }),
    enabled: email.trim() !== '',
  });

/** One availability as the workspace holds it now; v2 by default (no buffer times, as the v2 sample). */
export const availabilityQuery = (
  { client, workspaceId }: WorkspaceClient,
  id: string,
  version: AvailabilityVersion = 'v2',
) =>
  queryOptions({
    queryKey: availabilityKeys.detail(workspaceId, id, version),
    // A 404 here may be about the record; only 405/501 say the route is missing.
    queryFn: ({ signal, client: queryClient }) =>
      correctingOnMissingRoute(
        queryClient,
        workspaceId,
        () => client.availabilities.get(id, { version, signal }),
        false,
      ),
    enabled: id !== '',
  });
