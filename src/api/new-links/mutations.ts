import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmWrite, trackWrite } from '@/lib/activity/track';
import { listVersion, useConnection } from '../connection';
import { meetingKeys } from '../meetings/queries';
import type { Meeting } from '../meetings/schemas';
import { newLinkRequests } from './requests';
import type { NewLinkBody } from './schemas';

export interface NewLink {
  body: NewLinkBody;
  /** The template's name, for Activity's words. */
  templateName?: string;
}

/** A new link in Activity's words: its name and where it came from. */
const createWords = ({ body, templateName }: NewLink) =>
  `Created${templateName ? ` from the template “${templateName}”` : ' from scratch'}: ${body.slug}, ${body.duration} min, hosts ${body.hosts.join(', ')}`;

/**
 * Creates a link (POST /v1/meetings), once: never retried, since a second create makes a second link.
 * The new link is put in the cache under its own page's key, so its page opens at once.
 */
export function useCreateLink() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: NewLink) =>
      trackWrite(
        {
          workspaceId: connection.workspaceId,
          workspaceLabel: connection.active.label,
          resourceKind: 'link',
          resourceId: '',
          action: 'create',
          what: `Scheduling link ${vars.body.name}`,
          change: createWords(vars),
          after: { ...vars.body },
        },
        () => newLinkRequests(connection.client.request).create(vars.body),
        { vars, idFrom: (r) => r.meeting.sid },
      ),
    onSuccess: ({ meeting }) => putNewLink(queryClient, connection, meeting),
  });
}

function putNewLink(
  queryClient: ReturnType<typeof useQueryClient>,
  connection: ReturnType<typeof useConnection>,
  meeting: Meeting,
) {
  queryClient.setQueryData(meetingKeys.one(connection.workspaceId, listVersion(connection), meeting.sid), meeting);
  void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
}

/**
 * After a create whose answer was lost: the links list is searched for the slug sent. The slug is
 * the workspace's one unique name of a link, and it was free when sent (else the create is refused),
 * so a link with this slug and name is the one created. Null when there is none.
 */
export function useNewLinkReadBack() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return async (vars: NewLink): Promise<Meeting | null> => {
    const { slug, name } = vars.body;
    const { meetings } = await connection.client.meetings.list(
      { search: slug, page_number: 1, page_size: 100 },
      { version: listVersion(connection) },
    );
    const found =
      meetings.find((m) => m.slug?.toLowerCase() === slug.toLowerCase() && (m.name ?? '').trim() === name.trim()) ??
      null;
    if (found) {
      confirmWrite(vars, found.sid);
      putNewLink(queryClient, connection, found);
    }
    return found;
  };
}

/** A one-off (single-use) address of a link. Logged in Activity; nothing to read back: the vendor lists none. */
export function useCreateOneOffLink(sid: string, linkName: string) {
  const connection = useConnection();
  return useMutation({
    mutationFn: (vars: { sid: string }) =>
      trackWrite(
        {
          workspaceId: connection.workspaceId,
          workspaceLabel: connection.active.label,
          resourceKind: 'link',
          resourceId: sid,
          action: 'create',
          what: `One-off link of ${linkName}`,
        },
        () => newLinkRequests(connection.client.request).createOneOff(vars.sid),
        { vars },
      ),
  });
}
