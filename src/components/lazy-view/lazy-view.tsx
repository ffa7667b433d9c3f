import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { moduleLoader, type ModuleLoader } from '@/lib/module-loader';
import { screenCode } from '@/lib/screen-code';

interface LazyViewOptions {
  /** Shown while the code loads; by default a loader named "Loading the screen". */
  fallback?: ReactNode;
  /**
   * Shown in place when the code did not arrive. Without it the failure is thrown, for the screen's
   * boundary. Either way the next mount asks for the code again.
   */
  failed?: ReactNode;
}

const SCREEN_LOADING = (
  <Center py="xl">
    <Loader aria-label="Loading the screen" />
  </Center>
);

/**
 * A component whose code loads when it is first rendered (or earlier, through the same loader, from
 * the app's start). `code` is a loader shared with whoever asks for the code early, or the import
 * itself; a file that does not arrive is then said as such by the boundary (screenCode).
 *
 * Not React.lazy: a Suspense boundary revealed within 300 ms of its fallback is held back until then,
 * and a first screen with it (measured on the board: the reveal at 530–590 ms with every read in).
 * Code already in renders at once, with no second render; code that lands between the render and
 * the effect is still noticed.
 */
export function lazyView<M, P extends object>(
  code: ModuleLoader<M> | (() => Promise<M>),
  pick: (module: M) => ComponentType<P>,
  { fallback = SCREEN_LOADING, failed }: LazyViewOptions = {},
): ComponentType<P> {
  const loader = typeof code === 'function' ? moduleLoader(screenCode(code)) : code;
  return function LazyView(props: P) {
    const [state, setState] = useState<'waiting' | 'in' | { failure: unknown }>(() =>
      loader.module ? 'in' : 'waiting',
    );
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
    }, [state]);
    if (typeof state === 'object') {
      if (failed === undefined) throw state.failure;
      return failed;
    }
    const View = loader.module && pick(loader.module);
    return View ? <View {...props} /> : fallback;
  };
}
