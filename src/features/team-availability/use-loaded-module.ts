import { useEffect, useState } from 'react';
import type { ModuleLoader } from '@/lib/module-loader';

/**
 * The module once its code is in, else null while it loads. Not React.lazy: a Suspense boundary
 * revealed within 300 ms of its fallback is held back until then, and the board's first rows with it
 * (measured: the reveal at 530–590 ms with every read already in). A component rendered without the
 * module waits for it even if it lands between the render and the effect; a failed load is thrown,
 * for the screen's boundary, and asked for again when the screen is opened again.
 */
export function useLoadedModule<T>(loader: ModuleLoader<T>): T | null {
  const [state, setState] = useState<'waiting' | 'in' | { failure: unknown }>(() => (loader.module ? 'in' : 'waiting'));
  useEffect(() => {
    if (state !== 'waiting') return undefined;
    let live = true;
    loader.load().then(
      () => live && setState('in'),
      (failure: unknown) => live && setState({ failure }),
    );
    return () => {
      live = false;
    };
  }, [loader, state]);
  if (typeof state === 'object') throw state.failure;
  return loader.module;
}
