// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from '@/lib/module-loader';
import { useLoadedModule } from './use-loaded-module';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

class Boundary extends Component<{ children: ReactNode; onError: (e: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe('useLoadedModule', () => {
  it('is the module at once when it is already in, with no second render', async () => {
    const loader = moduleLoader(async () => ({ name: 'page' }));
    await loader.load();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLoadedModule(loader);
    });
    expect(result.current).toEqual({ name: 'page' });
    expect(renders).toBe(1);
  });

  it('waits for a module still loading when it renders', async () => {
    const code = deferred<{ name: string }>();
    const loader = moduleLoader(() => code.promise);
    void loader.load();
    const { result } = renderHook(() => useLoadedModule(loader));
    expect(result.current).toBeNull();
    code.resolve({ name: 'page' });
    await waitFor(() => expect(result.current).toEqual({ name: 'page' }));
  });

  it('throws a failed load to the boundary, and a new mount asks again', async () => {
    let attempt = 0;
    const loader = moduleLoader(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return { name: 'page' };
    });
    const errors: unknown[] = [];
    // React reports the error it hands to the boundary; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHook(() => useLoadedModule(loader), { wrapper: ({ children }) => <Boundary onError={(e) => errors.push(e)}>{children}</Boundary> });
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toContain('chunk failed');
    const { result } = renderHook(() => useLoadedModule(loader));
    await waitFor(() => expect(result.current).toEqual({ name: 'page' }));
    expect(attempt).toBe(2);
  });
});
