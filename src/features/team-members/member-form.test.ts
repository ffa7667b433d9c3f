import { describe, expect, it } from 'vitest';
import {
  afterUpdate,
  changedFields,
  doneTitle,
  memberSchema,
  saveLabel,
  valuesOf,
  type MemberValues,
} from './member-form';

const member = {
  id: 'm1',
  first_name: 'Priya',
  last_name: 'Raghunathan',
  email: 'priya@example.com',
  time_zone: 'Asia/Kolkata',
  organization_role: 'Standard',
  active: true,
  profile_image_url: null,
};

const parse = (initial: MemberValues, values: MemberValues, known = true) =>
  memberSchema(initial, known).safeParse(values);

describe('team member form', () => {
  it('builds the body of only what changed', () => {
    const initial = valuesOf(member);
    expect(parse(initial, initial).data).toEqual({ body: {}, fields: [] });
    const edited = { ...initial, organization_role: 'Admin', time_zone: 'Europe/Paris', first_name: ' Priya ' };
    expect(parse(initial, edited).data).toEqual({
      body: { organization_role: 'Admin', time_zone: 'Europe/Paris' },
      fields: ['time_zone', 'organization_role'],
    });
    expect(parse(initial, { ...initial, active: 'inactive' }).data?.body).toEqual({ active: false });
  });

  it('checks only what the admin changed: an odd stored email does not stop a role change', () => {
    const initial = valuesOf({ ...member, email: 'string', first_name: '' });
    const result = parse(initial, { ...initial, organization_role: 'Admin' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ body: { organization_role: 'Admin' }, fields: ['organization_role'] });
    // Changed, the same email is checked.
    expect(parse(initial, { ...initial, email: 'string2' }).error?.issues.map((i) => i.message)).toEqual([
      'This is not an email address.',
    ]);
  });

  it('says on the button what will change', () => {
    expect(saveLabel([])).toBe('No changes to save');
    expect(saveLabel(['organization_role'])).toBe('Save role');
    expect(saveLabel(['time_zone', 'organization_role', 'active'])).toBe('Save time zone, role and active');
  });

  it('says in the notice what happened, to whom', () => {
    expect(doneTitle('Mateo García', { body: { active: false }, fields: ['active'] })).toBe('Mateo García deactivated');
    expect(doneTitle('Mateo García', { body: { active: true }, fields: ['active'] })).toBe('Mateo García reactivated');
    expect(
      doneTitle('Priya R', {
        body: { last_name: 'R', organization_role: 'Admin' },
        fields: ['last_name', 'organization_role'],
      }),
    ).toBe('Priya R: last name and role saved');
  });

  it('opened by id, sends only what was filled in', () => {
    const initial = valuesOf(null);
    expect(initial.active).toBe('keep');
    expect(parse(initial, { ...initial, organization_role: 'Admin' }, false).data).toEqual({
      body: { organization_role: 'Admin' },
      fields: ['organization_role'],
    });
    expect(parse(initial, initial, false).success).toBe(true);
    expect(changedFields(initial, { ...initial, email: '' })).toEqual([]);
  });

  it('refuses bad changes with messages for the fields', () => {
    const initial = valuesOf(member);
    const bad = parse(initial, {
      ...initial,
      email: 'nope',
      first_name: '',
      time_zone: 'Mars/Base',
      organization_role: ' ',
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      first_name: 'The first name cannot be empty.',
      email: 'This is not an email address.',
      time_zone: 'Choose a time zone from the list.',
      organization_role: 'The role cannot be empty.',
    });
  });

  it('shows the values the body set after a save known only by reading back', () => {
    expect(afterUpdate(valuesOf(member), { organization_role: 'Admin', active: false })).toMatchObject({
      organization_role: 'Admin',
      active: 'inactive',
      email: 'priya@example.com',
    });
  });
});
