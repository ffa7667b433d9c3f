import { describe, expect, it } from 'vitest';
import { hostsFromLists } from './link-hosts';

const member = (email: string, first_name: string) => ({ email, first_name, last_name: 'Rao' });

describe("a link's hosts learned from each member's filtered links list", () => {
  it('are the members whose list holds the link, by their names', () => {
    expect(
      hostsFromLists('s2', [
        { member: member('a@x.io', 'Asha'), sids: ['s1', 's2'] },
        { member: member('b@x.io', 'Bina'), sids: ['s3'] },
        { member: member('c@x.io', 'Chitra'), sids: ['s2'] },
        { member: member('d@x.io', 'Devi'), sids: [] },
      ]),
    ).toEqual([
      { name: 'Asha Rao', email: 'a@x.io' },
      { name: 'Chitra Rao', email: 'c@x.io' },
    ]);
  });

  it('are not believed when every member got the same links: the workspace ignored the filter', () => {
    const all = ['s1', 's2', 's3'];
    expect(
      hostsFromLists('s2', [
        { member: member('a@x.io', 'Asha'), sids: all },
        { member: member('b@x.io', 'Bina'), sids: [...all].reverse() },
        { member: member('d@x.io', 'Devi'), sids: [] },
      ]),
    ).toBeNull();
  });

  it('with one member holding links, that member is believed', () => {
    expect(hostsFromLists('s1', [{ member: member('a@x.io', 'Asha'), sids: ['s1'] }])).toEqual([
      { name: 'Asha Rao', email: 'a@x.io' },
    ]);
  });
});
