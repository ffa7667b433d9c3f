import { describe, expect, it, vi } from 'vitest';
import { progressFor, progressStore, reportProgress, progressKey } from './progress';

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

describe('the progress store', () => {
  it('keys a load by its query key, one key per list', () => {
    expect(progressKey(['ws', 'w1', 'meetings', 'all'])).toBe('["ws","w1","meetings","all"]');
    expect(progressKey(['ws', 'w2'])).not.toBe(progressKey(['ws', 'w1']));
  });

  it('tells a listener of every report until it stops listening', () => {
    const listener = vi.fn();
    const stop = progressStore.subscribe(listener);
    reportProgress('k', { loaded: 1, total: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    reportProgress('k', { loaded: 2, total: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(progressStore.get('k')).toEqual({ loaded: 2, total: 2 });
  });

  it('has nothing for a list never loaded, and tells no one when a first load starts', () => {
    const listener = vi.fn();
    const stop = progressStore.subscribe(listener);
    expect(progressStore.get('never')).toBeNull();
    progressFor('fresh');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
