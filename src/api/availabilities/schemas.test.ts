import { describe, expect, it } from 'vitest';
import { respondWith } from '../../testing/fake-fetch';
import { readSample } from '../../testing/samples';
import { createApiClient } from '../client';
import { availabilityListSchema, availabilitySchema } from './schemas';

// The vendor's availability samples read through the fetch layer, value by value.

const clientFor = (fetchFn: typeof fetch) =>
  createApiClient({ baseUrl: 'https://acme.neetocal.com', apiKey: 'k', fetch: fetchFn });

const USER = { id: 'b6d02dfa-8ef6-453d-b9f7-67a6f20bcaa6', name: 'Oliver Smith', email: 'oliver@example.com' };
const MONDAY = {
  id: '21c812a7-3859-4f01-b214-850e6f11caad',
  wday: 'monday',
  start_time: '09:00 AM',
  end_time: '05:00 PM',
};
const V1_AVAILABILITY = {
  id: '01ea5ddf-ed00-4bed-bfa3-ba8ea80a856a',
  sid: '2nq7q5c',
  name: 'Availability for custom user',
  default: false,
  after_buffer_time: 0,
  before_buffer_time: 0,
  periods: [MONDAY],
  overrides: [{ date: '2025-03-07', periods: [{ wday: 'friday', start_time: '10:00 AM', end_time: '03:00 PM' }] }],
  user: USER,
};

describe('availability samples', () => {
  it('v1 list: every field of the availability and the pagination object', async () => {
    const body = readSample('v1_availabilities_list_response.json');
    // The sample's member is oliver@example.com: ask for that member, or the row is not ours.
    const res = await clientFor(respondWith(200, body)).availabilities.list({ emails: ['Oliver@Example.com'] });
    expect(res.availabilities).toEqual([V1_AVAILABILITY]);
    expect(res.pagination).toEqual({ total_records: 123, total_pages: 123, current_page_number: 123, page_size: 123 });
    expect(res.unasked).toBe(0);
  });

  it('v2 get: no buffer times, override periods without a weekday', async () => {
    const res = await clientFor(respondWith(200, readSample('v2_availabilities_get_response.json'))).availabilities.get(
      '2nq7q5c',
    );
    expect(res).toEqual({
      id: '01ea5ddf-ed00-4bed-bfa3-ba8ea80a856a',
      sid: '2nq7q5c',
      name: 'Availability for custom user',
      default: false,
      periods: [MONDAY],
      overrides: [{ date: '2025-03-07', periods: [{ start_time: '10:00 AM', end_time: '03:00 PM' }] }],
      user: USER,
    });
  });

  it('v1 update: the message and the availability', async () => {
    const res = await clientFor(
      respondWith(200, readSample('v1_availabilities_update_response.json')),
    ).availabilities.update('01ea5ddf-ed00-4bed-bfa3-ba8ea80a856a', { periods: [] }, { version: 'v1' });
    expect(res).toEqual({ message: '<string>', availability: V1_AVAILABILITY });
  });

  it('reads leniently: nulls, missing fields, unknown weekdays and fields; ids stay required', () => {
    const parsed = availabilitySchema.parse({
      id: 'a1',
      sid: 's1',
      name: null,
      periods: [{ wday: 'someday', start_time: '9:00 AM', end_time: '5:00 PM', extra: 1 }],
      overrides: null,
      user: null,
      brand_new: true,
    });
    expect(parsed).toEqual({
      id: 'a1',
      sid: 's1',
      name: null,
      periods: [{ wday: 'unknown', start_time: '9:00 AM', end_time: '5:00 PM' }],
      overrides: [],
      user: null,
    });
    expect(availabilityListSchema.parse({ availabilities: null, pagination: null })).toEqual({
      availabilities: [],
      pagination: {},
    });
    expect(availabilitySchema.safeParse({ sid: 's1' }).success).toBe(false);
  });
});
