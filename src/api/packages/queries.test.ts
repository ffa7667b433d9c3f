import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client';
import { packageKeys, packagesPageQuery } from './queries';

describe('packagesPageQuery', () => {
  it('keys a page by workspace and parameters, and reads it with them', async () => {
    const list = vi.fn(async () => ({ packages: [], pagination: {} }));
    const ws = { client: { packages: { list } } as unknown as ApiClient, workspaceId: 'w1' };
    const query = packagesPageQuery(ws, { page_number: 2, page_size: 30 });
    expect(query.queryKey).toEqual(['ws', 'w1', 'packages', 'page', { page_number: 2, page_size: 30 }]);
    expect(packageKeys.all('w2')).toEqual(['ws', 'w2', 'packages']);
    await new QueryClient().fetchQuery(query);
    expect(list).toHaveBeenCalledWith({ page_number: 2, page_size: 30 }, { signal: expect.any(AbortSignal) });
  });
});
