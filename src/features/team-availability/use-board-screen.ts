import { moduleLoader } from '@/lib/module-loader';
import { screenCode } from '@/lib/screen-code';
import { useLoadedModule } from './use-loaded-module';

// The screen (tabs, filters, holidays, the list) is its own chunk, asked for the moment the page's
// chunk runs: the team's reads start without waiting for its code, which lands while they are in
// flight.
const screenLoader = moduleLoader(screenCode(() => import('./board-screen')));
// Asked for again on the render that needs it, if this fails.
screenLoader.load().catch(() => undefined);

/** The screen's module once its code is in; a failed load is thrown, for the screen's boundary. */
export const useBoardScreen = () => useLoadedModule(screenLoader);
