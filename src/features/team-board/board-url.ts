import { readOneOf, readString, writeSearch } from '@/lib/search-params';
import { isKnownZone } from '@/lib/time/zones';
import type { BoardFilter } from './board-model';

// The board's filter and tab live in the URL, like every table's: a link opens the same view and
// Back undoes a change. An unknown zone in a hand-edited link falls back to "each member's own".

interface BoardUrl extends BoardFilter {
  tab: 'board' | 'created';
}

const isCalendarDate = (value: string) => {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(value);
};

export function parseBoardUrl(params: URLSearchParams): BoardUrl {
  const view = readString(params, 'view');
  const week = readString(params, 'week');
  return {
    q: readString(params, 'q'),
    zone: readString(params, 'zone'),
    view: view && isKnownZone(view) ? view : '',
    // A real calendar date only: "2027-02-30" or "soon" shows this week.
    week: isCalendarDate(week) ? week : '',
    tab: readOneOf(params, 'tab', ['board', 'created'] as const, 'board'),
  };
}

export const serializeBoardUrl = (s: BoardUrl) =>
  writeSearch({ q: s.q, zone: s.zone, view: s.view, week: s.week, tab: s.tab }, { tab: 'board' });
