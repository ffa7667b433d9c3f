import { describe, expect, it } from 'vitest';
import type { RequestArgs } from '../client';
import { meetingsRequests } from './requests';

// What the link requests send: the version asked for on every page of a long read, the hours to the
// route of their version, and whether the page ceiling cut the list.

type Sent = { method: string; path: string; query?: Record<string, unknown>; body?: unknown };

function requester(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const request = (async (args: RequestArgs<never>) => {
    const one = { method: args.method, path: args.path, query: args.query, body: args.body };
    sent.push(one);
    return answer(one);
  }) as never;
  return { sent, api: meetingsRequests(request) };
}
const link = (sid: string) => ({ id: sid, sid, name: sid });

describe('listAll', () => {
  it('reads every page with the version asked for, and says the list was not cut', async () => {
    const { sent, api } = requester((s) => {
      const page = Number(s.query!.page_number ?? 1);
      return {
        meetings: page <= 2 ? [link(`l${page}a`), link(`l${page}b`)] : [],
        pagination: { total_records: 4, total_pages: 2, current_page_number: page, page_size: 2 },
      };
    });
    const res = await api.listAll({ page_size: 2, search: ' intro ' }, { version: 'v1' });
    expect(sent.every((s) => s.path === '/v1/meetings')).toBe(true);
    expect(sent[0]!.query).toMatchObject({ search: 'intro', page_size: 2 });
    expect(res.meetings.map((m) => m.sid)).toEqual(['l1a', 'l1b', 'l2a', 'l2b']);
    expect(res.capped).toBe(false);
    expect(res.pagination).toEqual({ total_records: 4, total_pages: 1, current_page_number: 1, page_size: 4 });
  });

  it('reads v2 unless told', async () => {
    const { sent, api } = requester(() => ({ meetings: [], pagination: {} }));
    await api.listAll();
    expect(sent[0]!.path).toBe('/v2/meetings');
  });
});

describe('the hours of a link', () => {
  it('go to v1 with POST, or to v2 with PATCH and their zone, the sid written safely', async () => {
    const { sent, api } = requester(() => ({ message: 'ok' }));
    const periods = [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }];
    await api.updateAvailability('a/b', { periods } as never);
    await api.updateHoursV2('a/b', { periods, time_zone: 'Asia/Tokyo' } as never);
    expect(sent).toEqual([
      { method: 'POST', path: '/v1/meetings/a%2Fb/availability', query: undefined, body: { periods } },
      {
        method: 'PATCH',
        path: '/v2/meetings/a%2Fb/availabilities',
        query: undefined,
        body: { periods, time_zone: 'Asia/Tokyo' },
      },
    ]);
  });
});
