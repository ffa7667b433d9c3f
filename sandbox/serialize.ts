import type { BookingRecord, FeeRecord, MeetingRecord, MemberRecord, PackageRecord, Seed } from './records.ts';
import { formatTime, offsetMinutes, type WeeklyRange } from './time.ts';

export const fullName = (m: MemberRecord) => `${m.first_name} ${m.last_name}`.trim();

export function serializeMember(m: MemberRecord) {
  return {
    id: m.id,
    email: m.email,
    first_name: m.first_name,
    last_name: m.last_name,
    time_zone: m.time_zone,
    profile_image_url: m.profile_image_url,
    active: m.active,
    organization_role: m.organization_role,
  };
}

function serializeFee(
  fee: FeeRecord,
  owner: { id: string; type: 'Meeting' | 'Package' },
  version: 'v1' | 'v2' | 'package',
) {
  const base = {
    id: fee.id,
    amount: fee.amount,
    currency: fee.currency,
    feeable_id: owner.id,
    feeable_type: owner.type,
    payment_provider: fee.payment_provider,
    kind: fee.kind,
    min_amount: fee.min_amount,
    is_default: true,
    display_amount: fee.display_amount,
    is_tax_enabled: fee.is_tax_enabled,
    is_tip_enabled: fee.is_tip_enabled,
    is_tax_applicable_on_tip: fee.is_tax_applicable_on_tip,
    vpas: [] as unknown[],
    amount_in_smallest_currency_unit: fee.amount_in_smallest_currency_unit,
  };
  if (version === 'package') return { ...base, taxes: [] as unknown[] };
  if (version === 'v2') {
    return {
      ...base,
      recipient: {
        id: `${fee.id.slice(0, 24)}recipient00`,
        fee_id: fee.id,
        accountable: { type: fee.payment_provider === 'cash' ? 'Cash' : 'PaymentAccount', name: 'Demo workspace' },
      },
    };
  }
  return base;
}

export function serializePeriods(periods: WeeklyRange[]) {
  return periods.map((p, i) => ({
    id: `period-${i + 1}`,
    wday: p.wday,
    start_time: formatTime(p.start),
    end_time: formatTime(p.end),
  }));
}

const meetingHosts = (m: MeetingRecord, members: ReadonlyMap<string, MemberRecord> | MemberRecord[]) =>
  m.hostIds
    .map((id) => (Array.isArray(members) ? members.find((member) => member.id === id) : members.get(id)))
    .filter((member): member is MemberRecord => Boolean(member))
    .map((member) => ({ name: fullName(member), email: member.email }));

// A list of 100,000 links is 240 MB of JSON: building it object by object each time would make the
// sandbox, not the dashboard, what a benchmark measures. A link's JSON is kept and used
// again while what it is made of is unchanged: the link itself changes only with its updated_at
// (every write sets it), and its hosts' names and emails are checked one by one. The check makes
// nothing (a key string made per link cost ~2 µs and most of the sandbox's garbage).
interface Kept {
  version: 'v1' | 'v2';
  updatedAt: string;
  /** Each host as it was: the id, the record found for it (or none), its name and email. */
  hosts: { id: string; member: MemberRecord | undefined; first: string; last: string; email: string }[];
  /** The JSON as UTF-8 bytes: a page is these copied side by side, with no text to encode again. */
  bytes: Buffer;
}
const jsonCache = new WeakMap<MeetingRecord, Kept>();

function stillFresh(
  kept: Kept,
  m: MeetingRecord,
  version: 'v1' | 'v2',
  members: ReadonlyMap<string, MemberRecord>,
): boolean {
  if (kept.version !== version || kept.updatedAt !== m.updated_at || kept.hosts.length !== m.hostIds.length)
    return false;
  for (let i = 0; i < m.hostIds.length; i++) {
    const was = kept.hosts[i]!;
    const id = m.hostIds[i]!;
    const member = members.get(id);
    if (was.id !== id || was.member !== member) return false;
    if (member && (was.first !== member.first_name || was.last !== member.last_name || was.email !== member.email))
      return false;
  }
  return true;
}

/** A write that may keep updated_at as it was (a pinned clock): the link's JSON is made again. */
export const forgetMeetingJson = (m: MeetingRecord) => jsonCache.delete(m);

/** The JSON of serializeMeeting as UTF-8, from the cache when the link and its hosts are unchanged. */
export function meetingBytes(
  m: MeetingRecord,
  seed: Seed,
  version: 'v1' | 'v2',
  members: ReadonlyMap<string, MemberRecord>,
): Buffer {
  const cached = jsonCache.get(m);
  if (cached && stillFresh(cached, m, version, members)) return cached.bytes;
  const bytes = Buffer.from(JSON.stringify(serializeMeeting(m, seed, version, meetingHosts(m, members))));
  const hosts = m.hostIds.map((id) => {
    const member = members.get(id);
    return { id, member, first: member?.first_name ?? '', last: member?.last_name ?? '', email: member?.email ?? '' };
  });
  jsonCache.set(m, { version, updatedAt: m.updated_at, hosts, bytes });
  return bytes;
}

export function serializeMeeting(
  m: MeetingRecord,
  seed: Seed,
  version: 'v1' | 'v2',
  hosts = meetingHosts(m, seed.members),
) {
  const defaultSpot = m.spots.find((s) => s.is_default) ?? m.spots[0];
  const defaultDuration = m.durations.find((d) => d.is_default) ?? m.durations[0];
  const common = {
    id: m.id,
    sid: m.sid,
    name: m.name,
    slug: m.slug,
    description: m.description,
    kind: m.kind,
    duration: defaultDuration?.duration ?? 30,
    disabled: m.disabled,
    spot: defaultSpot?.spot ?? 'custom',
    spot_in_person_location: defaultSpot?.in_person_location ?? null,
    spot_custom_text: defaultSpot?.custom_text ?? null,
    spot_phone_call_number: defaultSpot?.phone_call_number ?? null,
    is_template: m.is_template,
    schedulable_range_type: m.schedulable_range_type,
    schedulable_range_value: m.schedulable_range_value,
    lead_time: m.lead_time,
    start_time_increment: m.start_time_increment,
    created_at: m.created_at,
    updated_at: m.updated_at,
    deleted_at: null,
    is_multiple_spots_allowed: m.spots.length > 1,
    is_multiple_durations_allowed: m.durations.length > 1,
    conditional_pricing_enabled: m.conditional_pricing_enabled,
    is_email_reminders_enabled: m.is_email_reminders_enabled,
    is_sms_reminders_enabled: m.is_sms_reminders_enabled,
    organization_id: seed.organizationId,
    rescheduling_lead_time: m.rescheduling_lead_time,
    cancellation_lead_time: m.cancellation_lead_time,
    booking_modification_allowed: m.booking_modification_allowed,
    cancellation_too_late_notice: m.cancellation_too_late_notice,
    cancellation_policy: m.cancellation_policy,
    rescheduling_too_late_notice: m.rescheduling_too_late_notice,
    pre_booking_allowed: m.pre_booking_allowed,
    original_price_enabled: m.original_price_enabled,
    original_price: m.original_price,
    fees: m.fees.map((f) => serializeFee(f, { id: m.id, type: 'Meeting' }, version)),
    durations_possible: m.durations.map((d) => d.duration),
    durations: m.durations.map((d) => ({ ...d, created_at: m.created_at, updated_at: m.updated_at })),
    hosts,
    spots: m.spots.map((s) => ({ ...s, created_at: m.created_at, updated_at: m.updated_at })),
  };
  if (version === 'v1') return common;
  return {
    ...common,
    before_buffer_time: m.before_buffer_time,
    after_buffer_time: m.after_buffer_time,
    locked_time_zone: m.locked_time_zone,
  };
}

export function serializePackage(p: PackageRecord) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    status: p.status,
    duration: p.duration,
    // The vendor's older spec: "Can be an object or an empty array" for a free package.
    fee: p.fee ? serializeFee(p.fee, { id: p.id, type: 'Package' }, 'package') : [],
  };
}

/** The vendor's client times: local wall-clock time with its offset, "2025-07-23T10:30:00.000+05:30". */
function isoInZone(ms: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, ms);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return new Date(ms + offset * 60_000).toISOString().replace('Z', `${sign}${hhmm}`);
}

export function serializeBooking(b: BookingRecord, seed: Seed, origin: string) {
  const meeting = seed.meetings.find((m) => m.id === b.meetingId);
  const host = seed.members.find((m) => m.id === b.hostId);
  return {
    id: b.id,
    sid: b.sid,
    parent_booking_id: null,
    email: b.email,
    name: b.name,
    host_name: host ? fullName(host) : '',
    host_email: host?.email ?? '',
    is_multihost: meeting?.kind === 'multihost',
    multihosts:
      meeting?.kind === 'multihost'
        ? meeting.hostIds.flatMap((id) => {
            const member = seed.members.find((m) => m.id === id);
            return member ? [{ name: fullName(member), email: member.email }] : [];
          })
        : [],
    starts_at: b.starts_at,
    ends_at: b.ends_at,
    time_zone: b.time_zone,
    starts_at_for_client: isoInZone(Date.parse(b.starts_at), b.time_zone),
    ends_at_for_client: isoInZone(Date.parse(b.ends_at), b.time_zone),
    status: b.status,
    cancel_reason: b.cancel_reason,
    cancelled_by: b.cancelled_by,
    reschedule_requested: false,
    preferred_meeting_spot: b.spot,
    room_type: ['daily', 'jitsi', 'zoom', 'google_meet', 'teams', 'whereby'].includes(b.spot) ? b.spot : null,
    room_url: b.spot === 'jitsi' ? `https://meet.jit.si/${b.sid}` : null,
    room_id: null,
    spot_details: null,
    created_at: b.created_at,
    updated_at: b.updated_at,
    meeting_id: b.meetingId,
    meeting: { name: meeting?.name ?? '' },
    no_show: b.no_show,
    meeting_outcome: null,
    notes_url: null,
    internal_notes: null,
    metadata: {},
    admin_booking_url: `${origin}/admin/bookings/${b.sid}`,
    client_booking_url: `${origin}/booking/${b.sid}`,
    form_responses: [{ field: 'Name', value: b.name, type: 'name', field_code: 'name' }],
    form_responses_as_hash: { name: b.name, email: b.email },
  };
}
