import { longList } from '../long-list/loader';
import { z } from 'zod/mini';
import type { Requester } from '../client';
import { ApiError, DEFAULT_MESSAGES } from '../errors';
import { askableEmails } from './emails';
import { sentPageParams, uniqueById, type Progress } from '../paginate';
import {
  availabilityListSchema,
  availabilityResponseSchema,
  availabilityUpdateResponseSchema,
  type Availability,
  type AvailabilityCreateBody,
  type AvailabilityUpdateBody,
} from './schemas';

export type AvailabilityVersion = 'v1' | 'v2';

interface AvailabilityListParams {
  emails: readonly string[];
  /** The vendor's page number parameter is `page`, not `page_number`. */
  page?: number;
  page_size?: number;
}

/** Emails per list request: 500 members in one address would pass what servers accept in a URL. */
export const EMAILS_PER_REQUEST = 40;

/**
 * More availabilities than this per member is not believed: a group's pages stop there (and the
 * list says it was cut), so pages that never end cost a few requests per group, not a thousand.
 */
const MAX_AVAILABILITIES_PER_MEMBER = 10;

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The documented list shape, and no more: what the capability check needs to call an answer a list. */
const listShapeSchema = z.object({ availabilities: z.array(z.unknown()) });

/** Page parameters as sent: the same clamps as every other list (docs/product.md decisions 1 and 11). */
function sentAvailabilityPage(p: { page?: number; page_size?: number }) {
  const { page_number, page_size } = sentPageParams({ page_number: p.page, page_size: p.page_size });
  return { page: page_number, page_size };
}

/**
 * The rows whose member is one of those asked for. A workspace that ignores the filter sends
 * others too (docs/product.md decision 11): they are left out and counted, so a screen can say the filter was ignored.
 */
function keepAsked(rows: Availability[], emails: readonly string[]) {
  const asked = new Set(emails.map(normalEmail));
  const kept = uniqueById(rows).filter((a) => asked.has(normalEmail(a.user?.email ?? '')));
  return { availabilities: kept, unasked: rows.length - kept.length };
}

/** An answer about another availability than the one asked for is not shown as this one. */
function sameRecord(asked: string, got: Availability, endpoint: string): Availability {
  if (got.id === asked || got.sid === asked) return got;
  throw new ApiError({
    kind: 'invalid_response',
    status: 200,
    message: `${DEFAULT_MESSAGES.invalid_response} (it answered with another availability)`,
    endpoint,
  });
}

export function availabilitiesRequests(request: Requester) {
  // Callers pass addresses only (askableEmails): `emails[]` is required, and an empty one is refused.
  const listRaw = (params: AvailabilityListParams, options: { signal?: AbortSignal } = {}) =>
    request({
      method: 'GET',
      path: '/v1/availabilities',
      query: { 'emails[]': [...params.emails], ...sentAvailabilityPage(params) },
      schema: availabilityListSchema,
      signal: options.signal,
    });
  const list = async (params: AvailabilityListParams, options: { signal?: AbortSignal } = {}) => {
    const emails = askableEmails(params.emails);
    // Nobody to ask about: nothing is sent (the vendor refuses a list without emails[]).
    if (emails.length === 0) return { availabilities: [], unasked: 0, pagination: {} };
    const res = await listRaw({ ...params, emails }, options);
    return { ...keepAsked(res.availabilities, params.emails), pagination: res.pagination };
  };

  return {
    /** v2 by default (201); v1 answers 200 and adds the buffer times (spec §4.2). Never retried. */
    create: (body: AvailabilityCreateBody, options: { version?: 'v1' | 'v2'; signal?: AbortSignal } = {}) =>
      request({
        method: 'POST',
        path: `/${options.version ?? 'v2'}/availabilities`,
        body,
        schema: availabilityResponseSchema,
        signal: options.signal,
      }),

    /** One page of the availabilities of these members (the vendor's list; v1 only). */
    list,

    /**
     * Every availability of these members: emails go out a few dozen a request, each group read page
     * by page with the trust rules of every long list (the long-list engine, loaded with its first
     * call), merged without repeated ids. A 429 fails the read at once: its query counts the wait down.
     */
    listAll: async (
      params: { emails: readonly string[]; page_size?: number },
      options: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {},
    ) => {
      const { readWholeList } = await longList.load();
      const emails = [...new Set(askableEmails(params.emails).map(normalEmail))];
      const rows: Availability[] = [];
      let capped = false;
      for (let i = 0; i < emails.length; i += EMAILS_PER_REQUEST) {
        const group = emails.slice(i, i + EMAILS_PER_REQUEST);
        const before = rows.length;
        const limit = group.length * MAX_AVAILABILITIES_PER_MEMBER;
        let asked = 0;
        let perPage = 1;
        let cut = false;
        // Paging runs on the rows as sent, so rows left out below cannot end it early.
        const page = await readWholeList<Availability>({
          signal: options.signal,
          pageSize: params.page_size ?? 100,
          rateLimitTries: 1,
          page: async (p, signal) => {
            // Pages asked for, at the first page's size, past what the group's members can believably
            // hold: the next one is not asked for (counted before the answers, as pages are read four
            // at once); an empty page ends the paging, and the list says it was cut.
            if (asked * perPage >= limit) {
              cut = true;
              return { items: [], pagination: {} };
            }
            asked += 1;
            const res = await listRaw({ emails: group, page: p.page_number, page_size: p.page_size }, { signal });
            if (asked === 1) perPage = Math.max(1, res.availabilities.length);
            return { items: res.availabilities, pagination: res.pagination };
          },
          onProgress: (p) => options.onProgress?.({ loaded: before + p.loaded, total: null }),
        });
        rows.push(...page.items);
        capped ||= page.capped || cut;
      }
      const kept = keepAsked(rows, emails);
      options.onProgress?.({ loaded: kept.availabilities.length, total: kept.availabilities.length });
      return { ...kept, capped };
    },

    /** The availabilities of one member, one page (GET /v1/availabilities/team_member). */
    listForMember: async (
      email: string,
      page: { page?: number; page_size?: number } = {},
      options: { signal?: AbortSignal } = {},
    ) => {
      const res = await request({
        method: 'GET',
        path: '/v1/availabilities/team_member',
        query: { email: email.trim(), ...sentAvailabilityPage(page) },
        schema: availabilityListSchema,
        signal: options.signal,
      });
      return { ...keepAsked(res.availabilities, [email]), pagination: res.pagination };
    },

    /** One availability by id or sid, as the workspace holds it now. */
    get: async (id: string, options: { version?: AvailabilityVersion; signal?: AbortSignal } = {}) => {
      const path = `/${options.version ?? 'v2'}/availabilities/${encodeURIComponent(id)}`;
      const res = await request({ method: 'GET', path, schema: availabilityResponseSchema, signal: options.signal });
      return sameRecord(id, res.availability, `GET ${path}`);
    },

    /** Replaces the weekly hours and changes the named override dates. Never retried. */
    update: async (
      id: string,
      body: AvailabilityUpdateBody,
      options: { version?: AvailabilityVersion; signal?: AbortSignal } = {},
    ) => {
      const version = options.version ?? 'v2';
      const path = `/${version}/availabilities/${encodeURIComponent(id)}`;
      // v1 ignores time_zone and would read the hours in the member's zone without a word.
      if (version === 'v1' && body.time_zone !== undefined)
        throw new Error("A v1 update takes hours in the member's zone: convert them and leave time_zone out.");
      const res = await request({
        method: 'PATCH',
        path,
        body,
        schema: availabilityUpdateResponseSchema,
        signal: options.signal,
      });
      return { message: res.message, availability: sameRecord(id, res.availability, `PATCH ${path}`) };
    },

    /**
     * The cheapest valid call that tells whether the workspace has the availability reads: one row
     * of one member's list. The vendor requires `emails[]`, so a member's address is named; the
     * answer counts only when it has the documented list shape (capability-check.ts).
     */
    probe: (email: string, options: { signal?: AbortSignal } = {}) => {
      const [address] = askableEmails([email]);
      if (address === undefined) throw new TypeError('The availability check names a member by an email address.');
      return request({
        method: 'GET',
        path: '/v1/availabilities',
        query: { 'emails[]': [address], page: 1, page_size: 1 },
        schema: listShapeSchema,
        signal: options.signal,
      });
    },
  };
}
