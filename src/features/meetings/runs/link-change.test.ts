import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { changeTitle, planLinkChange, sameBody } from './link-change';

const link = (hosts: { name: string; email: string }[] | undefined, extra: Record<string, unknown> = {}) =>
  meetingSchema.parse({
    id: '1',
    sid: 'intro',
    name: 'Intro call',
    slug: 'intro-call',
    kind: 'one_on_one',
    duration: 30,
    start_time_increment: 15,
    ...(hosts ? { hosts } : {}),
    ...extra,
  });
const ana = { name: 'Ana', email: 'Ana@Example.com' };
const bo = { name: 'Bo', email: 'bo@example.com' };
const names: Record<string, string> = { 'ana@example.com': 'Ana', 'bo@example.com': 'Bo', 'cy@example.com': 'Cy' };
const nameOf = (e: string) => names[e] ?? e;

describe('one change planned against a link as it is now', () => {
  it('adds a host: every host is sent, lower case, and the line names who is added', () => {
    const plan = planLinkChange(link([ana]), { kind: 'add-host', email: ' Cy@example.com ' }, nameOf);
    expect(plan).toEqual({
      kind: 'change',
      body: { hosts: ['ana@example.com', 'cy@example.com'] },
      lines: ['Hosts: Cy added'],
      before: { hosts: ['ana@example.com'] },
    });
    expect(planLinkChange(link([ana]), { kind: 'add-host', email: 'ana@example.com' }, nameOf)).toEqual({
      kind: 'unchanged',
      words: 'Ana already hosts it.',
    });
  });

  it('removes a host, and refuses, by name, to leave a link without one', () => {
    expect(planLinkChange(link([ana, bo]), { kind: 'remove-host', email: 'ana@example.com' }, nameOf)).toMatchObject({
      kind: 'change',
      body: { hosts: ['bo@example.com'] },
      lines: ['Hosts: Ana removed'],
    });
    expect(planLinkChange(link([ana]), { kind: 'remove-host', email: 'ana@example.com' }, nameOf)).toEqual({
      kind: 'refused',
      words: 'Ana is its only host, and a link needs at least one: add another host to it first.',
    });
    expect(planLinkChange(link([bo]), { kind: 'remove-host', email: 'ana@example.com' }, nameOf)).toEqual({
      kind: 'unchanged',
      words: 'Ana does not host it.',
    });
  });

  it('sets a duration or a start-time step through the form’s own rules (1–1440 whole minutes)', () => {
    expect(planLinkChange(link([ana]), { kind: 'duration', minutes: '45' }, nameOf)).toEqual({
      kind: 'change',
      body: { hosts: ['ana@example.com'], duration: 45 },
      lines: ['Duration (minutes): “30” → “45”'],
      before: { hosts: ['ana@example.com'], duration: 30 },
    });
    expect(planLinkChange(link([ana]), { kind: 'increment', minutes: '30' }, nameOf)).toMatchObject({
      kind: 'change',
      body: { hosts: ['ana@example.com'], start_time_increment: 30 },
    });
    expect(planLinkChange(link([ana]), { kind: 'duration', minutes: '1441' }, nameOf)).toEqual({
      kind: 'refused',
      words: 'A duration is a whole number of minutes from 1 to 1440.',
    });
    expect(planLinkChange(link([ana]), { kind: 'duration', minutes: '30' }, nameOf).kind).toBe('unchanged');
  });

  it('hands a leaving member’s link over: dropped where others host it, replaced where they were alone', () => {
    const leave = (to: string | null) => ({ kind: 'hand-over' as const, leaving: 'ana@example.com', to });
    expect(planLinkChange(link([ana, bo]), leave('cy@example.com'), nameOf)).toMatchObject({
      kind: 'change',
      body: { hosts: ['bo@example.com'] },
    });
    expect(planLinkChange(link([ana]), leave('cy@example.com'), nameOf)).toMatchObject({
      kind: 'change',
      body: { hosts: ['cy@example.com'] },
      lines: ['Hosts: Cy added; Ana removed'],
    });
    expect(planLinkChange(link([ana]), leave(null), nameOf)).toEqual({
      kind: 'refused',
      words: 'Ana is its only host: choose who takes it over.',
    });
    expect(planLinkChange(link([ana]), leave('ana@example.com'), nameOf).kind).toBe('refused');
    expect(planLinkChange(link([bo]), leave('cy@example.com'), nameOf).kind).toBe('unchanged');
  });

  it('refuses, by name, a host list naming an inactive member: the workspace would refuse the PATCH', () => {
    const asleep = (e: string) => e === 'bo@example.com';
    const leave = { kind: 'hand-over' as const, leaving: 'ana@example.com', to: 'cy@example.com' };
    expect(planLinkChange(link([ana, bo]), leave, nameOf, asleep)).toEqual({
      kind: 'refused',
      words:
        'Bo is an inactive member, and the workspace refuses a host list that names one: change this link on its own page.',
    });
    expect(planLinkChange(link([ana, bo]), { kind: 'remove-host', email: 'bo@example.com' }, nameOf, asleep).kind).toBe(
      'change',
    );
  });

  it('refuses a link whose answer lists no hosts: a PATCH would replace hosts it cannot see', () => {
    const plan = planLinkChange(link(undefined), { kind: 'duration', minutes: '45' }, nameOf);
    expect(plan.kind).toBe('refused');
    expect(plan).toMatchObject({ words: expect.stringMatching(/does not list its hosts/) });
  });

  it('compares bodies whatever the hosts’ order and case, and says the change in words', () => {
    expect(
      sameBody({ hosts: ['A@x.com', 'b@x.com'], duration: 5 }, { duration: 5, hosts: ['b@x.com', 'a@x.com'] }),
    ).toBe(true);
    expect(sameBody({ hosts: ['a@x.com'] }, { hosts: ['a@x.com', 'b@x.com'] })).toBe(false);
    expect(sameBody({ hosts: ['a@x.com'], duration: 5 }, { hosts: ['a@x.com'], duration: 6 })).toBe(false);
    expect(changeTitle({ kind: 'add-host', email: 'Bo@example.com' }, nameOf)).toBe('Add Bo as a host');
    expect(changeTitle({ kind: 'increment', minutes: ' 20 ' }, nameOf)).toBe('Start times every 20 minutes');
  });
});
