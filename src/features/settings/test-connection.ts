import { createApiClient, isHostAnswering } from '@/api/client';
import { isApiError, type ApiError } from '@/api/errors';
import { checkPagination } from '@/api/paginate';
import { MAX_PLAUSIBLE_MEMBERS } from '@/api/team-members/requests';
import type { Pagination } from '@/api/schema-helpers';
import { countOf } from '@/lib/format';
import { normalizeAddress } from '@/lib/workspace-address';
import { connectionBaseUrl } from '@/lib/workspace-url';
import type { ApiVersionPreference, ConnectionMode } from '@/lib/workspaces';

export type Verdict =
  | { status: 'connected'; message: string }
  /** A 429: the failure itself, for the reads' countdown of its Retry-After (query-state-alerts.tsx). */
  | { status: 'rate_limited'; message: string; error: ApiError }
  | {
      status:
        | 'wrong_key'
        | 'unreachable'
        | 'no_such_name'
        | 'refused'
        | 'certificate'
        | 'not_workspace'
        | 'needs_v1'
        | 'blocked_by_browser'
        | 'not_allowed'
        | 'timeout'
        | 'failed';
      message: string;
    };

export interface ConnectionTest {
  address: string;
  apiKey: string;
  mode: ConnectionMode;
  apiVersion: ApiVersionPreference;
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/** A count from a one-row page, said as a number only when the workspace's number is believable. */
function countText(pagination: Pagination, rows: number, one: string, many: string, max?: number): string {
  const { totalRecords } = checkPagination(pagination, { page_number: 1, page_size: 1, rows }, max);
  if (totalRecords !== null) return countOf(totalRecords, one, many);
  return rows > 0 ? `${many} (it did not say how many)` : `no ${many}`;
}

/** True when the v1 list of links answers: the workspace is there, only v2 is missing. */
async function answersV1(client: ReturnType<typeof createApiClient>) {
  try {
    await client.meetings.list({ page_number: 1, page_size: 1 }, { version: 'v1' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the Slotboard server could not reach the workspace, as it said (server/upstream-failure.ts):
 * its words name the reason and the next step, which a browser calling directly cannot know.
 */
const SERVER_REASONS: Partial<Record<string, Exclude<Verdict['status'], 'connected' | 'rate_limited'>>> = {
  upstream_name_not_found: 'no_such_name',
  upstream_refused: 'refused',
  upstream_tls: 'certificate',
  upstream_timeout: 'timeout',
  upstream_unreachable: 'unreachable',
};

/** Calls the workspace the way the dashboard will, and says in plain words what happened. */
export async function testConnection(input: ConnectionTest, origin: string, fetchFn: typeof fetch): Promise<Verdict> {
  // An address the form would refuse is never called: the key would have nowhere safe to go.
  const usable = normalizeAddress(input.address, origin);
  if (!usable.ok)
    return {
      status: 'not_workspace',
      message: `“${input.address}” cannot be used as a workspace address. ${usable.message} Edit the workspace to correct it.`,
    };
  const host = hostOf(input.address);
  const client = createApiClient({
    baseUrl: connectionBaseUrl(input, origin),
    apiKey: input.apiKey,
    fetch: fetchFn,
    timeoutMs: 15_000,
  });
  try {
    const version = input.apiVersion === 'v1' ? 'v1' : 'v2';
    const links = await client.meetings.list({ page_number: 1, page_size: 1 }, { version });
    const [packages, members] = await Promise.allSettled([
      client.packages.list({ page_number: 1, page_size: 1 }),
      client.teamMembers.list({ page_number: 1, page_size: 1 }),
    ]);
    const parts = [countText(links.pagination, links.meetings.length, 'scheduling link', 'scheduling links')];
    if (packages.status === 'fulfilled') {
      parts.push(countText(packages.value.pagination, packages.value.packages.length, 'package', 'packages'));
    }
    if (members.status === 'fulfilled') {
      parts.push(
        countText(
          members.value.pagination,
          members.value.team_members.length,
          'team member',
          'team members',
          MAX_PLAUSIBLE_MEMBERS,
        ),
      );
    }
    const counts = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}` : parts[0]!;
    const noMembers =
      members.status === 'rejected' ? ' Its team member list is not available, so members are opened by id.' : '';
    return { status: 'connected', message: `Connected. ${host} has ${counts}.${noMembers}` };
  } catch (error) {
    if (!isApiError(error)) return { status: 'failed', message: 'The test failed unexpectedly. Try again.' };
    if (error.code === 'upstream_not_allowed') {
      return {
        status: 'not_allowed',
        message: `${error.message} Ask whoever runs the Slotboard server to add ${host} to the workspaces it may reach, or choose "Directly from this browser".`,
      };
    }
    const reason = error.code ? SERVER_REASONS[error.code] : undefined;
    if (reason) return { status: reason, message: error.message };
    switch (error.kind) {
      case 'unauthorized':
        return {
          status: 'wrong_key',
          message: `${host} did not accept this API key. Copy it again from NeetoCal (Settings → API keys): a key works only in the workspace that made it.`,
        };
      case 'rate_limited':
        return {
          status: 'rate_limited',
          message: `${host} is receiving too many requests. Wait a moment, then test again.`,
          error,
        };
      case 'timeout':
        return { status: 'timeout', message: `${host} did not answer in time. Check the address, then try again.` };
      case 'not_found':
      case 'unsupported':
      case 'invalid_response':
        if (input.apiVersion !== 'v1' && error.kind !== 'invalid_response' && (await answersV1(client))) {
          return {
            status: 'needs_v1',
            message: `${host} is a NeetoCal workspace, but it does not offer the newest list of scheduling links. Choose “Compatibility mode” under Workspace features.`,
          };
        }
        return {
          status: 'not_workspace',
          message: `${host} answered, but not as a NeetoCal workspace. Check the address: it looks like https://your-workspace.neetocal.com.`,
        };
      case 'network':
        if (input.mode === 'direct' && (await isHostAnswering(input.address, fetchFn))) {
          return {
            status: 'blocked_by_browser',
            message: `${host} answered, but your browser blocked the answer: this workspace does not accept calls from other websites. Choose "Through the Slotboard server" as the connection.`,
          };
        }
        return {
          status: 'unreachable',
          message: `Could not reach ${host}. Check the address for typos and that you are online.`,
        };
      default:
        return { status: 'failed', message: error.message };
    }
  }
}
