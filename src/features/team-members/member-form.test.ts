import { describe, expect, it } from 'vitest';
import { changes, memberSchema, saveLabel, valuesOf } from './member-form';

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

describe('team member form', () => {
  it('sends only what changed', () => {
    const initial = valuesOf(member);
    expect(changes(initial, initial)).toEqual({ body: {}, fields: [] });
    const edited = { ...initial, organization_role: 'Admin', time_zone: 'Europe/Paris', first_name: ' Priya ' };
    expect(changes(initial, edited)).toEqual({ body: { organization_role: 'Admin', time_zone: 'Europe/Paris' }, fields: ['time_zone', 'organization_role'] });
    expect(changes(initial, { ...initial, active: 'inactive' }).body).toEqual({ active: false });
  });

  it('says on the button what will change', () => {
    expect(saveLabel([])).toBe('No changes to save');
    expect(saveLabel(['organization_role'])).toBe('Save role');
    expect(saveLabel(['time_zone', 'organization_role', 'active'])).toBe('Save time zone, role and active');
  });

  it('opened by id, sends only what was filled in', () => {
    const initial = valuesOf(null);
    expect(initial.active).toBe('keep');
    expect(changes(initial, { ...initial, organization_role: 'Admin' })).toEqual({ body: { organization_role: 'Admin' }, fields: ['organization_role'] });
    expect(memberSchema(false).safeParse(initial).success).toBe(true);
  });

  it('refuses bad input with messages for the fields', () => {
    const bad = memberSchema(true).safeParse({ ...valuesOf(member), email: 'nope', first_name: '', time_zone: 'Mars/Base', organization_role: ' ' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      first_name: 'The first name cannot be empty.',
      email: 'This is not an email address.',
      time_zone: 'Choose a time zone from the list.',
      organization_role: 'The role cannot be empty.',
    });
  });
});
