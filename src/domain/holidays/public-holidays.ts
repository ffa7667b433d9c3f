import Holidays from 'date-holidays';
import { canonicalZone } from '@/lib/time/zone-names';

// A place's public holidays, from `date-holidays` (its data ships with it and works offline). This
// module is loaded only when the admin opens public holidays: the library and its data are not on
// the first screen. Names are asked in English, else the place's own language.

export type HolidayKind = 'public' | 'bank' | 'school' | 'optional' | 'observance';

export interface Place {
  /** ISO 3166-1 alpha-2, as the library keys it. */
  country: string;
  /** The library's code for a state or region of the country; null: the country as a whole. */
  region: string | null;
}

export interface PublicHoliday {
  /** The place's own calendar date. */
  date: string;
  name: string;
  kind: HolidayKind;
  /** A holiday observed on another day than its own (a Sunday's holiday on the Monday). */
  substitute: boolean;
}

export interface Named {
  code: string;
  name: string;
}

const OPTIONS = { languages: ['en'] };
const KINDS: readonly HolidayKind[] = ['public', 'bank', 'school', 'optional', 'observance'];
const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'en');
const named = (o: Record<string, string> | undefined): Named[] =>
  Object.entries(o ?? {})
    .map(([code, name]) => ({ code, name }))
    .sort(byName);

let countryList: Named[] | null = null;
/** Every country the library knows, by English name. */
export function countries(): Named[] {
  countryList ??= named(new Holidays().getCountries('en'));
  return countryList;
}

export const countryName = (code: string) => countries().find((c) => c.code === code)?.name ?? code;

/** A country's states or regions (none for most). */
export function regions(country: string): Named[] {
  return named(new Holidays().getStates(country, 'en'));
}

// Zones the library lists for several countries (a zone serves every country that keeps its
// clock): the country each is named for in the IANA zone.tab wins, not the first by code
// (Africa/Lagos is Nigeria's, not Angola's).
const ZONE_OWNER: Record<string, string> = {
  'Africa/Abidjan': 'CI',
  'Africa/Johannesburg': 'ZA',
  'Africa/Lagos': 'NG',
  'Africa/Maputo': 'MZ',
  'Africa/Nairobi': 'KE',
  'America/Curacao': 'CW',
  'America/Panama': 'PA',
  'America/Port_of_Spain': 'TT',
  'Asia/Bangkok': 'TH',
  'Atlantic/Canary': 'ES',
  'Europe/Belgrade': 'RS',
  'Europe/Helsinki': 'FI',
  'Europe/Oslo': 'NO',
  'Europe/Rome': 'IT',
  'Europe/Zurich': 'CH',
};

let zoneMap: Map<string, string> | null = null;
/**
 * The country a zone most likely belongs to: its zone.tab country where several list it, else the
 * one whose zones list it. A guess, always
 * shown to the admin and changeable: several countries share some zones, and a zone says nothing of a region.
 */
export function guessCountry(zone: string | null | undefined): string | null {
  if (!zone) return null;
  if (!zoneMap) {
    zoneMap = new Map();
    const hd = new Holidays();
    for (const { code } of [...countries()].sort((a, b) => a.code.localeCompare(b.code))) {
      hd.init(code);
      for (const z of hd.getTimezones() ?? []) if (!zoneMap.has(z)) zoneMap.set(z, code);
    }
  }
  const name = canonicalZone(zone);
  return ZONE_OWNER[name] ?? zoneMap.get(zone) ?? zoneMap.get(name) ?? null;
}

const DATE = /^(\d{4}-\d{2}-\d{2})/;

/**
 * The place's holidays from `from` to `to` (calendar dates, both included), in date order: every kind
 * the library lists, each once, a substitute day as its own entry on the day it is observed.
 */
export function holidaysIn(place: Place, from: string, to: string): PublicHoliday[] {
  const hd = place.region ? new Holidays(place.country, place.region, OPTIONS) : new Holidays(place.country, OPTIONS);
  const out: PublicHoliday[] = [];
  const seen = new Set<string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const h of hd.getHolidays(year, 'en') || []) {
      const date = DATE.exec(h.date)?.[1];
      if (!date || date < from || date > to) continue;
      const kind = KINDS.includes(h.type) ? h.type : 'observance';
      const key = `${date} ${h.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ date, name: h.name, kind, substitute: h.substitute === true });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** "Public holidays of Germany, Berlin, 2027": a run's source in its title. */
export function placeWords(place: Place): string {
  const region = place.region ? regions(place.country).find((r) => r.code === place.region)?.name : null;
  return region ? `${countryName(place.country)}, ${region}` : countryName(place.country);
}
