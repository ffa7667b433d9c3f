import { useSyncExternalStore } from 'react';
import type { SideStore } from './side-store';

// Apart from the store itself: the store is read before React is (the app's start), and must not
// bring React into the start's script.

/** The store's value; the component draws again when it changes. */
export const useSideStore = <T>(store: SideStore<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get);
