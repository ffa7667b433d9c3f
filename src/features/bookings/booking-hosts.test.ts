import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/bookings/schemas';
import { coHosts, hostsWords, roleOf } from './booking-hosts';

const booking = (host: [string, string], multihosts: [string | null, string | null][]) =>
  ({ id: 'b', host_name: host[0], host_email: host[1], multihosts: multihosts.map(([name, email]) => ({ name, email })), form_responses: [] }) as unknown as Booking;

describe('hosts of a booking', () => {
  it('names co-hosts after the host, leaving the host out of the workspace’s multihosts', () => {
    const b = booking(['Chloé Martin', 'chloe@x.org'], [['Chloé Martin', 'Chloe@X.org'], ['Oliver Smith', 'oliver@x.org']]);
    expect(hostsWords(b)).toBe('Chloé Martin with Oliver Smith');
    const three = booking(['Amara Okafor', 'amara@x.org'], [['Amara Okafor', 'amara@x.org'], ['Oliver Smith', 'oliver@x.org'], [null, 'priya@x.org']]);
    expect(hostsWords(three)).toBe('Amara Okafor with Oliver Smith and priya@x.org');
    expect(hostsWords(booking(['Noah Cohen', 'noah@x.org'], []))).toBe('Noah Cohen');
    expect(coHosts(booking(['A', 'a@x.org'], [['B', 'b@x.org'], ['B', 'B@x.org']]))).toEqual([{ name: 'B', email: 'b@x.org' }]);
  });

  it('says whether a person hosts or co-hosts it, in any case', () => {
    const b = booking(['Chloé Martin', 'chloe@x.org'], [['Chloé Martin', 'chloe@x.org'], ['Oliver Smith', 'oliver@x.org']]);
    expect(roleOf(b, 'CHLOE@x.org')).toBe('host');
    expect(roleOf(b, 'oliver@x.org')).toBe('co-host');
    expect(roleOf(b, 'noah@x.org')).toBeNull();
  });
});
