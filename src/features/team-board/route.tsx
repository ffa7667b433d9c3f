import { lazyView } from '@/components/lazy-view/lazy-view';
import { boardPageLoader } from './board-page-loader';

// The board's route. This stays in the entry (a few lines); the page's code loads on the first
// render of the route, or earlier from the app's start (landing.ts), through the same loader: then
// the route's first render is the page itself.
export const TeamAvailabilityPage = lazyView(boardPageLoader, (m) => m.TeamAvailabilityPage);
