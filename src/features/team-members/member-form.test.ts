import { describe, expect, it } from 'vitest';
import {
  afterUpdate,
  changedFields,
  doneTitle,
  memberSchema,
  saveLabel,
  valuesOf,
  type MemberValues,
  rolesOf,
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

// The product's rules for the member form, each pinned so that a one-character change fails here.

const known = valuesOf(member);

const messages = (initial: MemberValues, values: MemberValues, isKnown = true) =>
  parse(initial, values, isKnown).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the member PATCH body', () => {
  it('sends every changed text field trimmed, never with the spaces typed around it', () => {
    const edited: MemberValues = {
      first_name: '  Mateo ',
      last_name: ' García  ',
      email: ' mateo@example.com ',
      time_zone: ' Europe/Madrid ',
      organization_role: ' Admin ',
      active: 'active',
    };
    expect(parse(known, edited).data).toEqual({
      body: {
        first_name: 'Mateo',
        last_name: 'García',
        email: 'mateo@example.com',
        time_zone: 'Europe/Madrid',
        organization_role: 'Admin',
      },
      fields: ['first_name', 'last_name', 'email', 'time_zone', 'organization_role'],
    });
  });

  it('sends active as a boolean, and nothing for a member whose state is unknown', () => {
    expect(parse(known, { ...known, active: 'inactive' }).data).toEqual({
      body: { active: false },
      fields: ['active'],
    });
    const inactive = valuesOf({ ...member, active: false });
    expect(parse(inactive, { ...inactive, active: 'active' }).data).toEqual({
      body: { active: true },
      fields: ['active'],
    });
    const unknown = valuesOf(null);
    expect(parse(unknown, { ...unknown, active: 'keep' }, false).data).toEqual({ body: {}, fields: [] });
  });
});

describe('a member’s active state', () => {
  it('reads a missing or null active field as active: only an explicit false is inactive', () => {
    const withoutActive: Omit<typeof member, 'active'> = { ...member };
    delete (withoutActive as Partial<typeof member>).active;
    expect(valuesOf(withoutActive).active).toBe('active');
    expect(valuesOf({ ...member, active: null }).active).toBe('active');
    expect(valuesOf({ ...member, active: undefined }).active).toBe('active');
    expect(valuesOf({ ...member, active: false }).active).toBe('inactive');
    expect(valuesOf(null).active).toBe('keep');
  });
});

describe('what counts as a change', () => {
  it('ignores spaces around an unchanged value, and an empty field of a member opened by id', () => {
    expect(changedFields(known, { ...known, first_name: ' Priya  ' })).toEqual([]);
    const unknown = valuesOf(null);
    expect(changedFields(unknown, { ...unknown, first_name: 'Ana' })).toEqual(['first_name']);
    expect(changedFields(unknown, { ...unknown, active: 'keep' })).toEqual([]);
    // Spaces stored around a value are not the admin's change either.
    const spaced = valuesOf({ ...member, organization_role: ' Admin ' });
    expect(changedFields(spaced, { ...spaced, organization_role: 'Admin' })).toEqual([]);
    // Opened by id, an emptied field is unknown, not a change; "keep" never changes the state.
    const byId: MemberValues = { ...valuesOf(null), first_name: 'Ana' };
    expect(changedFields(byId, { ...byId, first_name: '' })).toEqual([]);
    expect(changedFields(known, { ...known, active: 'keep' })).toEqual([]);
    // A known member's field emptied is a change (which the schema then refuses).
    expect(changedFields(known, { ...known, last_name: '' })).toEqual(['last_name']);
  });

  it('reads an unknown member’s values as empty, a known one’s missing fields as empty too', () => {
    expect(valuesOf(null)).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      time_zone: '',
      organization_role: '',
      active: 'keep',
    });
    expect(valuesOf({ id: 'm2', time_zone: undefined })).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      time_zone: '',
      organization_role: '',
      active: 'active',
    });
  });
});

describe('the limits on each field', () => {
  it('takes a first and last name of 50 characters, refuses 51', () => {
    const fifty = 'a'.repeat(50);
    expect(parse(known, { ...known, first_name: fifty, last_name: fifty }).success).toBe(true);
    expect(messages(known, { ...known, first_name: `${fifty}b` })).toEqual([
      ['first_name', 'Keep the first name under 50 characters.'],
    ]);
    expect(messages(known, { ...known, last_name: `${fifty}b` })).toEqual([
      ['last_name', 'Keep the last name under 50 characters.'],
    ]);
    // Counted after the trim.
    expect(parse(known, { ...known, first_name: ` ${fifty} ` }).success).toBe(true);
  });

  it('refuses an emptied name, email or role of a known member, but lets an unknown one leave them empty', () => {
    expect(messages(known, { ...known, first_name: '  ' })).toEqual([
      ['first_name', 'The first name cannot be empty.'],
    ]);
    expect(messages(known, { ...known, organization_role: '' })).toEqual([
      ['organization_role', 'The role cannot be empty.'],
    ]);
    expect(messages(known, { ...known, email: '' })).toEqual([['email', 'The email cannot be empty.']]);
    expect(messages(known, { ...known, email: 'not-an-address' })).toEqual([
      ['email', 'This is not an email address.'],
    ]);
    expect(parse(known, { ...known, last_name: '' }).success).toBe(true);
    const unknown = valuesOf(null);
    expect(parse(unknown, { ...unknown, first_name: 'Ana' }, false).success).toBe(true);
    expect(parse(known, { ...known, first_name: '' }).error?.issues[0]).toMatchObject({
      code: 'custom',
      path: ['first_name'],
    });
  });

  it('does not ask the admin to fix an empty role the workspace already holds', () => {
    const noRole = valuesOf({ ...member, organization_role: '' });
    expect(parse(noRole, { ...noRole, first_name: 'Ana' }).data).toEqual({
      body: { first_name: 'Ana' },
      fields: ['first_name'],
    });
  });

  it('takes a zone from the list or none, refuses one that is not', () => {
    expect(parse(known, { ...known, time_zone: 'Europe/Paris' }).success).toBe(true);
    expect(messages(known, { ...known, time_zone: 'Mars/Olympus' })).toEqual([
      ['time_zone', 'Choose a time zone from the list.'],
    ]);
    expect(parse(known, { ...known, time_zone: '' }).data?.body).toEqual({ time_zone: '' });
  });
});

describe('what the screen says', () => {
  it('offers the roles seen among members, each once, sorted, none empty', () => {
    expect(
      rolesOf([
        { ...member, organization_role: 'Standard' },
        { ...member, organization_role: 'Admin' },
        { ...member, organization_role: null },
        { ...member, organization_role: 'Admin' },
      ]),
    ).toEqual(['Admin', 'Standard']);
    expect(rolesOf([])).toEqual([]);
  });

  it('names the fields to save, joined as a sentence', () => {
    expect(saveLabel([])).toBe('No changes to save');
    expect(saveLabel(['email'])).toBe('Save email');
    expect(saveLabel(['first_name', 'email'])).toBe('Save first name and email');
    expect(saveLabel(['first_name', 'last_name', 'organization_role'])).toBe('Save first name, last name and role');
  });

  it('says what happened, to whom', () => {
    expect(doneTitle('Priya', { body: { active: false }, fields: ['active'] })).toBe('Priya deactivated');
    expect(doneTitle('Priya', { body: { active: true }, fields: ['active'] })).toBe('Priya reactivated');
    expect(doneTitle('Priya', { body: { email: 'p@x.io', active: false }, fields: ['email', 'active'] })).toBe(
      'Priya: email saved, deactivated',
    );
    expect(doneTitle('Priya', { body: { email: 'p@x.io' }, fields: ['email'] })).toBe('Priya: email saved');
  });

  it('shows after a save the values the body set, and the others as they were', () => {
    expect(afterUpdate(known, { last_name: 'R.', active: false })).toEqual({
      ...known,
      last_name: 'R.',
      active: 'inactive',
    });
    expect(afterUpdate({ ...known, active: 'inactive' }, { active: true })).toEqual(known);
    expect(afterUpdate(known, {})).toEqual(known);
  });
});
