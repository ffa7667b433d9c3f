import { byName } from '../format';
import { canonicalZone } from './zone-names';
import { isKnownZone, zoneOption, zoneOptions, type ZoneOption } from './zones';

// Names people search zones by that the IANA ids do not contain. Kept compact on purpose: this loads
// with the zone picker on form screens. The first zone of each line is the one meant most often.
const COMMON: [terms: string, zones: string][] = [
  ['EST EDT ET Eastern', 'America/New_York America/Toronto America/Detroit'],
  ['CST CDT CT Central', 'America/Chicago America/Winnipeg America/Mexico_City'],
  ['MST MDT MT Mountain', 'America/Denver America/Edmonton America/Phoenix'],
  ['PST PDT PT Pacific', 'America/Los_Angeles America/Vancouver America/Tijuana'],
  ['AKST AKDT Alaska', 'America/Anchorage'],
  ['HST Hawaii', 'Pacific/Honolulu'],
  ['AST ADT Atlantic', 'America/Halifax America/Puerto_Rico'],
  ['NST NDT Newfoundland', 'America/St_Johns'],
  ['GMT BST WET WEST Greenwich', 'Europe/London Europe/Dublin Europe/Lisbon UTC'],
  ['UTC Zulu Coordinated Universal', 'UTC'],
  [
    'CET CEST Central European',
    'Europe/Paris Europe/Berlin Europe/Madrid Europe/Rome Europe/Amsterdam Europe/Brussels Europe/Vienna Europe/Stockholm Europe/Warsaw Europe/Zurich',
  ],
  ['EET EEST Eastern European', 'Europe/Athens Europe/Helsinki Europe/Kyiv Europe/Bucharest Africa/Cairo'],
  ['MSK Moscow', 'Europe/Moscow'],
  ['IST India Indian', 'Asia/Kolkata Europe/Dublin Asia/Jerusalem'],
  ['PKT', 'Asia/Karachi'],
  ['GST Gulf', 'Asia/Dubai'],
  ['ICT Indochina', 'Asia/Bangkok Asia/Ho_Chi_Minh'],
  ['WIB', 'Asia/Jakarta'],
  ['SGT', 'Asia/Singapore'],
  ['HKT', 'Asia/Hong_Kong'],
  ['PHT PST', 'Asia/Manila'],
  ['China CST Beijing', 'Asia/Shanghai'],
  ['JST', 'Asia/Tokyo'],
  ['KST', 'Asia/Seoul'],
  ['AEST AEDT Australian Eastern', 'Australia/Sydney Australia/Melbourne Australia/Brisbane'],
  ['ACST ACDT Australian Central', 'Australia/Adelaide Australia/Darwin'],
  ['AWST Australian Western', 'Australia/Perth'],
  ['NZST NZDT', 'Pacific/Auckland'],
  ['BRT Brasilia', 'America/Sao_Paulo'],
  ['ART', 'America/Argentina/Buenos_Aires'],
  ['CLT CLST', 'America/Santiago'],
  ['VET', 'America/Caracas'],
  ['SAST', 'Africa/Johannesburg'],
  ['WAT', 'Africa/Lagos'],
  ['CAT', 'Africa/Maputo'],
  ['EAT', 'Africa/Nairobi'],
  ['UK Britain England Scotland Wales', 'Europe/London'],
  [
    'USA US America',
    'America/New_York America/Chicago America/Denver America/Los_Angeles America/Anchorage Pacific/Honolulu',
  ],
  ['UAE Emirates', 'Asia/Dubai'],
  ['Holland', 'Europe/Amsterdam'],
  ['Bombay', 'Asia/Kolkata'],
  ['Peking', 'Asia/Shanghai'],
];

// Countries by ISO code (names come from the runtime in English), each with its zones, the main one first.
const COUNTRIES =
  'IN Asia/Kolkata|BR America/Sao_Paulo America/Manaus America/Fortaleza America/Recife America/Bahia America/Belem America/Cuiaba America/Noronha America/Rio_Branco|' +
  'AR America/Argentina/Buenos_Aires America/Argentina/Cordoba|CL America/Santiago Pacific/Easter|VE America/Caracas|CO America/Bogota|PE America/Lima|' +
  'EC America/Guayaquil|UY America/Montevideo|PY America/Asuncion|BO America/La_Paz|MX America/Mexico_City America/Cancun America/Tijuana America/Monterrey|' +
  'CA America/Toronto America/Vancouver America/Edmonton America/Winnipeg America/Halifax America/St_Johns America/Regina|' +
  'US America/New_York America/Chicago America/Denver America/Phoenix America/Los_Angeles America/Anchorage Pacific/Honolulu|' +
  'GB Europe/London|IE Europe/Dublin|PT Europe/Lisbon Atlantic/Azores|ES Europe/Madrid Atlantic/Canary|FR Europe/Paris|DE Europe/Berlin|' +
  'IT Europe/Rome|NL Europe/Amsterdam|BE Europe/Brussels|CH Europe/Zurich|AT Europe/Vienna|SE Europe/Stockholm|NO Europe/Oslo|DK Europe/Copenhagen|' +
  'FI Europe/Helsinki|PL Europe/Warsaw|CZ Europe/Prague|HU Europe/Budapest|GR Europe/Athens|RO Europe/Bucharest|UA Europe/Kyiv|TR Europe/Istanbul|' +
  'RU Europe/Moscow Asia/Yekaterinburg Asia/Novosibirsk Asia/Krasnoyarsk Asia/Irkutsk Asia/Yakutsk Asia/Vladivostok Asia/Magadan Asia/Kamchatka Europe/Kaliningrad|' +
  'IL Asia/Jerusalem|EG Africa/Cairo|SA Asia/Riyadh|AE Asia/Dubai|QA Asia/Qatar|IR Asia/Tehran|PK Asia/Karachi|BD Asia/Dhaka|NP Asia/Kathmandu|' +
  'LK Asia/Colombo|CN Asia/Shanghai|HK Asia/Hong_Kong|TW Asia/Taipei|JP Asia/Tokyo|KR Asia/Seoul|SG Asia/Singapore|MY Asia/Kuala_Lumpur|TH Asia/Bangkok|' +
  'VN Asia/Ho_Chi_Minh|PH Asia/Manila|ID Asia/Jakarta Asia/Makassar Asia/Jayapura|AU Australia/Sydney Australia/Melbourne Australia/Brisbane ' +
  'Australia/Adelaide Australia/Perth Australia/Darwin Australia/Hobart|NZ Pacific/Auckland|ZA Africa/Johannesburg|NG Africa/Lagos|KE Africa/Nairobi|' +
  'MA Africa/Casablanca|GH Africa/Accra|ET Africa/Addis_Ababa|KZ Asia/Almaty|UZ Asia/Tashkent|MM Asia/Yangon|IS Atlantic/Reykjavik';

export const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_/]+/g, ' ')
    .trim();

export interface ZoneEntry extends ZoneOption {
  /** The city part of the id, folded ("sao paulo"). */
  city: string;
  /** Names that point at this zone, folded, with how strongly (0 = the zone meant most often). */
  names: { text: string; order: number }[];
  /** The country, in English, when the table knows it. */
  country: string | null;
}

interface ZoneNames {
  names: Map<string, { text: string; order: number }[]>;
  countries: Map<string, string>;
}

let known: ZoneNames | null = null;
/** The names and countries of the table above, worked out once: they do not change with the hour. */
const namesByZone = (): ZoneNames => (known ??= buildNames());

function buildNames(): ZoneNames {
  const out = new Map<string, { text: string; order: number }[]>();
  const countries = new Map<string, string>();
  const add = (zone: string, text: string, order: number) => {
    const list = out.get(zone) ?? [];
    list.push({ text: fold(text), order });
    out.set(zone, list);
  };
  for (const [terms, zones] of COMMON) {
    zones.split(' ').forEach((zone, order) => {
      for (const term of terms.split(' ')) add(zone, term, order);
      // "Central European" as well as "Central" and "European".
      if (terms.includes(' ')) add(zone, terms.replace(/\b[A-Z]{2,5}\b/g, ''), order);
    });
  }
  // A zone's old name finds it under its current one ("Calcutta" finds Asia/Kolkata): the list shows each
  // zone once, by the name zoneOptions gives it. The old names are those the runtime lists.
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  for (const old of listed) if (canonicalZone(old) !== old) add(canonicalZone(old), old.slice(old.indexOf('/') + 1), 0);
  const regions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  for (const line of COUNTRIES.split('|')) {
    const [code, ...zones] = line.split(' ') as [string, ...string[]];
    const name = regions?.of(code) ?? code;
    zones.forEach((zone, order) => {
      add(zone, name, order);
      countries.set(zone, name);
    });
  }
  return { names: out, countries };
}

function entryOf(z: ZoneOption, { names, countries }: ZoneNames): ZoneEntry {
  return {
    ...z,
    city: fold(z.value.split('/').slice(1).join(' ') || z.value),
    // May hold "" (a line of abbreviations only has no long name): it matches nothing, as a query is never empty.
    names: names.get(z.value) ?? [],
    country: countries.get(z.value) ?? null,
  };
}

/** Every zone with what it can be found by; built once per hour of offsets. */
export function zoneIndex(now: number): ZoneEntry[] {
  const names = namesByZone();
  return zoneOptions(now).map((z) => entryOf(z, names));
}

/**
 * One zone as zoneIndex lists it, or null for a zone the runtime does not know. An old name the list
 * shows under its current one ("Asia/Calcutta") gets its own entry, without a country.
 */
export function zoneEntry(value: string, now: number): ZoneEntry | null {
  return isKnownZone(value) ? entryOf(zoneOption(value, now), namesByZone()) : null;
}

/** Lower is better; null when nothing matches. */
function score(entry: ZoneEntry, q: string): number | null {
  let best: number | null = null;
  const take = (s: number) => (best = best === null ? s : Math.min(best, s));
  for (const n of entry.names) {
    if (n.text === q) take(n.order);
    else if (n.text.startsWith(q)) take(20 + n.order);
  }
  if (entry.city === q) take(0);
  else if (entry.city.startsWith(q)) take(10);
  else if (entry.city.split(' ').some((w) => w.startsWith(q))) take(15);
  if (best !== null) return best;
  // Only when nothing above matched: any part of the id, then any part of a name.
  if (fold(entry.value).includes(q)) return 40;
  return entry.names.some((n) => n.text.includes(q)) ? 50 : null;
}

/**
 * Zones for what was typed, best first: common names, abbreviations and countries ("India", "EST",
 * "UK"), cities ("sao paulo", accents optional), then any part of the id or of a name.
 */
export function searchZones(entries: readonly ZoneEntry[], typed: string, limit = 60): ZoneEntry[] {
  const q = fold(typed);
  if (!q) return entries.slice(0, limit);
  return entries
    .map((entry) => ({ entry, s: score(entry, q) }))
    .filter((x): x is { entry: ZoneEntry; s: number } => x.s !== null)
    .sort((a, b) => a.s - b.s || a.entry.offset - b.entry.offset || byName(a.entry.value, b.entry.value))
    .slice(0, limit)
    .map((x) => x.entry);
}
