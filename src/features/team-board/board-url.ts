import { isEmail, readList, readOneOf, readString, writeSearch } from '@/lib/search-params';
import { isCalendarDate } from '@/lib/time/typed-date';
import { isKnownZone } from '@/lib/time/zones';
import type { BoardFilter } from './board-model';

// The board's filter, span, date, "find a time" question and tab live in the URL, like every
// table's: a link opens the same view and Back undoes a change. An unknown zone in a hand-edited
// link falls back to the browser's own, an impossible date or time to none.

/** "Who is free": a date and a time on the board's zone, and how many minutes. */
export interface FindTime {
  on: string;
  /** "HH:MM", 24-hour. */
  at: string;
  for: number;
}

export interface BoardUrl extends BoardFilter {
  tab: 'board' | 'created';
  find: FindTime;
}

export const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 480] as const;

const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

type Span = BoardUrl['span'];

/**
 * The address read; `span` is what an address without one shows: the week, or on a phone the day
 * (board-screen.tsx), so a link opens at a size that can be read there.
 */
export function parseBoardUrl(params: URLSearchParams, span: Span = 'week'): BoardUrl {
  const view = readString(params, 'view');
  const week = readString(params, 'week');
  const on = readString(params, 'on');
  const at = readString(params, 'at');
  return {
    q: readString(params, 'q'),
    zone: readString(params, 'zone'),
    view: view && isKnownZone(view) ? view : '',
    // A real calendar date only: "2027-02-30" or "soon" shows this week.
    week: isCalendarDate(week) ? week : '',
    span: readOneOf(params, 'span', ['week', 'day'] as const, span),
    hosts: readList(params, 'host', isEmail),
    tab: readOneOf(params, 'tab', ['board', 'created'] as const, 'board'),
    find: {
      on: isCalendarDate(on) ? on : '',
      at: isTime(at) ? at : '',
      for: readOneOf(params, 'for', DURATIONS, 60),
    },
  };
}

/** The address of a state; the span is left out when it is the one `parseBoardUrl` reads without it. */
export const serializeBoardUrl = (s: BoardUrl, span: Span = 'week') =>
  writeSearch(
    {
      q: s.q,
      zone: s.zone,
      host: s.hosts,
      view: s.view,
      span: s.span,
      week: s.week,
      on: s.find.on,
      at: s.find.at,
      for: s.find.on || s.find.at ? s.find.for : undefined,
      tab: s.tab,
    },
    { tab: 'board', span, for: 60 },
  );
