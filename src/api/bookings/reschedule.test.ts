import { describe, expect, it } from 'vitest';
import { ajv, pointer } from '../../../sandbox/contract-kit';
import { bodyInstant, clientZone, rescheduleBody, startsAsAsked } from './reschedule';
import type { Booking } from './schemas';

// What Slotboard sends to reschedule, checked against the vendor's OpenAPI for PATCH /bookings/{sid}.
const requestSchema = ajv.compile({
  $ref: `bookings#/paths/${pointer('/bookings/{booking_sid}')}/patch/requestBody/content/${pointer('application/json')}/schema`,
});
const booking = { name: ' Ada Lovelace ', email: 'ada@example.com', time_zone: 'America/New_York' } as Booking;

describe('the reschedule body', () => {
  it('is what the vendor documents: the five required fields, the slot as HH:MM AM/PM in the client zone', () => {
    const body = rescheduleBody(booking, { date: '2027-03-15', minutes: 14 * 60 + 5, zone: 'America/New_York' }, '  ');
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      slot_date: '2027-03-15',
      slot_start_time: '02:05 PM',
      time_zone: 'America/New_York',
    });
    expect(requestSchema(body), JSON.stringify(requestSchema.errors)).toBe(true);
    expect(requestSchema({ ...body, time_zone: undefined })).toBe(false);
  });

  it('carries a typed reason, trimmed, and still matches the schema', () => {
    const body = rescheduleBody(booking, { date: '2027-03-15', minutes: 0, zone: 'Asia/Kolkata' }, ' Host moved ');
    expect(body.reschedule_reason).toBe('Host moved');
    expect(body.slot_start_time).toBe('12:00 AM');
    expect(requestSchema(body)).toBe(true);
  });

  it('means one instant, read from the body itself, which a read-back compares to', () => {
    const body = rescheduleBody(booking, { date: '2027-03-15', minutes: 14 * 60, zone: 'America/New_York' }, '');
    // New York is on daylight time (UTC-4) from 14 March 2027.
    expect(bodyInstant(body)).toBe(Date.parse('2027-03-15T18:00:00Z'));
    expect(startsAsAsked({ starts_at: '2027-03-15T18:00:00.000Z' }, body)).toBe(true);
    expect(startsAsAsked({ starts_at: '2027-03-15T18:01:00.000Z' }, body)).toBe(false);
    expect(startsAsAsked({ starts_at: null }, body)).toBe(false);
    // A time the clocks skip is no instant at all.
    expect(bodyInstant({ ...body, slot_date: '2027-03-14', slot_start_time: '02:30 AM' })).toBeNull();
    expect(bodyInstant({ ...body, slot_start_time: '14:00' })).toBeNull();
    // Only the vendor's exact form reads: HH:MM with a 12-hour hour, a space, AM or PM.
    expect(bodyInstant({ ...body, slot_start_time: '13:00 PM' })).toBeNull();
    expect(bodyInstant({ ...body, slot_start_time: '02:00 PM!' })).toBeNull();
    expect(bodyInstant({ ...body, slot_start_time: ' 02:00 PM' })).toBeNull();
    expect(bodyInstant({ ...body, time_zone: 'Mars/Base' })).toBeNull();
  });

  it('uses the client zone the workspace gave, else the admin zone, and says which', () => {
    expect(clientZone(booking, 'Europe/London')).toEqual({ zone: 'America/New_York', given: true });
    expect(clientZone({ ...booking, time_zone: 'Not/AZone' }, 'Europe/London')).toEqual({
      zone: 'Europe/London',
      given: false,
    });
    expect(clientZone({ ...booking, time_zone: null }, 'Europe/London')).toEqual({
      zone: 'Europe/London',
      given: false,
    });
  });

  it('takes a given zone typed with spaces around it as given', () => {
    expect(clientZone({ ...booking, time_zone: ' Asia/Kolkata ' }, 'Europe/London')).toEqual({
      zone: 'Asia/Kolkata',
      given: true,
    });
    expect(clientZone({ ...booking, time_zone: '  ' }, 'Europe/London')).toEqual({
      zone: 'Europe/London',
      given: false,
    });
  });

  it('sends the booking’s own name and email trimmed, and empty ones when the workspace gave none', () => {
    const time = { date: '2027-03-15', minutes: 9 * 60, zone: 'UTC' };
    expect(rescheduleBody({ name: 'Ada', email: ' ada@example.com ' }, time, '')).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(rescheduleBody({ name: null, email: undefined }, time, '')).toMatchObject({ name: '', email: '' });
  });

  it('reads no instant from a slot date with anything around the date', () => {
    const body = rescheduleBody(booking, { date: '2027-03-15', minutes: 9 * 60, zone: 'UTC' }, '');
    expect(bodyInstant(body)).toBe(Date.parse('2027-03-15T09:00:00Z'));
    expect(bodyInstant({ ...body, slot_date: '2027-03-15T00:00' })).toBeNull();
    expect(bodyInstant({ ...body, slot_date: '+2027-03-15' })).toBeNull();
    expect(bodyInstant({ ...body, slot_date: '2027-3-15' })).toBeNull();
    expect(bodyInstant({ ...body, slot_date: 'soon' })).toBeNull();
    expect(bodyInstant({ ...body, slot_date: '2027-02-30' })).toBeNull();
    expect(startsAsAsked({ starts_at: '2027-03-15T09:00:00Z' }, { ...body, slot_date: '2027-03-15x' })).toBe(false);
  });
});
