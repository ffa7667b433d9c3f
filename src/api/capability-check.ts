import type { QueryClient } from '@tanstack/react-query';
import { askableEmails } from './availabilities/emails';
import type { ApiClient } from './client';
import {
  rememberCapability,
  type CapabilityAnswer,
  type CapabilityName,
  type CapabilityVersion,
} from './capability-store';
import { isApiError } from './errors';

// Asking a workspace whether it has one of the vendor's optional endpoints (docs/product.md decision
// 10). Only a valid request can say "yes": a refusal of what was sent (400, 422), a refused key
// (401/403), a server error or no answer at all says nothing about the route. No React here, as in
// capability-store.ts, which keeps the answers.

/** Why a check could not tell. */
export type UnclearReason = 'no-member' | 'no-link' | 'failed';

/** What one check found: an answer, or why it could not tell (never kept as an answer). */
export type CheckVerdict = { answer: 'yes' | 'no' } | { answer: 'unknown'; reason: UnclearReason; error?: unknown };

const ROUTE_MISSING = new Set([405, 501]);

/**
 * What a failed call says about the route: 405 and 501 say it is missing, and 404 too when it
 * cannot be about a record (a list, or a record known to exist). Everything else says nothing.
 */
export function capabilityFromError(
  error: unknown,
  { notFoundIsRoute }: { notFoundIsRoute: boolean },
): CapabilityAnswer {
  if (!isApiError(error) || error.status === null) return 'unknown';
  if (ROUTE_MISSING.has(error.status)) return 'no';
  if (error.status === 404) return notFoundIsRoute ? 'no' : 'unknown';
  return 'unknown';
}

/** A failed check's verdict: no when the route is missing, else could not tell. */
export const verdictOf = (error: unknown, notFoundIsRoute: boolean): CheckVerdict => {
  const answer = capabilityFromError(error, { notFoundIsRoute });
  return answer === 'no' ? { answer } : { answer: 'unknown', reason: 'failed', error };
};

/**
 * Asks the workspace about the availability reads. v1: one row of the list of the first member
 * whose email is an address (the vendor requires `emails[]`); its 404 can only be about the route,
 * since the list names no record. v2: an availability that v1 listed, read through v2, so the
 * record is known to exist. The link hours with a zone and the booking filters have no call that
 * asks without writing or guessing: they are learned from use (rememberCapability).
 */
export async function checkCapability(
  client: ApiClient,
  name: CapabilityName,
  version: CapabilityVersion,
  members: { emails: readonly (string | null | undefined)[] },
  signal?: AbortSignal,
): Promise<CheckVerdict> {
  if (name !== 'availabilityReads') return { answer: 'unknown', reason: 'failed' };
  const emails = askableEmails(members.emails);
  if (emails.length === 0) return { answer: 'unknown', reason: 'no-member' };
  try {
    await client.availabilities.probe(emails[0]!, { signal });
  } catch (error) {
    return verdictOf(error, true);
  }
  if (version === 'v1') return { answer: 'yes' };
  try {
    const { availabilities } = await client.availabilities.list(
      { emails: emails.slice(0, 5), page: 1, page_size: 1 },
      { signal },
    );
    const known = availabilities[0];
    // No availability to read through v2: the members asked hold none yet.
    if (!known) return { answer: 'unknown', reason: 'no-member' };
    await client.availabilities.get(known.id, { version: 'v2', signal });
    return { answer: 'yes' };
  } catch (error) {
    return verdictOf(error, isApiError(error) && Boolean(error.endpoint?.startsWith('GET /v2/')));
  }
}

/** This browser's storage, or none where it is refused (a sandboxed frame, strict privacy settings). */
export const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * A known answer is a claim about a moment: when a screen's own read of the availability routes
 * gets "no such route" (404 where it cannot be about a record, 405, 501), the answer kept for the
 * workspace becomes "no" at once, in the cache and in storage, whatever it said before.
 */
export function correctAvailabilityReads(
  queryClient: QueryClient,
  workspaceId: string,
  error: unknown,
  { notFoundIsRoute }: { notFoundIsRoute: boolean },
  storage: Storage | null = browserStorage(),
): boolean {
  if (capabilityFromError(error, { notFoundIsRoute }) !== 'no') return false;
  rememberCapability(queryClient, storage, { workspaceId, name: 'availabilityReads', version: 'v1', answer: 'no' });
  return true;
}
