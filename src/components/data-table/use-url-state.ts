import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Screen state kept in the URL: parsed from the search string on every render (the URL is the only
 * source of truth), written with a history entry so Back undoes a change.
 */
export function useUrlState<T>(parse: (params: URLSearchParams) => T, serialize: (state: T) => string) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  const setState = (next: T, options: { replace?: boolean } = {}) => {
    const target = `${path}${serialize(next)}`;
    if (serialize(next) !== serialize(state)) navigate(target, { replace: options.replace });
  };
  return [state, setState] as const;
}
