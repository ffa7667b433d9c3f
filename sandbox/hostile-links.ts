import type { Hono } from 'hono';
import { meeting } from './hostile-records.ts';
import { UNBELIEVABLE as U } from './hostile-values.ts';

// The hostile workspace's answers to a link's settings and durations: valid by the vendor's files
// (meetings.yaml, durations.yaml), absurd in what they say. A saved link comes back with a slug no
// address can hold and a host who is no member; its durations are out of 1–1440, two are the
// default, and one has no id to change it by; its places are of a kind no one knows, two of them default.

export const ODD_SLUG = '../../Admin Panel?x=<b>1</b>';
export const GHOST_HOST = 'ghost@outside.hostile.test';

/** A one-off address no browser should open: a script, not a page. */
export const ODD_ONE_OFF = 'javascript:alert(document.domain)';

/**
 * Templates as a careless workspace may send them: one whole, one without an id or a sid (nothing a
 * link can be made from), one with every text missing and a duration past belief.
 */
export const hostileTemplates = () => [
  { ...meeting(7), is_template: true, name: 'Hostile template 7' },
  { name: 'Template without an id', is_template: true, duration: 30 },
  {
    ...meeting(9),
    id: 'hostile-template-9',
    sid: 'ht9',
    name: null,
    slug: null,
    duration: U.duration,
    is_template: true,
  },
];

export function hostileLinkRoutes(app: Hono, api: string) {
  app.get(`${api}/v1/meeting_templates`, (c) =>
    c.json({
      templates: hostileTemplates(),
      pagination: { total_records: -3, total_pages: 0, page_size: -1, current_page_number: 17_277 },
    }),
  );
  app.post(`${api}/v1/meetings`, (c) =>
    c.json({
      message: 'Meeting created successfully',
      meeting: { ...meeting(2), sid: 'hm2', slug: ODD_SLUG, hosts: [{ name: null, email: GHOST_HOST }] },
    }),
  );
  app.post(`${api}/v1/meetings/:sid/create_one_off_link`, (c) => c.json({ slug: ODD_SLUG, url: ODD_ONE_OFF }));
  app.patch(`${api}/v1/meetings/:sid`, (c) => {
    const n = Number(c.req.param('sid').replace(/^hm/, '')) || 1;
    return c.json({
      message: 'Meeting updated successfully',
      meeting: { ...meeting(n), slug: ODD_SLUG, hosts: [{ name: null, email: GHOST_HOST }] },
    });
  });
  app.get(`${api}/v1/meetings/:sid/durations`, (c) =>
    c.json({
      durations: [
        { id: 'hd-1', duration: U.duration, is_default: true, created_at: null, updated_at: null },
        { id: 'hd-2', duration: U.durationChoice, is_default: true, created_at: null, updated_at: null },
        { id: 'hd-3', duration: 0, is_default: false },
        { duration: 30, is_default: false },
      ],
    }),
  );
  app.get(`${api}/v1/meetings/:sid/spots`, (c) =>
    c.json({
      spots: [
        { id: 'hs-1', spot: 'carrier_pigeon', is_default: true, spot_custom_text: null },
        { id: 'hs-2', spot: 'in_person', is_default: true, spot_in_person_location: '<img src=x onerror=alert(1)>' },
      ],
    }),
  );
}
