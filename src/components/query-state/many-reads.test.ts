import { describe, expect, it, vi } from 'vitest';
import { readOfMany, type OneOfMany } from './many-reads';

const query = (over: Partial<OneOfMany> = {}): OneOfMany => ({
  data: undefined,
  error: null,
  errorUpdatedAt: 0,
  isFetching: false,
  isPending: true,
  fetchStatus: 'idle',
  refetch: vi.fn(),
  ...over,
});
const done = (over: Partial<OneOfMany> = {}) => query({ data: 'x', isPending: false, ...over });

describe('readOfMany', () => {
  it('has come only once none is being read for the first time; a query not asked for is not waited on', () => {
    expect(readOfMany([done(), query({ fetchStatus: 'fetching', isFetching: true })])).toMatchObject({
      data: undefined,
      isFetching: true,
    });
    expect(readOfMany([done(), query()])).toMatchObject({ data: true, isFetching: false, error: null });
    // A refetch of something that has come does not hide what has.
    expect(readOfMany([done({ isFetching: true, fetchStatus: 'fetching' })])).toMatchObject({ data: true });
  });

  it('the first failure speaks for all, with its time; Try again reads again only the failed ones', async () => {
    const a = done();
    const b = query({ isPending: false, error: new Error('429'), errorUpdatedAt: 5 });
    const c = query({ isPending: false, error: new Error('500'), errorUpdatedAt: 9 });
    const read = readOfMany([a, b, c]);
    expect(read).toMatchObject({ data: true, error: b.error, errorUpdatedAt: 5 });
    await read.refetch();
    expect(a.refetch).not.toHaveBeenCalled();
    expect(b.refetch).toHaveBeenCalledTimes(1);
    expect(c.refetch).toHaveBeenCalledTimes(1);
  });
});
