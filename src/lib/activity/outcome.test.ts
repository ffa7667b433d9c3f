import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/errors';
import { leftOpen } from './outcome';

// The one rule for "the write may have been applied", used by the edit kit, the bulk runner and the
// activity log alike.

const KINDS: ApiErrorKind[] = [
  'unauthorized',
  'forbidden',
  'not_found',
  'validation',
  'rate_limited',
  'server',
  'network',
  'timeout',
  'invalid_response',
  'unsupported',
];

describe('whether a write may have been applied', () => {
  it('is open after a timeout, a lost connection or a server failure', () => {
    const open = KINDS.filter((kind) => leftOpen(new ApiError({ kind, status: 400, message: 'x' })));
    expect(open).toEqual(['server', 'network', 'timeout']);
  });

  it('is open after a 2xx whose body could not be read: the workspace applied it, only the answer is lost', () => {
    const unreadable = (status: number | null) => new ApiError({ kind: 'invalid_response', status, message: 'x' });
    expect(leftOpen(unreadable(200))).toBe(true);
    expect(leftOpen(unreadable(299))).toBe(true);
    expect(leftOpen(unreadable(300))).toBe(false);
    expect(leftOpen(unreadable(null))).toBe(false);
  });

  it('is not open for anything that is not a failure of the fetch layer', () => {
    expect(leftOpen(new Error('timeout'))).toBe(false);
    expect(leftOpen('timeout')).toBe(false);
    expect(leftOpen(null)).toBe(false);
  });
});
