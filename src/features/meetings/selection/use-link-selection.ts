import { useState } from 'react';
import type { Meeting } from '@/api/meetings/schemas';
import { linkOf, type BulkLink, type LinkFilter } from '@/domain/links/link-filter';

/**
 * Links ticked on the list, kept across pages, and "every matching link". A changed filter drops
 * the selection: links picked under another filter are not what the admin is looking at.
 */
export function useLinkSelection(filter: LinkFilter) {
  const filterKey = JSON.stringify([filter.hosts, filter.q]);
  const [state, setState] = useState<{ key: string; picked: ReadonlyMap<string, BulkLink>; allMatching: boolean }>({
    key: filterKey,
    picked: new Map(),
    allMatching: false,
  });
  const current =
    state.key === filterKey ? state : { key: filterKey, picked: new Map<string, BulkLink>(), allMatching: false };
  if (current !== state) setState(current);
  const set = (picked: ReadonlyMap<string, BulkLink>, allMatching = false) =>
    setState({ key: filterKey, picked, allMatching });
  const filtered = filter.hosts.length > 0 || filter.q.trim() !== '';
  return {
    filter,
    filtered,
    allMatching: current.allMatching,
    count: current.picked.size,
    links: [...current.picked.values()],
    isPicked: (sid: string) => current.allMatching || current.picked.has(sid),
    toggle: (m: Meeting, on: boolean) => {
      const next = new Map(current.picked);
      if (on) next.set(m.sid, linkOf(m));
      else next.delete(m.sid);
      set(next);
    },
    setPage: (rows: readonly Meeting[], on: boolean) => {
      const next = new Map(current.picked);
      for (const m of rows) {
        if (on) next.set(m.sid, linkOf(m));
        else next.delete(m.sid);
      }
      set(next);
    },
    pickAllMatching: () => set(new Map(), true),
    clear: () => set(new Map()),
  };
}

export type LinkSelection = ReturnType<typeof useLinkSelection>;
