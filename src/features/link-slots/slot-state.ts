import { believableYear } from '@/lib/believable';
import { utcToZoned } from '@/lib/time/wall-clock';
import { isKnownZone } from '@/lib/time/zones';

// What the slots screen shows, kept in its address (`?month=2027-03&zone=Europe%2FLondon`): a month
// and zone can be shared, and Back undoes a change. The link's slug rides along (`&slug=`) so the
// month is asked for while the link itself is still being read (the spec reads a link only from its
// list); the link's own slug wins once it is in. Anything else in the address is ignored.

export interface SlotView {
  /** Null: the month that is current in the zone. */
  month: { year: number; month: number } | null;
  /** Null: the admin's own zone. */
  zone: string | null;
  /** The link's slug as the page that linked here knew it; null when the address has none. */
  slug: string | null;
}

const MONTH = /^(\d{4})-(\d{2})$/;

export function parseSlotView(params: URLSearchParams): SlotView {
  const m = MONTH.exec(params.get('month') ?? '');
  const year = Number(m?.[1]);
  const month = Number(m?.[2]);
  const zone = params.get('zone');
  return {
    month: m && believableYear(year) && month >= 1 && month <= 12 ? { year, month } : null,
    zone: zone && isKnownZone(zone) ? zone : null,
    slug: params.get('slug')?.trim() || null,
  };
}

export const monthKey = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`;

export function serializeSlotView(view: SlotView): string {
  const params = new URLSearchParams();
  if (view.month) params.set('month', monthKey(view.month));
  if (view.zone) params.set('zone', view.zone);
  if (view.slug) params.set('slug', view.slug);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The month a moment falls in, on a zone's calendar. */
export function monthIn(zone: string, now: number): { year: number; month: number } {
  const [year, month] = utcToZoned(now, zone).date.split('-').map(Number);
  return { year: year!, month: month! };
}

/** A month and the ones either side, within the years Slotboard believes (2000-2100). */
export function shiftMonth(
  { year, month }: { year: number; month: number },
  by: number,
): { year: number; month: number } | null {
  const index = year * 12 + (month - 1) + by;
  const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return believableYear(next.year) ? next : null;
}
