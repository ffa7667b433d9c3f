import { describe, expect, it } from 'vitest';
import { knownPeople } from './use-known-people';

describe('knownPeople', () => {
  it('names a member as every screen does: first and last name, each trimmed, one space between', () => {
    expect(knownPeople([{ email: 'Ann@Example.com', first_name: ' Ann ', last_name: ' Lee ' }], [])).toEqual([
      { email: 'ann@example.com', name: 'Ann Lee' },
    ]);
  });

  it('a member whose name is only spaces has no name, so a link host with a name for that email gives it', () => {
    const people = knownPeople(
      [{ email: 'bo@example.com', first_name: '  ', last_name: null }],
      [{ meetings: [{ hosts: [{ email: 'BO@example.com', name: 'Bo Host' }] }] }],
    );
    expect(people).toEqual([{ email: 'bo@example.com', name: 'Bo Host' }]);
  });

  it('keeps the member name over a link host name, each email once, sorted by name (else email)', () => {
    const people = knownPeople(
      [{ email: 'zed@example.com', first_name: 'Zed', last_name: '' }],
      [
        undefined,
        { meetings: [{ hosts: [{ email: 'zed@example.com', name: 'Other' }, { email: 'amy@example.com' }] }] },
      ],
    );
    expect(people).toEqual([
      { email: 'amy@example.com', name: '' },
      { email: 'zed@example.com', name: 'Zed' },
    ]);
  });
});
