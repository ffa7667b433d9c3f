import { useEffect, type ComponentProps } from 'react';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { moduleLoader } from '@/lib/module-loader';

// The bar of selected links (bulk weekly hours) is not part of the first screen: it shows only once
// links are ticked or a filter is set, so its code is loaded then (the first screen's code stays
// smaller). It is also fetched once the first rows are in and the browser is idle: it brings the
// chunk of Mantine components every later screen shares (vite.config.ts), so ticking a link, opening
// Columns or going to another screen then waits for no download.
const barLoader = moduleLoader(() => import('./selection-bar'));
// Offline, or a new deploy: nothing is shown, and the code is asked for again the next time links
// are ticked or a filter is set.
const SelectionBar = lazyView(barLoader, (m) => m.SelectionBar, { fallback: null, failed: null });

type Props = ComponentProps<typeof SelectionBar> & {
  /** The page's first rows are in and the browser has been idle (the page's useAfterFirstRows). */
  idle: boolean;
};

export function SelectionBarLoader({ idle, ...props }: Props) {
  useEffect(() => {
    if (idle) barLoader.load().catch(() => undefined);
  }, [idle]);
  return props.selection.filtered || props.selection.count > 0 ? <SelectionBar {...props} /> : null;
}
