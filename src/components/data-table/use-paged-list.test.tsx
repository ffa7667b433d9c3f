// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageQuery, type Paged } from './use-paged-list';

// The pager of every paged table: without believable totals, a full page means there may be a next
// one (offered, and fetched ahead); a short page is the last.

type Answer = Paged & { rows: number };

function pageCount(answers: Record<number, Answer>, page: number, pageSize: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked: number[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const pageQuery = (p: number) => ({
    queryKey: ['rules', 'list', p] as const,
    queryFn: async () => {
      asked.push(p);
      return answers[p] ?? { rows: 0, pagination: {} };
    },
  });
  const hook = renderHook(() => usePageQuery(pageQuery, page, pageSize, (d: Answer) => d.rows), { wrapper });
  return { hook, asked };
}

/** Runs the pager's wait before fetching ahead (an idle callback, or a timer where there is none). */
const pastTheIdleWait = () => act(() => vi.advanceTimersByTimeAsync(2000));

describe('the pager without totals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers a next page after a full page, and fetches it ahead', async () => {
    const { hook, asked } = pageCount({ 1: { rows: 10, pagination: {} } }, 1, 10);
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    expect(hook.result.current.totalPages).toBe(2);
    expect(hook.result.current.totalRecords).toBeUndefined();
    await waitFor(() => expect(asked).toEqual([1, 2]));
  });

  it('reads a short page as the last one, and fetches nothing ahead', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { hook, asked } = pageCount({ 3: { rows: 9, pagination: {} } }, 3, 10);
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    expect(hook.result.current.totalPages).toBe(3);
    await pastTheIdleWait();
    expect(asked).toEqual([3]);
  });

  it('believes totals that hold, and then offers no page past them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { hook, asked } = pageCount({ 2: { rows: 10, pagination: { total_records: 20 } } }, 2, 10);
    await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
    expect(hook.result.current.totalPages).toBe(2);
    expect(hook.result.current.totalRecords).toBe(20);
    await pastTheIdleWait();
    expect(asked).toEqual([2]);
  });
});
