import { describe, expect, it, vi } from 'vitest';
import { progressFor, progressStore, reportProgress } from './progress';

describe('progressFor', () => {
  it('forgets the last load of the same list as the next one starts, and tells whoever shows it', () => {
    reportProgress('again', { loaded: 100_000, total: 100_000 });
    const listener = vi.fn();
    const stop = progressStore.subscribe(listener);
    const report = progressFor('again');
    expect(progressStore.get('again')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    report({ loaded: 100, total: 100_000 });
    expect(progressStore.get('again')).toEqual({ loaded: 100, total: 100_000 });
    stop();
  });
});
