import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvDateTime } from './csv-values';

afterEach(() => vi.restoreAllMocks());

describe('csvDateTime', () => {
  it('leaves the cell empty for a date outside the years 1000 to 9999', () => {
    expect(csvDateTime(Date.UTC(12000, 0, 1), 'UTC')).toBe('');
    expect(csvDateTime(Date.UTC(500, 0, 1), 'UTC')).toBe('');
    expect(csvDateTime(Date.UTC(1000, 0, 1), 'UTC')).toBe('1000-01-01T00:00:00+00:00');
    expect(csvDateTime(Date.UTC(9999, 11, 31, 23, 59, 59), 'UTC')).toBe('9999-12-31T23:59:59+00:00');
  });
});

describe('adminZone', () => {
  const fresh = async (timeZone: string | undefined) => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockReturnValue({ resolvedOptions: () => ({ timeZone }) } as unknown as Intl.DateTimeFormat);
    vi.resetModules();
    const { adminZone } = await import('./csv-values');
    return { adminZone, spy };
  };

  it('is the browser zone, asked once however many rows are written', async () => {
    const { adminZone, spy } = await fresh('Asia/Kolkata');
    expect(adminZone()).toBe('Asia/Kolkata');
    expect(adminZone()).toBe('Asia/Kolkata');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('is UTC when the browser names no zone', async () => {
    const { adminZone } = await fresh(undefined);
    expect(adminZone()).toBe('UTC');
  });
});
