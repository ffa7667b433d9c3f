import { describe, expect, it } from 'vitest';
import { bookingSchema } from './bookings/schemas';
import { optZone } from './schema-helpers';
import { teamMemberSchema } from './team-members/schemas';

describe('optZone', () => {
  it('reads a zone the workspace sends by an old name under its current one', () => {
    expect(optZone.parse('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(optZone.parse('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(optZone.parse('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(optZone.parse('Mars/Base')).toBe('Mars/Base');
    expect(optZone.parse(null)).toBeNull();
    expect(optZone.parse(undefined)).toBeUndefined();
  });

  it('is how a member and a booking read their zones', () => {
    expect(teamMemberSchema.parse({ id: 'm1', time_zone: 'Asia/Calcutta' }).time_zone).toBe('Asia/Kolkata');
    expect(bookingSchema.parse({ id: 'b1', time_zone: 'Asia/Calcutta' }).time_zone).toBe('Asia/Kolkata');
  });
});
