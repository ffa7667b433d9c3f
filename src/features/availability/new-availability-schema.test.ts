import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@/lib/time/periods';
import { firstMessages } from '@/testing/first-messages';
import { newAvailabilitySchema, type BodyContext, type NewAvailabilityValues } from './new-availability-schema';

const ctx: BodyContext = {
  week: emptyWeek(),
  overrides: [],
  memberZone: () => 'Asia/Kolkata',
  browserZone: 'Europe/Paris',
};
const valid: NewAvailabilityValues = {
  email: ' priya@example.com ',
  name: ' Winter hours ',
  timeZone: '',
  version: 'v2',
};

const messages = (input: NewAvailabilityValues) => firstMessages(newAvailabilitySchema(ctx).safeParse(input));

describe('the new availability schema', () => {
  it('turns the typed fields into the request, trimmed, in the member’s zone when none was picked', () => {
    const out = newAvailabilitySchema(ctx).parse(valid);
    expect(out.version).toBe('v2');
    expect(out.body).toMatchObject({ email: 'priya@example.com', name: 'Winter hours', time_zone: 'Asia/Kolkata' });
    expect(out.body).not.toHaveProperty('overrides');
    expect(newAvailabilitySchema(ctx).parse({ ...valid, timeZone: 'America/Lima' }).body.time_zone).toBe(
      'America/Lima',
    );
  });

  it('gives one message per field, the first that applies', () => {
    expect(messages({ ...valid, email: '  ', name: '' })).toEqual({
      email: 'Enter the email of the team member who gets this availability.',
      name: 'Give the availability a name, for example “Winter hours”.',
    });
    expect(messages({ ...valid, email: 'priya at example' })).toEqual({ email: 'This is not an email address.' });
    expect(messages({ ...valid, name: 'x'.repeat(121) })).toEqual({ name: 'Keep the name under 120 characters.' });
  });
});
