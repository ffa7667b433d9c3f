import { seedBookings } from './seed-bookings.ts';
import { extraMembers } from './seed-members.ts';
import type { FeeRecord, MeetingRecord, MemberRecord, PackageRecord, Seed, SeedOptions } from './records.ts';
import { DEFAULT_NOW } from './clock.ts';

// Deterministic seed data. Every value comes from one PRNG, so the same options give the same
// workspace, byte for byte, on every machine.

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-a${this.hex(3)}-${this.hex(12)}`;
  }
  sid(): string {
    const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
    let out = '';
    for (let i = 0; i < 7; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

const MEMBERS: [string, string, string, string][] = [
  ['Oliver', 'Smith', 'America/New_York', 'Admin'],
  ['Amara', 'Okafor', 'Africa/Lagos', 'Admin'],
  ['Priya', 'Raghunathan', 'Asia/Kolkata', 'Standard'],
  ['Lucas', 'Ferreira', 'America/Sao_Paulo', 'Standard'],
  ['Hannah', 'Müller', 'Europe/Berlin', 'Standard'],
  ['Kenji', '山田', 'Asia/Tokyo', 'Standard'],
  ['Sofia', 'Lindqvist', 'Europe/London', 'Manager'],
  ['Mateo', 'García', 'America/Mexico_City', 'Standard'],
  ['Chloé', "O'Brien-Laurent", 'Australia/Sydney', 'Standard'],
  ['Noah', 'Cohen', 'America/Los_Angeles', 'Manager'],
  ['Fatima', 'الزهراء', 'Asia/Dubai', 'Standard'],
  ['Ethan', 'Nakamura-Whitfield-Abernathy', 'Pacific/Auckland', 'Standard'],
];

const ODD_NAMES = [
  '<img src=x onerror=alert(1)> Intro call',
  '<b>Bold</b> & "quoted" demo',
  'A scheduling link whose name goes on and on well past any column width you would plan for, to see that it wraps instead of breaking the layout of the table',
  '東京オフィスでのご相談（30分）',
  'مكالمة تعريفية مع الفريق',
  'Zoë’s ☕ coffee chat',
];

const TOPICS = [
  'Intro call',
  'Product demo',
  'Onboarding session',
  'Quarterly review',
  'Support clinic',
  'Office hours',
  'Strategy workshop',
  'Pricing discussion',
  'Technical interview',
  'Design critique',
  'Coaching session',
  'Partner sync',
];

const KINDS = ['one_on_one', 'round_robin', 'multihost', 'grouped'] as const;
const SPOTS = ['custom', 'jitsi', 'google_meet', 'daily', 'zoom', 'whereby', 'teams', 'phone_call', 'in_person'];
const RANGE_TYPES = ['number_of_days_into_the_future', 'number_of_business_days_into_the_future', 'date_range'];
/** currency, minor-unit digits, provider: every provider, currencies with 0, 2 and 3 minor digits. */
const FEE_TYPES: [string, number, string][] = [
  ['usd', 2, 'stripe'],
  ['inr', 2, 'razorpay'],
  ['eur', 2, 'paypal'],
  ['jpy', 0, 'cash'],
  ['kwd', 3, 'dodopayments'],
  ['gbp', 2, 'stripe'],
];
const ZONES_LOCKED = ['Europe/Paris', 'Asia/Singapore', 'America/Chicago'];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'link';

const BASE = Date.parse('2025-01-06T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function makeFee(rng: Random, type: [string, number, string]): FeeRecord {
  const [currency, digits, provider] = type;
  const major = rng.pick([15, 25, 49, 120, 1500, 12, 75]);
  const minor = digits === 0 ? 0 : rng.pick([0, 50, 99].map((m) => (digits === 3 ? m * 10 : m)));
  const smallest = major * 10 ** digits + minor;
  // The service writes decimals the way Ruby's BigDecimal does: "120.0", "49.99", "12.5".
  const value = smallest / 10 ** digits;
  return {
    id: rng.uuid(),
    amount: Number.isInteger(value) ? value.toFixed(1) : String(value),
    currency,
    payment_provider: provider,
    kind: 'fixed',
    min_amount: '0.0',
    display_amount: rng.chance(0.2) ? `${currency.toUpperCase()} ${major}` : null,
    is_tax_enabled: rng.chance(0.3),
    is_tip_enabled: rng.chance(0.3),
    is_tax_applicable_on_tip: rng.chance(0.1),
    amount_in_smallest_currency_unit: smallest,
  };
}

/** `now` places the bookings: they fall around its day (seed-bookings.ts). */
export function createSeed(options: SeedOptions = {}, now = DEFAULT_NOW): Seed {
  const rng = new Random(options.seed ?? 20261121);
  const meetingCount = options.meetings ?? 120;
  const packageCount = options.packages ?? 24;
  const bookingCount = options.bookings ?? 150;
  const organizationId = rng.uuid();

  const members: MemberRecord[] = MEMBERS.map(([first, last, zone, role], i) => ({
    id: rng.uuid(),
    email: `${slugify(first)}.${i === 5 ? 'yamada' : i === 10 ? 'alzahra' : slugify(last)}@example.com`,
    first_name: first,
    last_name: last,
    time_zone: zone,
    profile_image_url: i % 3 === 0 ? null : `https://i.pravatar.cc/150?u=${i}`,
    active: i !== 11,
    organization_role: role,
  }));
  // Sized seeds add generated members from their own generator, so the named seed stays the same.
  const memberCount = options.members ?? MEMBERS.length;
  if (memberCount < members.length) members.splice(Math.max(1, memberCount));
  else members.push(...extraMembers(memberCount - members.length, (options.seed ?? 20261121) + 1));

  const meetings: MeetingRecord[] = [];
  const usedSlugs = new Set<string>();
  for (let i = 0; i < meetingCount; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const hostCount = kind === 'one_on_one' ? 1 : rng.int(2, 4);
    const hostIds = new Set<string>();
    while (hostIds.size < hostCount) hostIds.add(rng.pick(members).id);
    const hostIdList = [...hostIds];
    const firstHost = members.find((m) => m.id === hostIdList[0])!;
    const name =
      i < ODD_NAMES.length * 4 && i % 4 === 3
        ? ODD_NAMES[(i - 3) / 4]!
        : `${rng.pick(TOPICS)} with ${firstHost.first_name}${i >= TOPICS.length ? ` #${i + 1}` : ''}`;
    let slug = slugify(name);
    while (usedSlugs.has(slug)) slug = `${slug}-${rng.hex(4)}`;
    usedSlugs.add(slug);

    const durationOptions = rng.chance(0.4) ? [15, 30, 60] : [rng.pick([15, 20, 30, 45, 60, 90])];
    const defaultDuration = rng.pick(durationOptions);
    const spotTypes = rng.chance(0.3) ? [SPOTS[i % SPOTS.length]!, rng.pick(SPOTS)] : [SPOTS[i % SPOTS.length]!];
    const spotList = [...new Set(spotTypes)];
    const created = BASE + i * 3_600_000 * 7;
    const rangeType = RANGE_TYPES[i % RANGE_TYPES.length]!;
    const fees = i % 3 === 0 ? [] : [makeFee(rng, FEE_TYPES[Math.floor(i / 3) % FEE_TYPES.length]!)];
    meetings.push({
      id: rng.uuid(),
      sid: rng.sid(),
      name,
      slug,
      description: rng.chance(0.8) ? `Book time to talk about ${name.toLowerCase()}.` : '',
      kind,
      disabled: i % 9 === 4,
      is_template: i % 25 === 7,
      schedulable_range_type: rangeType,
      schedulable_range_value:
        rangeType === 'date_range' ? '2026-12-01 to 2027-02-28' : String(rng.pick([14, 30, 60, 90])),
      lead_time: rng.pick([0, 60, 240, 1440]),
      start_time_increment: rng.pick([15, 30, 60]),
      before_buffer_time: rng.pick([0, 0, 5, 10, 15]),
      after_buffer_time: rng.pick([0, 0, 5, 10, 30]),
      created_at: iso(created),
      updated_at: iso(created + rng.int(0, 200) * 86_400_000),
      is_email_reminders_enabled: rng.chance(0.8),
      is_sms_reminders_enabled: rng.chance(0.2),
      conditional_pricing_enabled: fees.length > 0 && rng.chance(0.2),
      rescheduling_lead_time: rng.pick([0, 60, 1440]),
      cancellation_lead_time: rng.pick([0, 120, 1440]),
      booking_modification_allowed: rng.chance(0.7),
      cancellation_too_late_notice: rng.chance(0.3)
        ? 'It is too late to cancel this booking online; please call us.'
        : null,
      cancellation_policy: rng.chance(0.3) ? 'Cancel up to 24 hours before for a full refund.' : null,
      rescheduling_too_late_notice: rng.chance(0.2) ? 'Rescheduling closes 2 hours before the start.' : null,
      pre_booking_allowed: rng.chance(0.2),
      original_price_enabled: fees.length > 0 && rng.chance(0.2),
      original_price: fees.length > 0 && rng.chance(0.2) ? rng.pick([99, 150, 2000]) : null,
      locked_time_zone: i % 7 === 2 ? ZONES_LOCKED[i % ZONES_LOCKED.length]! : null,
      hostIds: hostIdList,
      durations: durationOptions.map((d) => ({ id: rng.uuid(), duration: d, is_default: d === defaultDuration })),
      spots: spotList.map((spot, k) => ({
        id: rng.uuid(),
        spot,
        is_default: k === 0,
        phone_call_number: spot === 'phone_call' ? '+1 555 0100' : null,
        in_person_location: spot === 'in_person' ? '91 Springboard, Sector 1, Noida' : null,
        custom_text: spot === 'custom' ? 'We will send a dial-in link by email.' : null,
      })),
      fees,
      periods: [],
    });
  }

  const packages: PackageRecord[] = [];
  for (let i = 0; i < packageCount; i++) {
    const name =
      i === 5
        ? '<script>alert("pkg")</script> bundle'
        : i === 9
          ? 'パッケージ：10回コーチング'
          : `${rng.pick(TOPICS)} pack of ${rng.pick([3, 5, 10])}`;
    packages.push({
      id: rng.uuid(),
      name,
      slug: `${slugify(name)}-${i + 1}`,
      status: i % 6 === 5 ? 'disabled' : 'enabled',
      duration: rng.pick([900, 1800, 3600, 5400, 7200, 36000]),
      created_at: iso(BASE + i * 86_400_000),
      fee: i % 4 === 0 ? null : makeFee(rng, FEE_TYPES[i % FEE_TYPES.length]!),
    });
  }

  const bookings = seedBookings(members, meetings, { count: bookingCount, seed: options.seed ?? 20261121, now });

  return { organizationId, roles: ['Admin', 'Standard', 'Manager'], members, meetings, packages, bookings };
}
