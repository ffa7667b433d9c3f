import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { fetchFromApp } from '../../testing/fake-fetch';
import { createApiClient } from '../client';
import {
  allAvailabilitiesQuery,
  availabilitiesPageQuery,
  availabilityKeys,
  availabilityQuery,
  memberAvailabilitiesQuery,
} from './queries';

const setup = () => {
  const fetchFn = fetchFromApp(createSandboxApp());
  const ws = {
    client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }),
    workspaceId: 'ws-1',
  };
  return { ws, fetchFn, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
};
const OLIVER = 'oliver.smith@example.com';
const AMARA = 'amara.okafor@example.com';

describe('availability queries', () => {
  it('key one member set once, whatever the order, case or repeats, and keep workspaces apart', () => {
    expect(availabilityKeys.everything('ws-1', [AMARA, ` ${OLIVER.toUpperCase()}`, AMARA])).toEqual(
      availabilityKeys.everything('ws-1', [OLIVER, AMARA]),
    );
    expect(availabilityKeys.page('ws-1', [OLIVER], 1, 30)).not.toEqual(availabilityKeys.page('ws-2', [OLIVER], 1, 30));
    expect(availabilityKeys.detail('ws-1', 'a', 'v1')).not.toEqual(availabilityKeys.detail('ws-1', 'a', 'v2'));
    for (const key of [
      availabilityKeys.page('ws-1', [OLIVER], 2, 30),
      availabilityKeys.member('ws-1', OLIVER),
      availabilityKeys.detail('ws-1', 'a', 'v2'),
    ]) {
      expect(key.slice(0, 3)).toEqual(availabilityKeys.all('ws-1'));
    }
  });

  it('do not run without a member or an id', () => {
    const { ws } = setup();
    expect(allAvailabilitiesQuery(ws, [' ']).enabled).toBe(false);
    expect(availabilitiesPageQuery(ws, [], 1).enabled).toBe(false);
    expect(memberAvailabilitiesQuery(ws, '').enabled).toBe(false);
    expect(availabilityQuery(ws, '').enabled).toBe(false);
  });

  it('read a page, everything, one member and one availability from the workspace', async () => {
    const { ws, queryClient, fetchFn } = setup();
    const page = await queryClient.fetchQuery(availabilitiesPageQuery(ws, [OLIVER, AMARA], 1, 2));
    expect(page.availabilities).toHaveLength(2);
    expect(fetchFn.calls[0]).toContain('page=1&page_size=2');
    const all = await queryClient.fetchQuery(allAvailabilitiesQuery(ws, [OLIVER, AMARA]));
    expect(new Set(all.availabilities.map((a) => a.user?.email))).toEqual(new Set([OLIVER, AMARA]));
    const mine = await queryClient.fetchQuery(memberAvailabilitiesQuery(ws, AMARA));
    expect(mine.availabilities.length).toBe(all.availabilities.filter((a) => a.user?.email === AMARA).length);
    const one = await queryClient.fetchQuery(availabilityQuery(ws, mine.availabilities[0]!.sid));
    expect(one.id).toBe(mine.availabilities[0]!.id);
  });
});
