import { describe, expect, it } from 'vitest';
import { memberFullName, memberName } from './member-name';

describe('memberName', () => {
  it('is the first and last name, either alone, then the email, then "Unnamed member"', () => {
    expect(memberName({ first_name: 'Ana', last_name: 'Lima', email: 'a@x.org' })).toBe('Ana Lima');
    expect(memberName({ first_name: 'Ana', last_name: null, email: 'a@x.org' })).toBe('Ana');
    expect(memberName({ first_name: '', last_name: 'Lima', email: 'a@x.org' })).toBe('Lima');
    expect(memberName({ first_name: null, last_name: null, email: 'a@x.org' })).toBe('a@x.org');
    expect(memberName({ first_name: null, last_name: undefined, email: '' })).toBe('Unnamed member');
    expect(memberName(null)).toBe('Unnamed member');
  });

  // Copies of this rule disagreed on blanks: some showed a name of spaces, or a space before a last name.
  it('takes a part of spaces as missing and trims what is shown', () => {
    expect(memberName({ first_name: ' ', last_name: ' ', email: 'a@x.org' })).toBe('a@x.org');
    expect(memberName({ first_name: ' ', last_name: 'Lima', email: 'a@x.org' })).toBe('Lima');
    expect(memberName({ first_name: ' Ana ', last_name: ' Lima ', email: 'a@x.org' })).toBe('Ana Lima');
    expect(memberName({ first_name: '', last_name: '', email: '  a@x.org ' })).toBe('a@x.org');
    expect(memberName({ first_name: '', last_name: '', email: '   ' })).toBe('Unnamed member');
  });

  it('memberFullName is the name alone, empty without one', () => {
    expect(memberFullName({ first_name: 'Ana', last_name: ' ', email: 'a@x.org' })).toBe('Ana');
    expect(memberFullName({ first_name: ' ', last_name: null, email: 'a@x.org' })).toBe('');
    expect(memberFullName(undefined)).toBe('');
  });
});
