import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/meetings/schemas';
import { keepMatching, matchesFilter } from './link-filter';

const meeting = (sid: string, name: string, emails: string[], slug = name.toLowerCase()) =>
  ({ sid, name, slug, hosts: emails.map((email) => ({ email, name: email.split('@')[0] })), updated_at: '2026-01-01T00:00:00Z' }) as unknown as Meeting;

describe('matchesFilter', () => {
  it('needs one of the hosts asked for, whatever the case', () => {
    expect(matchesFilter(meeting('a', 'Intro', ['Ana@x.test', 'bo@x.test']), { hosts: ['ana@x.TEST'], q: '' })).toBe(true);
    expect(matchesFilter(meeting('a', 'Intro', ['bo@x.test']), { hosts: ['ana@x.test'], q: '' })).toBe(false);
  });

  it('needs the search in the name or the slug', () => {
    expect(matchesFilter(meeting('a', 'Intro call', [], 'hello'), { hosts: [], q: 'INTRO' })).toBe(true);
    expect(matchesFilter(meeting('a', 'Demo', [], 'intro-demo'), { hosts: [], q: 'intro' })).toBe(true);
    expect(matchesFilter(meeting('a', 'Demo', [], 'demo'), { hosts: [], q: 'intro' })).toBe(false);
  });
});

describe('keepMatching', () => {
  it('leaves out and counts links a workspace sent despite the filter, and keeps each link once', () => {
    const sent = [meeting('a', 'A', ['ana@x.test']), meeting('b', 'B', ['bo@x.test']), meeting('a', 'A', ['ana@x.test']), meeting('c', 'C', ['ana@x.test'])];
    const { links, leftOut } = keepMatching(sent, { hosts: ['ana@x.test'], q: '' });
    expect(links.map((l) => l.sid)).toEqual(['a', 'c']);
    expect(leftOut).toBe(1);
    expect(links[0]).toEqual({ sid: 'a', name: 'A', search: 'a', hosts: ['ana'], updatedAt: '2026-01-01T00:00:00Z' });
  });
});
