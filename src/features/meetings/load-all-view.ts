import { moduleLoader } from '@/lib/module-loader';

// The All view (virtual list, sorting, CSV) loads only when asked for, so the default view stays
// light. Kept apart from its React loader (all-view-loader.tsx) so that the app's start can name it
// without bringing components into the first file the page runs (src/main.tsx).

type AllViewModule = typeof import('./meetings-all-view');

// A failed load is not kept: asking again asks the browser again (which may itself answer with the
// same failure until the page is reloaded).
const allViewLoader = moduleLoader<AllViewModule>(() => import('./meetings-all-view'));

/** The All view's code. */
export const loadAllView = (): Promise<AllViewModule> => allViewLoader.load();

/** The All view's code if it is already in, so a render needs no wait. */
export const allViewIfLoaded = (): AllViewModule | null => allViewLoader.module;
