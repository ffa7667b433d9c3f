import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/meetings/schemas';
import { filterMatch, keepMatching, linkOf, matchesFilter } from './link-filter';

const meeting = (sid: string, name: string, emails: string[], slug = name.toLowerCase()) =>
  ({
    sid,
    name,
    slug,
    hosts: emails.map((email) => ({ email, name: email.split('@')[0] })),
    updated_at: '2026-01-01T00:00:00Z',
  }) as unknown as Meeting;

describe('matchesFilter', () => {
  it('needs one of the hosts asked for, whatever the case', () => {
    expect(matchesFilter(meeting('a', 'Intro', ['Ana@x.test', 'bo@x.test']), { hosts: ['ana@x.TEST'], q: '' })).toBe(
      true,
    );
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
    const sent = [
      meeting('a', 'A', ['ana@x.test']),
      meeting('b', 'B', ['bo@x.test']),
      meeting('a', 'A', ['ana@x.test']),
      meeting('c', 'C', ['ana@x.test']),
    ];
    const { links, leftOut } = keepMatching(sent, { hosts: ['ana@x.test'], q: '' });
    expect(links.map((l) => l.sid)).toEqual(['a', 'c']);
    expect(leftOut).toBe(1);
    expect(links[0]).toEqual({ sid: 'a', name: 'A', search: 'a', hosts: ['ana'], updatedAt: '2026-01-01T00:00:00Z' });
  });
});

describe('a link whose answer does not list its hosts', () => {
  // The vendor's meeting schema has no `hosts`: the reader marks such a link `hostsUnlisted`.
  const unlisted = (sid: string, name: string) => ({ ...meeting(sid, name, []), hostsUnlisted: true }) as Meeting;

  it('is kept by a host filter as unchecked, not dropped as a link nobody hosts', () => {
    expect(filterMatch(unlisted('a', 'Intro'), { hosts: ['ana@x.test'], q: '' })).toBe('unchecked');
    expect(matchesFilter(unlisted('a', 'Intro'), { hosts: ['ana@x.test'], q: '' })).toBe(true);
    expect(filterMatch(meeting('a', 'Intro', []), { hosts: ['ana@x.test'], q: '' })).toBe('no');
  });

  it('still needs the search, and is checked in full when no host is asked for', () => {
    expect(filterMatch(unlisted('a', 'Demo'), { hosts: ['ana@x.test'], q: 'intro' })).toBe('no');
    expect(filterMatch(unlisted('a', 'Demo'), { hosts: [' '], q: 'demo' })).toBe('yes');
  });

  it('is counted apart when a run keeps it', () => {
    const sent = [unlisted('a', 'A'), meeting('b', 'B', ['bo@x.test']), meeting('c', 'C', ['ana@x.test'])];
    expect(keepMatching(sent, { hosts: ['ana@x.test'], q: '' })).toMatchObject({ leftOut: 1, unchecked: 1 });
    expect(keepMatching(sent, { hosts: ['ana@x.test'], q: '' }).links.map((l) => l.sid)).toEqual(['a', 'c']);
  });
});

describe('the filter as typed', () => {
  it('reads hosts and search without the spaces or case typed around them, on either side', () => {
    const spaced = {
      ...meeting('a', 'Intro call', []),
      hosts: [{ email: ' Ana@X.test ', name: 'Ana' }],
    } as unknown as Meeting;
    expect(matchesFilter(spaced, { hosts: ['  ana@x.test '], q: '  intro ' })).toBe(true);
  });

  it('reads blank host entries as no host filter at all', () => {
    expect(matchesFilter(meeting('a', 'Intro', ['bo@x.test']), { hosts: ['', '  '], q: '' })).toBe(true);
  });

  it('matches a search against a link with no name or no slug without failing', () => {
    const bare = { sid: 'a', name: null, slug: null, hosts: [] } as unknown as Meeting;
    expect(matchesFilter(bare, { hosts: [], q: 'intro' })).toBe(false);
    for (const q of ['a', 'e', 'r']) expect(matchesFilter(bare, { hosts: [], q })).toBe(false);
    expect(matchesFilter({ ...bare, slug: 'intro-call' } as Meeting, { hosts: [], q: 'intro' })).toBe(true);
    expect(matchesFilter({ ...bare, name: 'Intro call' } as Meeting, { hosts: [], q: 'intro' })).toBe(true);
  });
});

describe('linkOf', () => {
  it('searches a link by its slug, else its name, else its id', () => {
    const base = { sid: 'x9', hosts: [] } as unknown as Meeting;
    expect(linkOf({ ...base, name: 'Intro', slug: 'intro-call' } as Meeting)).toMatchObject({
      name: 'Intro',
      search: 'intro-call',
    });
    expect(linkOf({ ...base, name: 'Intro', slug: '' } as Meeting)).toMatchObject({ name: 'Intro', search: 'Intro' });
    expect(linkOf({ ...base, name: '', slug: '' } as Meeting)).toMatchObject({
      name: 'x9',
      search: 'x9',
      updatedAt: null,
    });
  });

  it('names each host by name, else email, and leaves out a host with neither', () => {
    const m = {
      sid: 'a',
      name: 'A',
      slug: 'a',
      hosts: [
        { name: 'Ana', email: 'ana@x.test' },
        { name: '', email: 'bo@x.test' },
        { name: '', email: '' },
      ],
    } as unknown as Meeting;
    expect(linkOf(m).hosts).toEqual(['Ana', 'bo@x.test']);
  });
});
