import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { MEETING_V1, PAGINATION, expectTable, expectVendorValid } from './contract-kit';
import { createHostileApp } from './hostile';
import { ODD_ONE_OFF } from './hostile-links';

// New links, templates and one-off links: the sandbox's answers against the vendor's meetings.yaml
// (kept in contracts/), and what it refuses as the vendor does.

const KEY = 'sandbox-demo-key';
let app: ReturnType<typeof createSandboxApp>;
beforeEach(() => {
  app = createSandboxApp({ now: () => Date.parse('2026-11-21T12:00:00Z') });
});
async function call(method: string, path: string, body?: unknown, on: { request: typeof app.request } = app) {
  const res = await on.request(`/api/external${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
type Link = {
  id: string;
  sid: string;
  slug: string;
  name: string;
  duration: number;
  kind: string;
  spot: string;
  is_template: boolean;
  start_time_increment: number;
  hosts: { email: string }[];
  spots: { spot: string; is_default: boolean; in_person_location: string | null }[];
};
const links = async () => (await call('GET', '/v1/meetings')).body.meetings as Link[];
const templates = async () => (await call('GET', '/v1/meeting_templates?page_number=1&page_size=30')).body;
const members = async () =>
  ((await call('GET', '/v1/team_members')).body.team_members as { email: string; active: boolean }[]).filter(
    (m) => m.active,
  );

describe('GET /v1/meeting_templates', () => {
  it('answers the vendor schema with the workspace’s templates, paged', async () => {
    const body = await templates();
    expectVendorValid('meetings', '/meeting_templates', 'get', body);
    const list = body.templates as Link[];
    expect(list.length).toBeGreaterThan(0);
    for (const t of list) {
      expectTable(t, MEETING_V1, 'template');
      expect(t.is_template).toBe(true);
    }
    expectTable(body.pagination, PAGINATION, 'pagination');
    expect(list.map((t) => t.sid)).toEqual((await links()).filter((l) => l.is_template).map((l) => l.sid));
  });

  it('is an unknown route on a workspace without it', async () => {
    await app.request('/__sandbox/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ capabilities: { linkTemplates: false } }),
    });
    expect((await call('GET', '/v1/meeting_templates')).status).toBe(404);
  });
});

describe('POST /v1/meetings', () => {
  it('creates a link from scratch: the vendor schema, listed first, found by its slug', async () => {
    const [a, b] = await members();
    const { status, body } = await call('POST', '/v1/meetings', {
      name: '  Intro call  ',
      slug: 'intro-call-new',
      hosts: [a!.email, b!.email.toUpperCase()],
      duration: 25,
      kind: 'round_robin',
      spots: [{ spot: 'in_person', is_default: true, in_person_location: '1 Main St' }],
    });
    expect(status).toBe(200);
    expectVendorValid('meetings', '/meetings', 'post', body);
    expectTable(body.meeting, MEETING_V1, 'meeting');
    const made = body.meeting as Link;
    expect(made).toMatchObject({ name: 'Intro call', slug: 'intro-call-new', duration: 25, kind: 'round_robin' });
    expect(made.spot).toBe('in_person');
    expect(made.spots).toEqual([expect.objectContaining({ spot: 'in_person', in_person_location: '1 Main St' })]);
    expect(made.hosts.map((h) => h.email)).toEqual([a!.email, b!.email]);
    expect((await links())[0]!.sid).toBe(made.sid);
    const found = (await call('GET', '/v1/meetings?search=intro-call-new')).body.meetings as Link[];
    expect(found.map((l) => l.sid)).toEqual([made.sid]);
  });

  it('copies a template and lets the body override it', async () => {
    const template = ((await templates()).templates as Link[])[0]!;
    const [a] = await members();
    const { status, body } = await call('POST', '/v1/meetings', {
      template_id: template.id,
      name: 'From the template',
      slug: 'from-the-template',
      hosts: [a!.email],
      duration: 45,
    });
    expect(status).toBe(200);
    const made = body.meeting as Link;
    expect(made.sid).not.toBe(template.sid);
    expect(made.is_template).toBe(false);
    expect(made).toMatchObject({
      name: 'From the template',
      duration: 45,
      kind: template.kind,
      start_time_increment: template.start_time_increment,
    });
    expect(made.spots.map((s) => s.spot)).toEqual(template.spots.map((s) => s.spot));
    // The template itself is left as it was.
    expect(((await templates()).templates as Link[])[0]).toEqual(template);
  });

  it('refuses what the vendor refuses, creating nothing', async () => {
    const before = (await links()).length;
    const [a] = await members();
    const missing = await call('POST', '/v1/meetings', { name: 'No slug' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors as object).sort()).toEqual(['duration', 'hosts', 'slug']);
    const taken = await call('POST', '/v1/meetings', {
      name: 'Taken',
      slug: (await links())[0]!.slug,
      hosts: [a!.email],
      duration: 30,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ slug: ['Slug has already been taken'] });
    const odd = await call('POST', '/v1/meetings', {
      name: ' ',
      slug: 'Bad Slug',
      hosts: ['nobody@example.org', 'not an email'],
      duration: 1441,
      spots: [{ spot: 'carrier_pigeon' }],
    });
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.errors as object).sort()).toEqual(['duration', 'hosts', 'name', 'slug', 'spots']);
    const none = await call('POST', '/v1/meetings', { name: 'x', slug: 'no-hosts', hosts: [], duration: 30 });
    expect(none.status).toBe(422);
    const unknown = await call('POST', '/v1/meetings', {
      template_id: 'no-such-template',
      name: 'x',
      slug: 'unknown-template',
      hosts: [a!.email],
      duration: 30,
    });
    expect(unknown.status).toBe(404);
    expect((await links()).length).toBe(before);
  });
});

describe('POST /v1/meetings/{sid}/create_one_off_link', () => {
  it('answers the vendor schema with a new address each time', async () => {
    const [link] = await links();
    const one = await call('POST', `/v1/meetings/${link!.sid}/create_one_off_link`);
    expect(one.status).toBe(200);
    expectVendorValid('meetings', '/meetings/{meeting_sid}/create_one_off_link', 'post', one.body);
    expect(one.body.url).toBe(`https://sandbox.neetocal.com/${String(one.body.slug)}`);
    expect(one.body.slug).toMatch(/^one-off-[0-9a-f]{12}$/);
    const two = await call('POST', `/v1/meetings/${link!.sid}/create_one_off_link`);
    expect(two.body.slug).not.toBe(one.body.slug);
    expect((await call('POST', '/v1/meetings/nosuch/create_one_off_link')).status).toBe(404);
  });
});

describe('the hostile workspace', () => {
  const hostile = createHostileApp();
  it('sends templates with missing fields, and a one-off address that is a script', async () => {
    const t = await call('GET', '/v1/meeting_templates', undefined, hostile);
    const list = t.body.templates as Record<string, unknown>[];
    expect(list.some((x) => x.id === undefined && x.sid === undefined)).toBe(true);
    const one = await call('POST', '/v1/meetings/hm1/create_one_off_link', undefined, hostile);
    expectVendorValid('meetings', '/meetings/{meeting_sid}/create_one_off_link', 'post', one.body);
    expect(one.body.url).toBe(ODD_ONE_OFF);
  });
});
