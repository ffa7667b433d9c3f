import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@/lib/time/periods';
import { firstMessages } from '@/testing/first-messages';
import {
  newAvailabilitySchema,
  type BodyContext,
  type NewAvailabilityValues,
  newAvailabilityDraftSchema,
  zoneFor,
} from './new-availability-schema';

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

// Which zone a new availability's hours are read in, how its date overrides are sent in each API
// version (v1 names each period's weekday, v2 does not), and which stored drafts are read back.

const KNOWN: Record<string, string> = { 'priya@example.com': 'Asia/Kolkata' };
const ctxWith = (over: Partial<BodyContext> = {}): BodyContext => ({
  week: emptyWeek(),
  overrides: [],
  memberZone: (email) => KNOWN[email],
  browserZone: 'Europe/Paris',
  ...over,
});

describe('the zone the hours are read in', () => {
  it('the member’s zone is looked up by the email typed', () => {
    expect(zoneFor({ email: 'priya@example.com', timeZone: '' }, ctxWith())).toBe('Asia/Kolkata');
    expect(zoneFor({ email: 'someone@example.com', timeZone: '' }, ctxWith())).toBe('Europe/Paris');
    expect(zoneFor({ timeZone: '' }, ctxWith())).toBe('Europe/Paris');
  });

  it('a zone picked wins over the member’s', () => {
    expect(zoneFor({ email: 'priya@example.com', timeZone: 'America/Lima' }, ctxWith())).toBe('America/Lima');
  });
});

describe('date overrides in the request', () => {
  const overrides: BodyContext['overrides'] = [
    { date: '2026-12-24', kind: 'hours', ranges: [{ start: 540, end: 720 }] },
    { date: '2026-12-25', kind: 'unavailable' },
  ];
  const typed = { email: 'priya@example.com', name: 'Winter hours', timeZone: '' };

  it('v2 sends each date with its hours', () => {
    const out = newAvailabilitySchema(ctxWith({ overrides })).parse({ ...typed, version: 'v2' });
    expect(out.body.overrides).toEqual([
      { date: '2026-12-24', periods: [{ start_time: '09:00 AM', end_time: '12:00 PM' }] },
      { date: '2026-12-25', periods: [] },
    ]);
  });

  it('v1 is accepted, and names the weekday of each period', () => {
    const out = newAvailabilitySchema(ctxWith({ overrides })).parse({ ...typed, version: 'v1' });
    expect(out.version).toBe('v1');
    expect(out.body.overrides).toEqual([
      { date: '2026-12-24', periods: [{ wday: 'thursday', start_time: '09:00 AM', end_time: '12:00 PM' }] },
      { date: '2026-12-25', periods: [] },
    ]);
  });
});

describe('a stored draft of a new availability', () => {
  const draft = {
    values: { email: 'priya@example.com', name: 'Winter hours', timeZone: '', version: 'v1' },
    week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] },
    overrides: [
      { date: '2026-12-24', kind: 'unavailable' },
      { date: '2026-12-25', kind: 'remove' },
      { date: '2026-12-26', kind: 'hours', ranges: [{ start: 600, end: 720 }] },
    ],
    cellMinutes: 15,
    zone: 'Asia/Kolkata',
  };

  it('reads back as written: the typed fields, week, each kind of override, cell size and zone', () => {
    expect(newAvailabilityDraftSchema.parse(draft)).toEqual(draft);
    for (const cellMinutes of [30, 60])
      expect(newAvailabilityDraftSchema.parse({ ...draft, cellMinutes }).cellMinutes).toBe(cellMinutes);
    expect(
      newAvailabilityDraftSchema.parse({ ...draft, values: { ...draft.values, version: 'v2' } }).values.version,
    ).toBe('v2');
  });

  it('a draft with another cell size, version or kind of override is not read', () => {
    expect(newAvailabilityDraftSchema.safeParse({ ...draft, cellMinutes: 45 }).success).toBe(false);
    expect(newAvailabilityDraftSchema.safeParse({ ...draft, values: { ...draft.values, version: 'v3' } }).success).toBe(
      false,
    );
    expect(
      newAvailabilityDraftSchema.safeParse({ ...draft, overrides: [{ date: '2026-12-24', kind: 'closed' }] }).success,
    ).toBe(false);
  });
});
