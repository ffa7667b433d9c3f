import { useEffect, useState, type ComponentProps } from 'react';

// The bar of selected links (bulk weekly hours) is not part of the first screen: it shows only once
// links are ticked or a filter is set, so its code is loaded then (the first screen's code stays
// smaller). Loaded by hand, like the All view, so no Suspense throttle holds it back. It is also
// fetched once the first rows are in and the browser is idle: it brings the chunk of Mantine
// components every later screen shares (vite.config.ts), so ticking a link, opening Columns or
// going to another screen then waits for no download.

type BarModule = typeof import('./bulk-hours/selection-bar');
let loaded: BarModule | null = null;

type Props = ComponentProps<BarModule['SelectionBar']> & {
  /** The page's first rows are in and the browser has been idle (the page's useAfterFirstRows). */
  idle: boolean;
};

export function SelectionBarLoader({ idle, ...props }: Props) {
  const wanted = props.selection.filtered || props.selection.count > 0;
  const [mod, setMod] = useState(loaded);
  useEffect(() => {
    if (!(wanted || idle) || mod) return;
    void import('./bulk-hours/selection-bar')
      .then((m) => setMod((loaded = m)))
      // Offline, or a new deploy: asked for again the next time links are ticked or a filter is set.
      .catch(() => undefined);
  }, [wanted, idle, mod]);
  return wanted && mod ? <mod.SelectionBar {...props} /> : null;
}
