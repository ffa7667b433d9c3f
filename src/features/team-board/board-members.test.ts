import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import type { TeamMember } from '@/api/team-members/schemas';
import { boardBuilder, boardMembers } from './board-members';

const av = (id: string, email: string | null, isDefault: boolean | null = null): Availability => ({
  id,
  sid: id,
  name: id,
  default: isDefault,
  periods: [],
  overrides: [],
  user: email === null ? null : { email },
});
const member = (patch: Partial<TeamMember>): TeamMember => ({
  id: 'm1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Lima',
  time_zone: 'Europe/Lisbon',
  ...patch,
});

describe('boardMembers', () => {
  it('matches availabilities to a member by email, whatever the case or spaces around it', () => {
    const [row] = boardMembers(
      [member({ email: '  Ana@Example.com ' })],
      [av('a1', ' ANA@example.COM  '), av('a2', 'other@example.com'), av('a3', null), av('a4', '  ')],
    );
    expect(row).toMatchObject({ id: 'm1', email: 'Ana@Example.com', name: 'Ana Lima', zone: 'Europe/Lisbon' });
    expect(row!.availabilities.map((a) => a.id)).toEqual(['a1']);
  });

  it('puts the default availability first and keeps the others in the workspace’s order', () => {
    const [row] = boardMembers(
      [member({})],
      [
        av('a1', 'ana@example.com', false),
        av('a2', 'ana@example.com'),
        av('a3', 'ana@example.com', true),
        av('a4', 'ana@example.com', false),
      ],
    );
    expect(row!.availabilities.map((a) => a.id)).toEqual(['a3', 'a1', 'a2', 'a4']);
  });

  it('skips an availability whose member has no email at all', () => {
    const noEmail = { ...av('a9', null), user: { id: 'u9' } };
    const [row] = boardMembers([member({})], [noEmail, av('a1', 'ana@example.com')]);
    expect(row!.availabilities.map((a) => a.id)).toEqual(['a1']);
  });

  it('leaves out a member without an email, and reads a blank zone as none', () => {
    const rows = boardMembers(
      [
        member({ id: 'm1', email: null }),
        member({ id: 'm2', email: '  ' }),
        member({ id: 'm3', email: 'c@x.org', time_zone: '  ' }),
      ],
      [],
    );
    expect(rows).toEqual([{ id: 'm3', email: 'c@x.org', name: 'Ana Lima', zone: null, availabilities: [] }]);
  });

  it('gives back the same row object while a member reads the same, a new one once anything changes', () => {
    const list = [av('a1', 'ana@example.com')];
    const first = boardMembers([member({})], list);
    expect(boardMembers([member({})], list, first)[0]).toBe(first[0]);
    expect(boardMembers([member({ time_zone: 'Asia/Tokyo' })], list, first)[0]).not.toBe(first[0]);
    expect(boardMembers([member({ first_name: 'Anna' })], list, first)[0]).not.toBe(first[0]);
    expect(boardMembers([member({ email: 'ANA@example.com' })], list, first)[0]).not.toBe(first[0]);
    expect(boardMembers([member({})], [...list, av('a2', 'ana@example.com')], first)[0]).not.toBe(first[0]);
    expect(boardMembers([member({})], [av('a1', 'ana@example.com')], first)[0]).not.toBe(first[0]);
    expect(boardMembers([member({})], [], first)[0]!.availabilities).toEqual([]);
    const two = [av('a1', 'ana@example.com'), av('a2', 'ana@example.com')];
    const before = boardMembers([member({})], two);
    expect(boardMembers([member({})], [two[0]!, av('a3', 'ana@example.com')], before)[0]).not.toBe(before[0]);
  });

  it('does not take another member’s row for this one', () => {
    const first = boardMembers([member({})], []);
    const [row] = boardMembers([member({ id: 'm2' })], [], first);
    expect(row).not.toBe(first[0]);
    expect(row!.id).toBe('m2');
  });
});

describe('boardBuilder', () => {
  it('remembers the last board it built, so an unchanged member keeps its row', () => {
    const build = boardBuilder();
    const list = [av('a1', 'ana@example.com')];
    const first = build([member({}), member({ id: 'm2', email: 'ben@example.com' })], list);
    const second = build([member({}), member({ id: 'm2', email: 'ben@example.com', time_zone: 'Asia/Tokyo' })], list);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(build([member({})], list)[0]).toBe(first[0]);
  });
});
