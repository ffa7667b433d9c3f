import { ApiError } from '../errors';
import { claimAnswerSchema, type RecordPage, recordPageSchema } from './schemas';

// The shared record's reads, from the server that delivered the app (same origin, its sign-in
// cookie): a page of every admin's changes, and the address of the same view as CSV.

export const RECORD_PATH = '/api/slotboard/record';

export interface RecordFilter {
  who?: string;
  /** A resource kind: team_member, availability, link_hours, link. */
  what?: string;
  /** scheme://host of a workspace. */
  workspace?: string;
  /** A bulk run's id: its rows only. */
  run?: string;
}

/** The page, or 'none' when the server keeps no record (Activity is then this browser's only). */
export type RecordRead = RecordPage | 'none';

function query(filter: RecordFilter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const recordCsvUrl = (origin: string, filter: RecordFilter) =>
  `${origin}${RECORD_PATH}/activity.csv${query(filter)}`;

export async function readRecordPage(
  doFetch: typeof fetch,
  origin: string,
  filter: RecordFilter,
  options: { cursor?: string; limit?: number; signal?: AbortSignal } = {},
): Promise<RecordRead> {
  const endpoint = `GET ${RECORD_PATH}/activity`;
  let res: Response;
  try {
    res = await doFetch(
      `${origin}${RECORD_PATH}/activity${query(filter, {
        ...(options.cursor ? { cursor: options.cursor } : {}),
        ...(options.limit ? { limit: String(options.limit) } : {}),
      })}`,
      {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: options.signal,
      },
    );
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({
      kind: 'network',
      status: null,
      message: 'The Slotboard server could not be reached.',
      endpoint,
    });
  }
  if (res.status === 404) return 'none';
  if (!res.ok)
    throw new ApiError({
      kind: 'server',
      status: res.status,
      message:
        res.status === 503
          ? 'The server’s record cannot be reached right now. Changes still go through; they are not kept there now.'
          : `The Slotboard server did not give its record (${res.status}).`,
      endpoint,
    });
  const parsed = recordPageSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError({
      kind: 'invalid_response',
      status: res.status,
      message: 'The server’s record could not be read.',
      endpoint,
    });
  return parsed.data;
}

export type ClaimAnswer = { claimed: true } | { claimed: false; by: string };

/**
 * Takes a run's row for this browser's revert (the server gives each to one browser only), or says
 * who holds it. Throws ApiError when the record does not answer: the row is then not written.
 */
export async function claimRecordRow(
  doFetch: typeof fetch,
  origin: string,
  claim: { runId: string; rowKey: string },
): Promise<ClaimAnswer> {
  const endpoint = `POST ${RECORD_PATH}/claims`;
  const refused = (status: number | null) =>
    new ApiError({
      kind: status === null ? 'network' : 'server',
      status,
      message: 'The server’s record could not be reached to take this row, so it was not sent.',
      endpoint,
    });
  let res: Response;
  try {
    res = await doFetch(`${origin}${RECORD_PATH}/claims`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(claim),
    });
  } catch {
    throw refused(null);
  }
  if (!res.ok) throw refused(res.status);
  const parsed = claimAnswerSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw refused(res.status);
  return parsed.data.claimed ? { claimed: true } : { claimed: false, by: parsed.data.by ?? 'another admin' };
}
