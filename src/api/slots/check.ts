import type { QueryClient } from '@tanstack/react-query';
import { verdictOf, type CheckVerdict } from '../capability-check';
import type { ApiClient } from '../client';
import { listVersion, type Connection } from '../connection';
import { linksOf, meetingKeys, type MeetingsEntry } from '../meetings/queries';

// Whether a workspace has the slots endpoint (docs/product.md decision 10), loaded with the first
// check rather than with the first screen.

/**
 * One month of a link it just listed, in UTC. The link is known to exist, so a 404 is about the
 * route; a refusal of the month or zone says nothing.
 */
export async function checkSlots(
  client: ApiClient,
  links: { slugs: readonly (string | null | undefined)[] },
  now: number,
  signal?: AbortSignal,
): Promise<CheckVerdict> {
  const slug = links.slugs.find((s): s is string => typeof s === 'string' && s.trim() !== '');
  if (!slug) return { answer: 'unknown', reason: 'no-link' };
  const today = new Date(now);
  try {
    await client.slots.month(
      { slug, timeZone: 'UTC', year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 },
      { signal },
    );
    return { answer: 'yes' };
  } catch (error) {
    return verdictOf(error, true);
  }
}

/** Asks about a link a screen has listed, else about one of the first page of links. */
export async function askSlots(
  connection: Connection,
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<CheckVerdict> {
  const cached = queryClient
    .getQueriesData<MeetingsEntry>({ queryKey: meetingKeys.all(connection.workspaceId) })
    .flatMap(([, data]) => linksOf(data));
  let links = cached;
  if (links.length === 0) {
    try {
      links = (
        await connection.client.meetings.list(
          { page_number: 1, page_size: 30 },
          { version: listVersion(connection), signal },
        )
      ).meetings;
    } catch (error) {
      return { answer: 'unknown', reason: 'failed', error };
    }
  }
  return checkSlots(connection.client, { slugs: links.map((l) => l.slug) }, Date.now(), signal);
}
