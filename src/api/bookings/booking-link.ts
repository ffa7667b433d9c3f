import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import { listVersion, type Connection } from '../connection';
import { bookingKeys } from './queries';

/**
 * The scheduling link a booking was made on, for its slug: a booking names its link by id and name
 * only, and the slots are asked by slug. One search by the link's name, then the id must match
 * (a name is not unique, and a workspace may ignore `search`); null when it is not on that page.
 * The link itself comes with it, for its rules and hosts ("why no times").
 */
export const bookingLinkQuery = (
  connection: WorkspaceClient & Pick<Connection, 'active'>,
  meeting: { id: string; name: string },
) =>
  queryOptions({
    queryKey: bookingKeys.link(connection.workspaceId, meeting.id),
    queryFn: async ({ signal }) => {
      const { meetings } = await connection.client.meetings.list(
        { page_number: 1, page_size: 100, search: meeting.name },
        { version: listVersion(connection), signal },
      );
      const link = meetings.find((m) => m.id === meeting.id);
      return link?.slug
        ? { slug: link.slug, name: link.name ?? meeting.name, disabled: link.disabled === true, meeting: link }
        : null;
    },
    staleTime: 5 * 60_000,
  });
