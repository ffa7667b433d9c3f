import { describe, expect, it } from 'vitest';
import { hostName, resolveHostInput, suggestHosts } from './host-suggestions';

const people = [
  { email: 'lucas.ferreira@example.com', name: 'Lucas Ferreira' },
  { email: 'mateo.garcia@example.com', name: 'Mateo García' },
  { email: 'oliver.smith@example.com', name: 'Oliver Smith' },
  { email: 'sofia.lindqvist@example.com', name: 'Sofia Lindqvist' },
  { email: 'noname@example.com', name: '' },
];

describe('suggestHosts', () => {
  it('finds a member by first name, last name, accent-free name and part of the email', () => {
    expect(suggestHosts(people, 'lucas', []).map((p) => p.email)).toEqual(['lucas.ferreira@example.com']);
    expect(suggestHosts(people, 'Smith', []).map((p) => p.email)).toEqual(['oliver.smith@example.com']);
    expect(suggestHosts(people, 'garcia', []).map((p) => p.email)).toEqual(['mateo.garcia@example.com']);
    expect(suggestHosts(people, 'lindq', []).map((p) => p.email)).toEqual(['sofia.lindqvist@example.com']);
    expect(suggestHosts(people, 'noname@', []).map((p) => p.email)).toEqual(['noname@example.com']);
  });

  it('puts names that start with the text first and leaves out chosen hosts', () => {
    const o = suggestHosts(people, 'o', []).map((p) => p.name);
    expect(o[0]).toBe('Oliver Smith');
    expect(suggestHosts(people, 'lucas', ['lucas.ferreira@example.com'])).toEqual([]);
  });

  it('finds a member by several words in any order, each the start of a word of the name or email', () => {
    const found = (typed: string) => suggestHosts(people, typed, []).map((p) => p.name);
    expect(found('smith oliver')).toEqual(['Oliver Smith']);
    expect(found('  SMITH   Ol ')).toEqual(['Oliver Smith']);
    expect(found('garcia mateo')).toEqual(['Mateo García']);
    expect(found('ferreira lucia')).toEqual([]);
    expect(found('smith lucas')).toEqual([]);
    expect(found('mith oliver')).toEqual([]);
    expect(resolveHostInput('smith oliver', people, [])).toEqual({ kind: 'add', emails: ['oliver.smith@example.com'] });
  });

  it('ranks words in any order after a name that starts with the text, before an email that does', () => {
    const both = [
      { email: 'smith.o@example.com', name: 'Sam Other' },
      { email: 'x@example.com', name: 'Smith Oliver' },
      { email: 'oliver.smith@example.com', name: 'Oliver Smith' },
    ];
    expect(suggestHosts(both, 'smith o', []).map((p) => p.name)).toEqual(['Smith Oliver', 'Oliver Smith', 'Sam Other']);
  });

  it('offers everyone (up to the limit) for empty text', () => {
    expect(suggestHosts(people, '', [], 3)).toHaveLength(3);
  });
});

describe('resolveHostInput', () => {
  it('takes a full email as it is, even outside the team, in lower case', () => {
    expect(resolveHostInput('Guest@Elsewhere.org', people, [])).toEqual({
      kind: 'add',
      emails: ['guest@elsewhere.org'],
    });
  });
  it('takes the single matching member for a name', () => {
    expect(resolveHostInput('lucas', people, [])).toEqual({ kind: 'add', emails: ['lucas.ferreira@example.com'] });
  });
  it('asks for a choice when several match, and says when nobody does', () => {
    expect(resolveHostInput('example', people, [])).toEqual({ kind: 'choose', count: 5 });
    expect(resolveHostInput('nobody', people, [])).toEqual({ kind: 'unknown', text: 'nobody' });
  });
});

describe('hostName', () => {
  it('is the member name, or the email when none is known', () => {
    expect(hostName('oliver.smith@example.com', people)).toBe('Oliver Smith');
    expect(hostName('noname@example.com', people)).toBe('noname@example.com');
    expect(hostName('guest@elsewhere.org', people)).toBe('guest@elsewhere.org');
  });
});
