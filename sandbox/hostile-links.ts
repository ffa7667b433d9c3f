import type { Hono } from 'hono';
import { meeting } from './hostile-records.ts';
import { UNBELIEVABLE as U } from './hostile-values.ts';

// The hostile workspace's answers to a link's settings and durations: valid by the vendor's files
// (meetings.yaml, durations.yaml), absurd in what they say. A saved link comes back with a slug no
// address can hold and a host who is no member; its durations are out of 1–1440, two are the
// default, and one has no id to change it by; its places are of a kind no one knows, two of them default.

export const ODD_SLUG = '../../Admin Panel?x=<b>1</b>';
export const GHOST_HOST = 'ghost@outside.hostile.test';

export function hostileLinkRoutes(app: Hono, api: string) {
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
