import { describe, expect, it } from 'vitest';
import { createSeed } from './seed.ts';
import { meetingBytes, serializeMeeting } from './serialize.ts';

/** The kept JSON of a link, as text. */
const meetingJson = (...args: Parameters<typeof meetingBytes>) => meetingBytes(...args).toString('utf8');

describe('meetingBytes (the kept JSON of a link)', () => {
  const seed = createSeed({ meetings: 30 });
  const members = () => new Map(seed.members.map((m) => [m.id, m]));
  const fresh = (i: number, version: 'v1' | 'v2') => JSON.stringify(serializeMeeting(seed.meetings[i]!, seed, version));

  it('is the same text as a fresh serialisation, for both versions', () => {
    for (let i = 0; i < seed.meetings.length; i++) {
      expect(meetingJson(seed.meetings[i]!, seed, 'v2', members())).toBe(fresh(i, 'v2'));
      expect(meetingJson(seed.meetings[i]!, seed, 'v1', members())).toBe(fresh(i, 'v1'));
    }
  });

  it('follows a write to the link and a renamed host', () => {
    const m = seed.meetings.find((x) => x.hostIds.length > 0)!;
    const i = seed.meetings.indexOf(m);
    meetingJson(m, seed, 'v2', members());
    m.updated_at = '2031-01-01T00:00:00.000Z';
    expect(meetingJson(m, seed, 'v2', members())).toContain('"updated_at":"2031-01-01T00:00:00.000Z"');
    const host = seed.members.find((x) => x.id === m.hostIds[0])!;
    host.first_name = 'Renamed';
    expect(meetingJson(m, seed, 'v2', members())).toBe(fresh(i, 'v2'));
    expect(meetingJson(m, seed, 'v2', members())).toContain('Renamed');
  });

  it("follows a host's new email, a host added in place and a host no longer in the team", () => {
    const m = seed.meetings.find((x) => x.hostIds.length > 0)!;
    const i = seed.meetings.indexOf(m);
    const host = seed.members.find((x) => x.id === m.hostIds[0])!;
    meetingJson(m, seed, 'v2', members());
    host.email = 'moved@example.com';
    expect(meetingJson(m, seed, 'v2', members())).toContain('moved@example.com');
    const other = seed.members.find((x) => !m.hostIds.includes(x.id))!;
    m.hostIds.push(other.id);
    expect(meetingJson(m, seed, 'v2', members())).toBe(fresh(i, 'v2'));
    expect(meetingJson(m, seed, 'v2', members())).toContain(other.email);
    const without = members();
    without.delete(other.id);
    expect(meetingJson(m, seed, 'v2', without)).not.toContain(other.email);
  });
});
