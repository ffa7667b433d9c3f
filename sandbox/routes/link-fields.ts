import type { MeetingRecord } from '../records.ts';
import { forgetMeetingJson } from '../serialize.ts';
import type { Store } from '../store.ts';
import { Errors, isEmail } from '../validate.ts';

// The fields of a link as the vendor's PATCH and create read them (meetings.yaml): hosts as emails of
// active members, a URL-safe slug no other link has, durations and increments of 1 to 1440 minutes.

const KINDS = ['one_on_one', 'round_robin', 'multihost', 'grouped'];
export const SPOTS = ['daily', 'zoom', 'jitsi', 'google_meet', 'teams', 'whereby', 'in_person', 'custom', 'phone_call'];
const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
export const TEXT_MAX = 1000;

export const isMinutes = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1440;

export function touch(store: Store, m: MeetingRecord) {
  m.updated_at = new Date(store.now()).toISOString();
  // A pinned clock gives two writes the same updated_at: the kept JSON must not outlive the change.
  forgetMeetingJson(m);
}

function readText(body: Record<string, unknown>, field: string, errors: Errors, max = TEXT_MAX): string | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') errors.add(field, `${field} must be a string`);
  else if (v.length > max) errors.add(field, `${field} is too long (at most ${max} characters)`);
  else return v;
  return undefined;
}

/** The fields of a link's write (PATCH or create), read as the vendor reads them; what is refused goes to `errors`. */
export interface LinkFields {
  hostIds?: string[];
  name?: string;
  slug?: string;
  description?: string;
  kind?: MeetingRecord['kind'];
  duration?: number;
  start_time_increment?: number;
  phone?: string;
  custom?: string;
  inPerson?: string;
}

/**
 * Reads a link's fields from a body: hosts are emails of active members (at least one, when sent), the
 * slug URL-safe and unused by any link but `self`, durations and increments 1–1440 minutes.
 */
export function readLinkFields(
  body: Record<string, unknown>,
  seed: Store['state']['seed'],
  errors: Errors,
  self: MeetingRecord | null,
): LinkFields {
  const out: LinkFields = {};
  if (body.hosts !== undefined) {
    const hostIds: string[] = [];
    if (!Array.isArray(body.hosts)) errors.add('hosts', 'Hosts must be a list of emails');
    else if (body.hosts.length === 0) errors.add('hosts', 'A scheduling link needs at least one host');
    else {
      const emails = [...new Set(body.hosts.map((e) => (typeof e === 'string' ? e.trim().toLowerCase() : e)))];
      for (const e of emails) {
        if (!isEmail(e)) {
          errors.add('hosts', `${JSON.stringify(e)} is not an email address`);
          continue;
        }
        const member = seed.members.find((m) => m.email.toLowerCase() === e);
        if (!member) errors.add('hosts', `${e} is not a member of this workspace`);
        else if (!member.active) errors.add('hosts', `${e} is not an active member of this workspace`);
        else hostIds.push(member.id);
      }
    }
    out.hostIds = hostIds;
  }
  const name = readText(body, 'name', errors, 255);
  if (name !== undefined && !name.trim()) errors.add('name', "Name can't be blank");
  else if (name !== undefined) out.name = name.trim();
  const slug = readText(body, 'slug', errors, 100);
  if (slug !== undefined) {
    if (!SLUG_RE.test(slug))
      errors.add('slug', 'Slug can only have lowercase letters, numbers and hyphens, and cannot start or end with one');
    else if (seed.meetings.some((m) => m !== self && m.slug.toLowerCase() === slug))
      errors.add('slug', 'Slug has already been taken');
    else out.slug = slug;
  }
  out.description = readText(body, 'description', errors, 5000);
  if (body.kind !== undefined && !KINDS.includes(body.kind as string))
    errors.add('kind', `Kind must be one of ${KINDS.join(', ')}`);
  else if (body.kind !== undefined) out.kind = body.kind as MeetingRecord['kind'];
  if (body.duration !== undefined && !isMinutes(body.duration))
    errors.add('duration', 'Duration must be a whole number of minutes from 1 to 1440');
  else if (body.duration !== undefined) out.duration = body.duration as number;
  if (body.start_time_increment !== undefined && !isMinutes(body.start_time_increment))
    errors.add('start_time_increment', 'Start time increment must be a whole number of minutes from 1 to 1440');
  else if (body.start_time_increment !== undefined) out.start_time_increment = body.start_time_increment as number;
  out.phone = readText(body, 'spot_phone_call_number', errors);
  out.custom = readText(body, 'spot_custom_text', errors);
  out.inPerson = readText(body, 'spot_in_person_location', errors);
  return out;
}

/** Puts read fields on a link (its place texts on the places of their kind) and marks it changed. */
export function applyLinkFields(store: Store, meeting: MeetingRecord, f: LinkFields) {
  if (f.hostIds !== undefined) meeting.hostIds = f.hostIds;
  if (f.name !== undefined) meeting.name = f.name;
  if (f.slug !== undefined) meeting.slug = f.slug;
  if (f.description !== undefined) meeting.description = f.description;
  if (f.kind !== undefined) meeting.kind = f.kind;
  if (f.duration !== undefined) setDefaultMinutes(meeting, f.duration);
  if (f.start_time_increment !== undefined) meeting.start_time_increment = f.start_time_increment;
  for (const s of meeting.spots) {
    if (f.phone !== undefined && s.spot === 'phone_call') s.phone_call_number = f.phone;
    if (f.custom !== undefined && s.spot === 'custom') s.custom_text = f.custom;
    if (f.inPerson !== undefined && s.spot === 'in_person') s.in_person_location = f.inPerson;
  }
  touch(store, meeting);
}

/** The link's duration: the default option takes it, or the option that already has it becomes the default. */
export function setDefaultMinutes(m: MeetingRecord, minutes: number) {
  const same = m.durations.find((d) => d.duration === minutes);
  const current = m.durations.find((d) => d.is_default) ?? m.durations[0];
  if (same) for (const d of m.durations) d.is_default = d === same;
  else if (current) current.duration = minutes;
  else m.durations.push({ id: `duration-${m.sid}-${minutes}`, duration: minutes, is_default: true });
}
