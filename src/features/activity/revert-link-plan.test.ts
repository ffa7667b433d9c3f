import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { activityEntry } from '@/testing/activity-entry';
import { linkRevertFields, planLinkRevert } from './revert-link-plan';

const link = (over: Record<string, unknown>) =>
  meetingSchema.parse({
    id: '1',
    sid: 's1',
    name: 'Renamed',
    slug: 'intro',
    hosts: [
      { name: 'Ana', email: 'ana@example.com' },
      { name: 'Bo', email: 'bo@example.com' },
    ],
    ...over,
  });
const entry = activityEntry({
  resourceKind: 'link',
  resourceId: 's1',
  action: 'update',
  result: 'saved',
  before: { hosts: ['ana@example.com'], name: 'Intro' },
  after: { hosts: ['ana@example.com', 'bo@example.com'], name: 'Renamed' },
});

describe('reverting a change to a link’s settings', () => {
  it('puts back what the change set, with every host of before', () => {
    const plan = planLinkRevert(linkRevertFields(entry)!, link({}));
    expect(plan).toEqual({
      kind: 'revert',
      body: { hosts: ['ana@example.com'], name: 'Intro' },
      lines: ['Hosts: ana@example.com, bo@example.com → ana@example.com', 'Name: “Renamed” → “Intro”'],
    });
  });
  it('leaves a link changed since alone, and says so', () => {
    const plan = planLinkRevert(linkRevertFields(entry)!, link({ name: 'Someone else' }));
    expect(plan).toEqual({ kind: 'changed', words: 'Changed since: Name is now “Someone else”. Nothing is put back.' });
    const back = planLinkRevert(
      linkRevertFields(entry)!,
      link({ name: 'Intro', hosts: [{ name: 'Ana', email: 'ANA@example.com' }] }),
    );
    expect(back.kind).toBe('already');
  });
  it('offers nothing for a failed write, another kind, or a log entry without hosts', () => {
    expect(linkRevertFields({ ...entry, result: 'failed' })).toBeNull();
    expect(linkRevertFields({ ...entry, resourceKind: 'link_hours' })).toBeNull();
    expect(linkRevertFields({ ...entry, before: { durations: 30 } })).toBeNull();
  });
});
