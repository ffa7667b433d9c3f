import { describe, expect, it } from 'vitest';
import { showsLinkUpdate } from '@/api/meetings/mutations';
import { meetingSchema } from '@/api/meetings/schemas';
import {
  changeLines,
  linkSettingsSchema,
  meetingAfter,
  saveLabel,
  slugFrom,
  slugProblem,
  valuesOf,
} from './link-settings-form';

const meeting = meetingSchema.parse({
  id: '1',
  sid: 'abc',
  name: 'Intro call',
  slug: 'intro-call',
  description: 'Hello',
  kind: 'one_on_one',
  duration: 30,
  start_time_increment: 30,
  spot: 'phone_call',
  spot_phone_call_number: '+1 555',
  hosts: [{ name: 'Ana', email: 'Ana@Example.com' }],
});
const initial = valuesOf(meeting);

describe('the link settings form', () => {
  it('sends every host, always, and only the fields that changed, trimmed and typed', () => {
    const out = linkSettingsSchema(initial).parse({ ...initial, name: ' Renamed ', duration: '45' });
    expect(out).toEqual({
      body: { hosts: ['ana@example.com'], name: 'Renamed', duration: 45 },
      fields: ['name', 'duration'],
    });
    expect(linkSettingsSchema(initial).parse(initial)).toEqual({ body: { hosts: ['ana@example.com'] }, fields: [] });
    expect(saveLabel(['name', 'hosts'])).toBe('Save name and hosts');
  });

  it('refuses no host, an odd slug, minutes out of 1–1440 and an empty name, at their fields', () => {
    const bad = linkSettingsSchema(initial).safeParse({
      ...initial,
      hosts: [],
      slug: 'Intro Call',
      duration: '1441',
      start_time_increment: '0',
      name: ' ',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'duration',
      'hosts',
      'name',
      'slug',
      'start_time_increment',
    ]);
    expect(linkSettingsSchema(initial).safeParse({ ...initial, duration: '1440' }).success).toBe(true);
    expect(linkSettingsSchema(initial).safeParse({ ...initial, duration: '1' }).success).toBe(true);
  });

  it('says what a slug should be, and takes a slug the vendor takes', () => {
    expect(slugProblem('intro-call-2')).toBeNull();
    expect(slugProblem('Intro Call')).toBe('Use lower-case letters, digits and hyphens only, such as “intro-call”.');
    expect(slugProblem('-a')).not.toBeNull();
    expect(slugProblem('a--b')).not.toBeNull();
    expect(slugProblem('')).toMatch(/cannot be empty/);
    expect(slugProblem('a'.repeat(101))).toMatch(/100 characters/);
    expect(slugFrom('Café Über  Call!')).toBe('cafe-uber-call');
  });

  it('says what saving will change from the body, hosts by name', () => {
    const { body } = linkSettingsSchema(initial).parse({
      ...initial,
      name: 'Renamed',
      hosts: ['bo@example.com'],
    });
    const names: Record<string, string> = { 'ana@example.com': 'Ana', 'bo@example.com': 'Bo' };
    expect(changeLines(initial, body, (e) => names[e] ?? e).map((l) => l.line)).toEqual([
      'Hosts: Bo added; Ana removed',
      'Name: “Intro call” → “Renamed”',
    ]);
  });

  it('reads a link back as saved only when every field sent shows, hosts in any order and case', () => {
    expect(showsLinkUpdate(meeting, { hosts: ['ANA@example.com'], name: 'Intro call' })).toBe(true);
    expect(showsLinkUpdate(meeting, { hosts: ['ana@example.com'], name: 'Other' })).toBe(false);
    expect(showsLinkUpdate(meeting, { hosts: ['ana@example.com', 'bo@example.com'] })).toBe(false);
    expect(showsLinkUpdate(undefined, { hosts: ['ana@example.com'] })).toBe(false);
  });
});

describe('the link as a body would make it, for the estimate of its times', () => {
  it('takes the hosts sent, keeping the names it knows, and the kind', () => {
    const after = meetingAfter(meeting, { hosts: ['ana@example.com', 'bo@example.com'], kind: 'round_robin' });
    expect(after.hosts).toEqual([
      { name: 'Ana', email: 'Ana@Example.com' },
      { name: null, email: 'bo@example.com' },
    ]);
    expect(after.kind).toBe('round_robin');
    expect(meetingAfter(meeting, { hosts: ['ana@example.com'] }).kind).toBe('one_on_one');
  });

  it('puts a new duration where the slot rules read it: the default one, else the first', () => {
    const two = meetingSchema.parse({
      ...meeting,
      hosts: [],
      durations: [
        { id: 'a', duration: 15, is_default: false },
        { id: 'b', duration: 30, is_default: true },
      ],
    });
    expect(meetingAfter(two, { hosts: [], duration: 45 }).durations.map((d) => d.duration)).toEqual([15, 45]);
    const none = meetingSchema.parse({ ...two, durations: [{ id: 'a', duration: 15, is_default: false }] });
    expect(meetingAfter(none, { hosts: [], duration: 45 }).durations.map((d) => d.duration)).toEqual([45]);
    expect(meetingAfter(meeting, { hosts: [], duration: 45, start_time_increment: 15 })).toMatchObject({
      duration: 45,
      start_time_increment: 15,
    });
  });
});
