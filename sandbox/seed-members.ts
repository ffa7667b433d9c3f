import type { AvailabilityRecord, MemberRecord } from './records.ts';
import { Random } from './seed.ts';
import { addDays, type Range, type WeeklyRange } from './time.ts';

// Generated members for sized seeds and every member's availabilities. Each has a generator of its
// own, so the named seed (members, links, packages, bookings) is the same with or without them.

const FIRST = [
  'Ava',
  'Liam',
  'Mia',
  'Arjun',
  'Zara',
  'Yusuf',
  'Elena',
  'Tomás',
  'Ingrid',
  'Wei',
  'Nia',
  'Omar',
  'Saanvi',
  'Jonas',
  'Leila',
  'Kofi',
];
const LAST = [
  'Andersen',
  'Bianchi',
  'Chen',
  'Dubois',
  'Eze',
  'Fischer',
  'Gupta',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'López',
  'Mensah',
  'Novak',
  'Ortiz',
  'Park',
];
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Madrid',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
];

export function extraMembers(count: number, seed: number): MemberRecord[] {
  const rng = new Random(seed);
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return {
      id: rng.uuid(),
      email: `${first.toLowerCase()}.${last
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z]/g, '')}.${i + 13}@example.com`,
      first_name: first,
      last_name: last,
      time_zone: ZONES[i % ZONES.length]!,
      profile_image_url: null,
      active: i % 17 !== 5,
      organization_role: i % 9 === 0 ? 'Manager' : 'Standard',
    };
  });
}

const WORKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const h = (hours: number) => Math.round(hours * 60);
const week = (days: readonly WeeklyRange['wday'][], ...ranges: [number, number][]): WeeklyRange[] =>
  days.flatMap((wday) => ranges.map(([start, end]) => ({ wday, start: h(start), end: h(end) })));

/** The default first, then the others; each member gets its own pattern, in its own zone. */
const PATTERNS: { name: string; periods: (i: number) => WeeklyRange[] }[] = [
  {
    name: 'Working hours',
    periods: (i) =>
      [
        week(WORKDAYS, [9, 17]),
        week(WORKDAYS, [8, 16]),
        week(WORKDAYS, [9, 12], [13, 17.5]),
        week(['monday', 'tuesday', 'wednesday', 'thursday'], [10, 18]),
      ][i % 4]!,
  },
  { name: 'Mornings only', periods: () => week(WORKDAYS, [8, 12]) },
  { name: 'Weekend support', periods: () => week(['saturday', 'sunday'], [10, 14]) },
];

/**
 * One to three availabilities per member (three each in a sized seed), the first marked default.
 * Every other member's default has overrides: upcoming days off, a day with other hours, and one
 * past date, all counted from `today` so that "upcoming" stays upcoming.
 */
export function seedAvailabilities(
  members: MemberRecord[],
  options: { perMember?: number; seed: number; today: string },
): AvailabilityRecord[] {
  const rng = new Random(options.seed);
  const out: AvailabilityRecord[] = [];
  members.forEach((member, i) => {
    const count = Math.min(PATTERNS.length, Math.max(1, options.perMember ?? 1 + (i % 3)));
    for (let k = 0; k < count; k++) {
      const pattern = PATTERNS[k]!;
      const overrides = new Map<string, Range[]>();
      if (k === 0 && i % 2 === 0) {
        const offset = rng.int(2, 9);
        overrides.set(addDays(options.today, -rng.int(5, 20)), []);
        overrides.set(addDays(options.today, offset), []);
        overrides.set(addDays(options.today, offset + 1), []);
        overrides.set(addDays(options.today, offset + rng.int(7, 30)), [{ start: h(10), end: h(14) }]);
      }
      out.push({
        id: rng.uuid(),
        sid: rng.sid(),
        memberId: member.id,
        name: pattern.name,
        isDefault: k === 0,
        beforeBuffer: k === 0 ? 0 : rng.pick([0, 5, 10]),
        afterBuffer: k === 0 ? 0 : rng.pick([0, 5, 15]),
        periods: pattern.periods(i),
        overrides: new Map([...overrides.entries()].sort(([a], [b]) => a.localeCompare(b))),
      });
    }
  });
  return out;
}
