import { readOneOf, readString, writeSearch } from '@/lib/search-params';
import { isKnownZone } from '@/lib/time/zones';
import type { BoardFilter } from './board-model';

// The board's filter and tab live in the URL, like every table's: a link opens the same view and
// Back undoes a change. An unknown zone in a hand-edited link falls back to "each member's own".

export interface BoardUrl extends BoardFilter {
  tab: 'board' | 'created';
}

export function parseBoardUrl(params: URLSearchParams): BoardUrl {
  const view = readString(params, 'view');
  return {
    q: readString(params, 'q'),
    zone: readString(params, 'zone'),
    view: view && isKnownZone(view) ? view : '',
    tab: readOneOf(params, 'tab', ['board', 'created'] as const, 'board'),
  };
}

export const serializeBoardUrl = (s: BoardUrl) => writeSearch({ q: s.q, zone: s.zone, view: s.view, tab: s.tab }, { tab: 'board' });
