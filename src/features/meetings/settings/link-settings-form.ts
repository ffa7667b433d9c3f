import { z } from 'zod/mini';
import { LINK_FIELD_WORDS } from '@/api/meetings/mutations';
import { meetingKinds, type Meeting, type MeetingKind, type MeetingUpdate } from '@/api/meetings/schemas';
import { isEmail } from '@/lib/search-params';
import { minutesProblem, readMinutes } from './durations-rules';

// A link's settings as the form edits them, and the one schema that checks them and turns them into
// the PATCH body: what "What saving will change" shows is read from that body, so the two cannot differ.

export interface LinkValues {
  name: string;
  slug: string;
  description: string;
  /** Emails, lower case: the vendor takes hosts as emails and the body always carries all of them. */
  hosts: string[];
  /** '' when the workspace sent a kind Slotboard does not know: left as it is unless chosen. */
  kind: string;
  duration: string;
  start_time_increment: string;
  spot_phone_call_number: string;
  spot_custom_text: string;
  spot_in_person_location: string;
}

export type LinkField = Exclude<keyof LinkValues, 'hosts'> | 'hosts';

/** A draft read back from storage: the same values, whatever else the entry holds is dropped. */
export const linkDraftSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  hosts: z.array(z.string()),
  kind: z.string(),
  duration: z.string(),
  start_time_increment: z.string(),
  spot_phone_call_number: z.string(),
  spot_custom_text: z.string(),
  spot_in_person_location: z.string(),
});

const TEXTS = [
  'name',
  'slug',
  'description',
  'spot_phone_call_number',
  'spot_custom_text',
  'spot_in_person_location',
] as const;
const MINUTES = ['duration', 'start_time_increment'] as const;

const text = (v: string | null | undefined) => v ?? '';
const minutes = (v: number | null | undefined) => (v == null ? '' : String(v));

export const valuesOf = (m: Meeting): LinkValues => ({
  name: text(m.name),
  slug: text(m.slug),
  description: text(m.description),
  hosts: [...new Set(m.hosts.map((h) => text(h.email).trim().toLowerCase()).filter(Boolean))],
  kind: m.kind === 'unknown' ? '' : m.kind,
  duration: minutes(m.duration),
  start_time_increment: minutes(m.start_time_increment),
  spot_phone_call_number: text(m.spot_phone_call_number),
  spot_custom_text: text(m.spot_custom_text),
  spot_in_person_location: text(m.spot_in_person_location),
});

/** The place texts this link has a place for: the vendor sets a text only on places of its kind. */
export function placeTexts(m: Meeting): ('spot_phone_call_number' | 'spot_custom_text' | 'spot_in_person_location')[] {
  const kinds = new Set([m.spot, ...m.spots.map((s) => s.spot)]);
  return [
    ...(kinds.has('phone_call') ? (['spot_phone_call_number'] as const) : []),
    ...(kinds.has('custom') ? (['spot_custom_text'] as const) : []),
    ...(kinds.has('in_person') ? (['spot_in_person_location'] as const) : []),
  ];
}

const sameHosts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The fields that differ from what the link has. */
export function changedFields(initial: LinkValues, values: LinkValues): LinkField[] {
  const out: LinkField[] = [];
  for (const f of TEXTS) if (values[f].trim() !== initial[f].trim()) out.push(f);
  if (!sameHosts(values.hosts, initial.hosts)) out.push('hosts');
  if (values.kind !== initial.kind) out.push('kind');
  for (const f of MINUTES) if (values[f].trim() !== initial[f].trim()) out.push(f);
  return out;
}

/** A slug the vendor takes: lower-case letters, digits and single hyphens inside, at most 100 characters. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a slug typed as a name would become: for the hint under the field. */
export const slugFrom = (typed: string) =>
  typed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

export function slugProblem(slug: string): string | null {
  if (!slug) return 'The slug cannot be empty: it is the link’s address.';
  if (slug.length > 100) return 'Keep the slug to 100 characters or fewer.';
  if (!SLUG_RE.test(slug)) {
    const better = slugFrom(slug);
    return `Use lower-case letters, digits and hyphens only${better ? `, such as “${better}”` : ''}.`;
  }
  return null;
}

/** What the schema turns the values into: the PATCH body and the fields it changes. */
export interface LinkChange {
  body: MeetingUpdate;
  fields: LinkField[];
}

/**
 * Checks only what the admin changed (a value the workspace already holds is not theirs to fix);
 * its output is the PATCH body: every host, always (the vendor requires them), and the changed fields.
 */
export const linkSettingsSchema = (initial: LinkValues) =>
  z.pipe(
    linkDraftSchema.check(
      z.superRefine((v, ctx) => {
        const changed = new Set(changedFields(initial, v));
        const issue = (path: LinkField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (changed.has('name')) {
          if (!v.name.trim()) issue('name', 'The name cannot be empty.');
          else if (v.name.trim().length > 255) issue('name', 'Keep the name to 255 characters or fewer.');
        }
        if (changed.has('slug')) {
          const problem = slugProblem(v.slug.trim());
          if (problem) issue('slug', problem);
        }
        if (v.hosts.length === 0) issue('hosts', 'A link needs at least one host.');
        else if (changed.has('hosts')) {
          const bad = v.hosts.filter((e) => !isEmail(e));
          if (bad.length) issue('hosts', `Not an email address: ${bad.join(', ')}.`);
        }
        if (changed.has('kind') && !(meetingKinds as readonly string[]).includes(v.kind))
          issue('kind', 'Choose a kind from the list.');
        if (changed.has('duration')) {
          const problem = minutesProblem(v.duration);
          if (problem) issue('duration', problem);
        }
        if (changed.has('start_time_increment') && readMinutes(v.start_time_increment) === null)
          issue('start_time_increment', 'Start times are every 1 to 1440 minutes, in whole minutes.');
      }),
    ),
    z.transform((v): LinkChange => {
      const fields = changedFields(initial, v);
      const body: MeetingUpdate = { hosts: [...v.hosts] };
      for (const f of fields) {
        if (f === 'hosts') continue;
        if (f === 'kind') body.kind = v.kind as MeetingKind;
        else if (f === 'duration' || f === 'start_time_increment') body[f] = readMinutes(v[f]) ?? undefined;
        else if (f === 'description') body.description = v.description;
        else body[f] = v[f].trim();
      }
      return { body, fields };
    }),
  );

/** The values once the body was applied: what the form shows after a save confirmed by reading back. */
export const afterUpdate = (initial: LinkValues, body: MeetingUpdate): LinkValues => ({
  ...initial,
  ...Object.fromEntries(TEXTS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]])),
  hosts: body.hosts.map((e) => e.toLowerCase()),
  ...(body.kind ? { kind: body.kind } : {}),
  ...Object.fromEntries(MINUTES.filter((f) => body[f] !== undefined).map((f) => [f, String(body[f])])),
});

const listOf = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

const FIELD_WORDS: Record<LinkField, string> = {
  name: 'name',
  slug: 'slug',
  description: 'description',
  hosts: 'hosts',
  kind: 'kind',
  duration: 'duration',
  start_time_increment: 'start-time step',
  spot_phone_call_number: 'phone number',
  spot_custom_text: 'place text',
  spot_in_person_location: 'address',
};

/** Each field's label on the form (and beside a stale draft). */
export const FIELD_LABELS: Record<LinkField, string> = {
  name: 'Name',
  slug: 'Slug',
  description: 'Description',
  hosts: 'Hosts',
  kind: 'Kind',
  duration: 'Duration (minutes)',
  start_time_increment: 'Start times every (minutes)',
  spot_phone_call_number: 'Phone number for phone calls',
  spot_custom_text: 'Text of the custom place',
  spot_in_person_location: 'Address for in-person meetings',
};

export function saveLabel(fields: LinkField[]): string {
  if (fields.length === 0) return 'No changes to save';
  return `Save ${listOf(fields.map((f) => FIELD_WORDS[f]))}`;
}

/**
 * "What saving will change", one line per field of the body that will be sent, in the words of
 * Activity: the hosts as the names the admin knows, added and removed.
 */
export function changeLines(
  initial: LinkValues,
  body: MeetingUpdate,
  nameOf: (email: string) => string,
): { field: string; line: string }[] {
  const lines: { field: string; line: string }[] = [];
  const was = new Set(initial.hosts);
  const now = new Set(body.hosts.map((e) => e.toLowerCase()));
  const added = [...now].filter((e) => !was.has(e));
  const removed = [...was].filter((e) => !now.has(e));
  if (added.length || removed.length) {
    const parts = [
      ...(added.length ? [`${listOf(added.map(nameOf))} added`] : []),
      ...(removed.length ? [`${listOf(removed.map(nameOf))} removed`] : []),
    ];
    lines.push({ field: 'hosts', line: `${LINK_FIELD_WORDS.hosts}: ${parts.join('; ')}` });
  }
  for (const [field, value] of Object.entries(body)) {
    if (field === 'hosts') continue;
    const before = initial[field as keyof LinkValues];
    const shown = (v: unknown) => (v === '' || v === undefined ? '(empty)' : `“${String(v)}”`);
    lines.push({
      field,
      line: `${LINK_FIELD_WORDS[field as keyof MeetingUpdate]}: ${shown(before)} → ${shown(value)}`,
    });
  }
  return lines;
}

/** The PATCH fields that change when a link's times can be booked. */
export const TIMES_FIELDS: readonly LinkField[] = ['hosts', 'kind', 'duration', 'start_time_increment'];

/**
 * The link as the body would make it, for the estimate of its bookable times: the hosts sent (named
 * as before where they were already hosts), the kind, and a duration that replaces the default one.
 */
export function meetingAfter(meeting: Meeting, body: MeetingUpdate): Meeting {
  const known = new Map(meeting.hosts.map((h) => [(h.email ?? '').trim().toLowerCase(), h]));
  return {
    ...meeting,
    hosts: body.hosts.map((email) => known.get(email.trim().toLowerCase()) ?? { email, name: null }),
    kind: body.kind ?? meeting.kind,
    ...(body.duration !== undefined
      ? {
          duration: body.duration,
          // The duration the slot rules read: the default one, else the first.
          durations: meeting.durations.map((d, i) =>
            i ===
            Math.max(
              0,
              meeting.durations.findIndex((x) => x.is_default),
            )
              ? { ...d, duration: body.duration! }
              : d,
          ),
        }
      : {}),
    ...(body.start_time_increment !== undefined ? { start_time_increment: body.start_time_increment } : {}),
  };
}
