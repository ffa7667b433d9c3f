import { describe, expect, it } from 'vitest';
import { MEMBER_CHANGE_WORDS, MEMBER_FIELDS } from './member-fields';

describe('the names of a member’s fields', () => {
  it('labels each field as the form does, and names it in a sentence and in Activity', () => {
    expect(MEMBER_FIELDS.organization_role).toEqual({ label: 'Organization role', word: 'role' });
    expect(MEMBER_FIELDS.time_zone).toEqual({ label: 'Time zone', word: 'time zone' });
    expect(MEMBER_CHANGE_WORDS).toEqual({
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      time_zone: 'Time zone',
      organization_role: 'Role',
      active: 'Active',
    });
  });
});
