import { moduleLoader } from '@/lib/module-loader';
import { screenCode } from '@/lib/screen-code';

// The board page's code, shared by the app's start (landing.ts), which asks for it before React is
// evaluated, and the route (route.tsx), which renders it. No React here: this file is part of the
// entry. When the start has loaded it, the route's first render is the page, not a loader waiting for
// an effect to notice the code is in.
export const boardPageLoader = moduleLoader(screenCode(() => import('./board-page')));
