// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/meetings/schemas';
import type { LinkFilter } from '@/domain/links/link-filter';
import { useLinkSelection } from './use-link-selection';

const meeting = (sid: string) =>
  ({ sid, name: `Link ${sid}`, slug: `link-${sid}`, hosts: [], updated_at: null }) as unknown as Meeting;

describe('useLinkSelection', () => {
  it('keeps ticks across pages, and drops them when the filter changes', () => {
    const { result, rerender } = renderHook((filter: LinkFilter) => useLinkSelection(filter), {
      initialProps: { hosts: ['a@x.test'], q: '' },
    });
    act(() => result.current.setPage([meeting('1'), meeting('2')], true));
    act(() => result.current.toggle(meeting('3'), true));
    act(() => result.current.toggle(meeting('1'), false));
    expect(result.current.links.map((l) => l.sid)).toEqual(['2', '3']);
    rerender({ hosts: ['a@x.test'], q: '' });
    expect(result.current.count).toBe(2);
    rerender({ hosts: ['b@x.test'], q: '' });
    expect(result.current.count).toBe(0);
    expect(result.current.isPicked('2')).toBe(false);
  });

  it('"every matching link" replaces the ticks and is itself dropped by a new filter', () => {
    const { result, rerender } = renderHook((filter: LinkFilter) => useLinkSelection(filter), {
      initialProps: { hosts: [], q: 'intro' },
    });
    expect(result.current.filtered).toBe(true);
    act(() => result.current.toggle(meeting('1'), true));
    act(() => result.current.pickAllMatching());
    expect(result.current).toMatchObject({ allMatching: true, count: 0 });
    expect(result.current.isPicked('anything')).toBe(true);
    rerender({ hosts: [], q: 'demo' });
    expect(result.current.allMatching).toBe(false);
  });
});
