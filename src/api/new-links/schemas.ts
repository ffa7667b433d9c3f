import { z } from 'zod/mini';
import { meetingSchema, type Meeting, type MeetingKind, type SpotKind } from '../meetings/schemas';
import { optString, paginationSchema } from '../schema-helpers';

// New links (meetings.yaml): the workspace's templates, the create's body and the one-off address.
// Read on the new-link screen and a link's page only, so these load with that code.

/**
 * One template as read: a record whose fields a link cannot be made from (no id, no sid) is kept as
 * "Not readable", with its name when it sent one, instead of failing the whole list.
 */
export type TemplateRow = { readable: true; template: Meeting } | { readable: false; name: string | null };

const templateRow = z.pipe(
  z.unknown(),
  z.transform((raw): TemplateRow => {
    const read = meetingSchema.safeParse(raw);
    if (read.success) return { readable: true, template: read.data };
    const name = (raw as { name?: unknown } | null)?.name;
    return { readable: false, name: typeof name === 'string' && name.trim() ? name : null };
  }),
);

export const templateListSchema = z.object({
  templates: z.pipe(
    z.nullish(z.array(templateRow)),
    z.transform((v) => v ?? []),
  ),
  pagination: paginationSchema,
});
export type TemplateList = z.output<typeof templateListSchema>;

/** A place of a new link, as POST /v1/meetings takes it in `spots`. */
export interface NewLinkSpot {
  spot: SpotKind;
  is_default: true;
  phone_call_number?: string;
  in_person_location?: string;
  custom_text?: string;
}

/** POST /v1/meetings: slug, name, hosts (emails) and duration always; a template's values are overridden by the body's. */
export interface NewLinkBody {
  template_id?: string;
  name: string;
  slug: string;
  description?: string;
  hosts: string[];
  duration: number;
  kind?: MeetingKind;
  spots?: NewLinkSpot[];
}

/**
 * Only an address a browser opens as a page is shown and copied: the vendor's answer is a string,
 * and a `javascript:` or relative one must never become a link.
 */
const pageUrl = z.pipe(
  optString,
  z.transform((v) => {
    if (!v) return null;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  }),
);

const oneOffFields = z.object({ slug: optString, url: pageUrl });

/**
 * meetings.yaml answers `{ slug, url }`; the vendor's help centre shows them wrapped in
 * `one_off_link`. Either is read, the bare fields first.
 */
export const oneOffLinkSchema = z.pipe(
  z.object({ slug: optString, url: optString, one_off_link: z.nullish(z.object({ slug: optString, url: optString })) }),
  z.transform(({ slug, url, one_off_link }) => oneOffFields.parse(url || slug ? { slug, url } : (one_off_link ?? {}))),
);
export type OneOffLink = z.output<typeof oneOffFields>;
