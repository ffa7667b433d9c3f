import { describe, expect, it } from 'vitest';
import type { RequestArgs } from '../client';
import { durationsRequests, linkOptionsRequests, spotsRequests } from './requests';
import { linkDurationListSchema } from './schemas';

type Sent = { method: string; path: string; body?: unknown };

function requester() {
  const sent: Sent[] = [];
  const request = (async (args: RequestArgs<never>) => {
    sent.push({ method: args.method, path: args.path, body: args.body });
    return {};
  }) as never;
  return {
    sent,
    durations: durationsRequests(request),
    spots: spotsRequests(request),
    options: linkOptionsRequests(request),
  };
}

describe('a link’s settings', () => {
  it('PATCH the link with every host, its id written safely', async () => {
    const { sent, options } = requester();
    await options.updateLink('a/b', { hosts: ['x@example.com'], name: 'New' });
    await options.listDurations('a/b');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PATCH /v1/meetings/a%2Fb',
      'GET /v1/meetings/a%2Fb/durations',
    ]);
    expect(sent[0]!.body).toEqual({ hosts: ['x@example.com'], name: 'New' });
  });
});

describe('a link’s durations and places', () => {
  it('go by their own routes, ids written safely', async () => {
    const { sent, durations, spots } = requester();
    await durations.list('a/b');
    await durations.create('a/b', { duration: 45, is_default: false });
    await durations.update('a/b', 'd/1', { duration: 45, is_default: true });
    await durations.remove('a/b', 'd/1');
    await spots.list('a/b');
    await spots.update('a/b', 's/1', { is_default: true });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/meetings/a%2Fb/durations',
      'POST /v1/meetings/a%2Fb/durations',
      'PUT /v1/meetings/a%2Fb/durations/d%2F1',
      'DELETE /v1/meetings/a%2Fb/durations/d%2F1',
      'GET /v1/meetings/a%2Fb/spots',
      'PUT /v1/meetings/a%2Fb/spots/s%2F1',
    ]);
    expect(sent[2]!.body).toEqual({ duration: 45, is_default: true });
  });
});

describe('the durations as the workspace answers them', () => {
  it('reads nulls and unknown keys, and refuses an option without an id (it could not be changed)', () => {
    const read = linkDurationListSchema.safeParse({
      durations: [
        { id: 'a', duration: 30, is_default: true, created_at: null, extra: 1 },
        { id: 'b', duration: null, is_default: null },
      ],
    });
    expect(read.success).toBe(true);
    expect(read.data?.durations.map((d) => d.duration)).toEqual([30, null]);
    expect(linkDurationListSchema.safeParse({ durations: [{ duration: 30 }] }).success).toBe(false);
    expect(linkDurationListSchema.safeParse({ durations: [{ id: 'a', duration: 2.5 }] }).success).toBe(false);
  });
});
