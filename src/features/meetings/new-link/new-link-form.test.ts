import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { BLANK, fromTemplate, newLinkSchema, slugToSend, type NewLinkValues } from './new-link-form';

const template = meetingSchema.parse({
  id: 'tpl-1',
  sid: 'tsid',
  name: 'Intro call',
  slug: 'intro-call',
  description: 'Say hello',
  kind: 'round_robin',
  duration: 45,
  spot: 'zoom',
  spots: [
    { id: 's1', spot: 'zoom', is_default: false },
    { id: 's2', spot: 'in_person', is_default: true, in_person_location: '1 Main St' },
  ],
  hosts: null,
});
const filled: NewLinkValues = { ...BLANK, name: '  Sales call ', hosts: ['ana@example.com'] };
const issues = (values: NewLinkValues, from = template as typeof template | null) =>
  Object.fromEntries(
    (newLinkSchema(from).safeParse(values).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );

describe('a new link from scratch', () => {
  it('sends the four required fields, the kind and the place, trimmed and typed; the slug made from the name', () => {
    expect(newLinkSchema(null).parse(filled)).toEqual({
      body: {
        name: 'Sales call',
        slug: 'sales-call',
        hosts: ['ana@example.com'],
        duration: 30,
        kind: 'one_on_one',
        spots: [{ spot: 'jitsi', is_default: true }],
      },
      template: null,
    });
    expect(
      newLinkSchema(null).parse({
        ...filled,
        slug: ' own-slug ',
        description: 'Words',
        place: 'phone_call',
        placeText: ' +1 555 ',
      }).body,
    ).toMatchObject({
      slug: 'own-slug',
      description: 'Words',
      spots: [{ spot: 'phone_call', is_default: true, phone_call_number: '+1 555' }],
    });
  });

  it('refuses, at their fields: no name, no host, a host that is no address, minutes out of range, no place, a place without its text', () => {
    expect(issues({ ...BLANK, duration: '0', place: '' }, null)).toEqual({
      name: 'Give the link a name.',
      hosts: 'A link needs at least one host.',
      duration: 'A duration is a whole number of minutes from 1 to 1440.',
      place: 'Choose where the meeting takes place.',
    });
    expect(issues({ ...filled, hosts: ['ana@example.com', 'nobody'], place: 'in_person' }, null)).toEqual({
      hosts: 'Not an email address: nobody.',
      placeText: 'Give the address.',
    });
    expect(issues({ ...filled, place: 'custom' }, null)).toEqual({});
    expect(issues({ ...filled, slug: 'Not A Slug', name: 'x'.repeat(256) }, null)).toEqual({
      name: 'Keep the name to 255 characters or fewer.',
      slug: 'Use lower-case letters, digits and hyphens only, such as “not-a-slug”.',
    });
    expect(issues({ ...filled, place: 'carrier_pigeon' }, null)).toEqual({ place: 'Choose a place from the list.' });
    expect(issues({ ...filled, kind: 'party' }, null)).toEqual({ kind: 'Choose a kind from the list.' });
  });

  it('takes the typed slug over the one made from the name', () => {
    expect(slugToSend({ name: 'Café Chat', slug: '' })).toBe('cafe-chat');
    expect(slugToSend({ name: 'Café Chat', slug: ' mine ' })).toBe('mine');
  });
});

describe('a new link from a template', () => {
  it('fills the kind, duration, description and default place from the template, keeping what the admin entered', () => {
    expect(fromTemplate(filled, template)).toEqual({
      ...filled,
      templateId: 'tpl-1',
      description: 'Say hello',
      kind: 'round_robin',
      duration: '45',
      place: 'in_person',
      placeText: '1 Main St',
    });
  });

  it('sends the template and the required fields only, while the rest is as the template has it', () => {
    const values = fromTemplate(filled, template);
    expect(newLinkSchema(template).parse(values).body).toEqual({
      template_id: 'tpl-1',
      name: 'Sales call',
      slug: 'sales-call',
      hosts: ['ana@example.com'],
      duration: 45,
    });
    expect(
      newLinkSchema(template).parse({ ...values, kind: 'one_on_one', description: 'Other', placeText: '2 Side St' })
        .body,
    ).toMatchObject({
      kind: 'one_on_one',
      description: 'Other',
      spots: [{ spot: 'in_person', is_default: true, in_person_location: '2 Side St' }],
    });
  });

  it('refuses the template’s own slug before sending: the workspace would say it is taken', () => {
    expect(issues({ ...fromTemplate(filled, template), name: 'Intro call' })).toEqual({
      slug: 'This is the template’s own slug: a link needs one of its own.',
    });
  });

  it('a template with a kind or a place Slotboard cannot read leaves them as the template has them', () => {
    const odd = meetingSchema.parse({ id: 't2', sid: 's2', kind: 'party', spot: 'carrier_pigeon', duration: 30 });
    const values = fromTemplate(filled, odd);
    expect(values).toMatchObject({ kind: '', place: '', placeText: '' });
    const body = newLinkSchema(odd).parse(values).body;
    expect(body).not.toHaveProperty('kind');
    expect(body).not.toHaveProperty('spots');
  });
});
