import { useEffect, useState, type ComponentProps } from 'react';

// The bar of selected links (bulk weekly hours) is not part of the first screen: it shows only once
// links are ticked or a filter is set, so its code is loaded then (issue 13's bundle for the first
// screen). Loaded by hand, like the All view, so no Suspense throttle holds it back.

type BarModule = typeof import('./bulk-hours/selection-bar');
let loaded: BarModule | null = null;

export function SelectionBarLoader(props: ComponentProps<BarModule['SelectionBar']>) {
  const wanted = props.selection.filtered || props.selection.count > 0;
  const [mod, setMod] = useState(loaded);
  useEffect(() => {
    if (wanted && !mod) void import('./bulk-hours/selection-bar').then((m) => setMod((loaded = m)));
  }, [wanted, mod]);
  return wanted && mod ? <mod.SelectionBar {...props} /> : null;
}
