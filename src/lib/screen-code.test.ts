import { describe, expect, it } from 'vitest';
import { ScreenCodeMissing, screenCode } from './screen-code';

describe('screenCode', () => {
  it('passes a module through and says a failed import as ScreenCodeMissing, with its cause', async () => {
    await expect(screenCode(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failure = await screenCode(() => Promise.reject(cause))().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ScreenCodeMissing);
    expect((failure as ScreenCodeMissing).cause).toBe(cause);
    expect((failure as Error).name).toBe('ScreenCodeMissing');
  });
});
