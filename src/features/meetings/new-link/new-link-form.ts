import { z } from 'zod/mini';
import { meetingKinds, spotKinds, type Meeting, type MeetingKind, type SpotKind } from '@/api/meetings/schemas';
import type { NewLinkBody, NewLinkSpot } from '@/api/new-links/schemas';
import { isEmail } from '@/lib/search-params';
import { minutesProblem, readMinutes } from '../settings/durations-rules';
import { slugFrom, slugProblem } from '../settings/link-settings-form';

// A new link as the form edits it, and the one schema that checks it and turns it into the body of
// POST /v1/meetings. The vendor requires slug, name, hosts and duration; from a template, only what
// differs from the template is sent beside them, so the rest is the template's own.

export interface NewLinkValues {
  /** The template's id, or '' for a link from scratch. */
  templateId: string;
  name: string;
  /** '' takes the slug made from the name. */
  slug: string;
  description: string;
  hosts: string[];
  kind: string;
  duration: string;
  /** A place kind; '' keeps the template's places. */
  place: string;
  /** The place's text: the phone number, the address or the custom text, for those kinds. */
  placeText: string;
}

export const BLANK: NewLinkValues = {
  templateId: '',
  name: '',
  slug: '',
  description: '',
  hosts: [],
  kind: 'one_on_one',
  duration: '30',
  place: 'jitsi',
  placeText: '',
};

/** A draft read back from storage: the same values, whatever else the entry holds is dropped. */
export const newLinkDraftSchema = z.object({
  templateId: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  hosts: z.array(z.string()),
  kind: z.string(),
  duration: z.string(),
  place: z.string(),
  placeText: z.string(),
});

/** Whether the values hold something of the admin's own, worth a draft and a question before leaving. */
export const worthKeeping = (v: NewLinkValues) => v.name.trim() !== '' || v.slug.trim() !== '' || v.hosts.length > 0;

/** The places whose text the vendor keeps, and what that text is called. */
export const PLACE_TEXT: Partial<Record<SpotKind, { label: string; field: keyof NewLinkSpot; required: boolean }>> = {
  phone_call: { label: 'Phone number', field: 'phone_call_number', required: true },
  in_person: { label: 'Address', field: 'in_person_location', required: true },
  custom: { label: 'What bookers are told', field: 'custom_text', required: false },
};

const placeOf = (m: Meeting) => m.spots.find((s) => s.is_default) ?? m.spots[0];

/** The form's values once a template is chosen: its kind, duration, description and default place; the admin's name, slug and hosts stay. */
export function fromTemplate(values: NewLinkValues, t: Meeting): NewLinkValues {
  const place = placeOf(t);
  const spot = place?.spot ?? t.spot;
  const text =
    spot === 'phone_call' ? 'phone_call_number' : spot === 'in_person' ? 'in_person_location' : 'custom_text';
  return {
    ...values,
    templateId: t.id,
    description: t.description ?? '',
    kind: t.kind === 'unknown' ? '' : t.kind,
    duration: t.duration == null ? '' : String(t.duration),
    place: spot === 'unknown' ? '' : spot,
    placeText: (place ? place[text] : t[`spot_${text}`]) ?? '',
  };
}

/** The slug that will be sent: the one typed, else the one made from the name. */
export const slugToSend = (v: Pick<NewLinkValues, 'slug' | 'name'>) => v.slug.trim() || slugFrom(v.name);

/** What the schema turns the values into. */
export interface NewLinkRequest {
  body: NewLinkBody;
  template: Meeting | null;
}

/**
 * Checks every field and builds the body. `template` is the chosen template as read, or null; a slug
 * equal to the template's own is said at once, since the workspace would refuse it as taken.
 */
export const newLinkSchema = (template: Meeting | null) =>
  z.pipe(
    newLinkDraftSchema.check(
      z.superRefine((v, ctx) => {
        const issue = (path: keyof NewLinkValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        const name = v.name.trim();
        if (!name) issue('name', 'Give the link a name.');
        else if (name.length > 255) issue('name', 'Keep the name to 255 characters or fewer.');
        const slug = slugToSend(v);
        if (name || v.slug.trim()) {
          const problem = slugProblem(slug);
          if (problem) issue('slug', problem);
          else if (template?.slug && template.slug.toLowerCase() === slug)
            issue('slug', 'This is the template’s own slug: a link needs one of its own.');
        }
        if (v.hosts.length === 0) issue('hosts', 'A link needs at least one host.');
        else {
          const bad = v.hosts.filter((e) => !isEmail(e));
          if (bad.length) issue('hosts', `Not an email address: ${bad.join(', ')}.`);
        }
        if (v.kind && !(meetingKinds as readonly string[]).includes(v.kind))
          issue('kind', 'Choose a kind from the list.');
        const minutes = minutesProblem(v.duration);
        if (minutes) issue('duration', minutes);
        if (!template && !v.place) issue('place', 'Choose where the meeting takes place.');
        else if (v.place && !(spotKinds as readonly string[]).includes(v.place))
          issue('place', 'Choose a place from the list.');
        const text = PLACE_TEXT[v.place as SpotKind];
        if (text?.required && !v.placeText.trim()) issue('placeText', `Give the ${text.label.toLowerCase()}.`);
        else if (v.placeText.length > 1000) issue('placeText', 'Keep it to 1000 characters or fewer.');
      }),
    ),
    z.transform((v): NewLinkRequest => {
      const body: NewLinkBody = {
        name: v.name.trim(),
        slug: slugToSend(v),
        hosts: [...v.hosts],
        duration: readMinutes(v.duration) ?? 0,
      };
      const was = template ? fromTemplate(BLANK, template) : null;
      if (template) body.template_id = template.id;
      if (v.description.trim() && v.description !== was?.description) body.description = v.description;
      if (v.kind && v.kind !== was?.kind) body.kind = v.kind as MeetingKind;
      if (v.place && (v.place !== was?.place || v.placeText !== was.placeText)) {
        const spot: NewLinkSpot = { spot: v.place as SpotKind, is_default: true };
        const text = PLACE_TEXT[v.place as SpotKind];
        if (text && v.placeText.trim()) Object.assign(spot, { [text.field]: v.placeText.trim() });
        body.spots = [spot];
      }
      return { body, template };
    }),
  );
