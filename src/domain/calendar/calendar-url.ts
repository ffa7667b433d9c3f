import { readOneOf } from '@/lib/search-params';
import { isKnownZone } from '@/lib/time/zones';
/** A week of dates, or one date. */
export type CalendarView = 'week' | 'day';

// A member calendar's place in the URL, for the calendar and every screen that links to it: a date of the week or day shown, the view and the zone. Anything
// malformed is left out, so the screen's defaults apply: today, the week (the day on a phone), the
// member's zone.

export interface CalendarSearch {
  /** '' for today. */
  date: string;
  /** null: the screen's default. */
  view: CalendarView | null;
  /** '' for the member's own. */
  zone: string;
}

const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
};

export function parseCalendarSearch(params: URLSearchParams): CalendarSearch {
  const date = params.get('date') ?? '';
  const zone = params.get('zone') ?? '';
  const view = readOneOf<CalendarView | ''>(params, 'view', ['week', 'day'], '');
  return { date: isDate(date) ? date : '', view: view || null, zone: zone && isKnownZone(zone) ? zone : '' };
}

export function serializeCalendarSearch(s: CalendarSearch): string {
  const params = new URLSearchParams();
  if (s.date) params.set('date', s.date);
  if (s.view) params.set('view', s.view);
  if (s.zone) params.set('zone', s.zone);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The calendar's address for a member, from any screen that links to it. */
export const calendarHref = (memberId: string, search: Partial<CalendarSearch> = {}) =>
  `/team-members/${encodeURIComponent(memberId)}/calendar${serializeCalendarSearch({ date: '', view: null, zone: '', ...search })}`;
