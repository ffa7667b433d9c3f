import { describe, expect, it } from 'vitest';
import { moduleLoader } from './module-loader';

describe('moduleLoader', () => {
  it('loads once and keeps the module', async () => {
    let calls = 0;
    const loader = moduleLoader(async () => ({ n: ++calls }));
    expect(loader.module).toBeNull();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(loader.module).toEqual({ n: 1 });
    await loader.load();
    expect(calls).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let calls = 0;
    const loader = moduleLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { ok: true };
    });
    await expect(loader.load()).rejects.toThrow('chunk failed');
    expect(loader.module).toBeNull();
    await expect(loader.load()).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });
});
