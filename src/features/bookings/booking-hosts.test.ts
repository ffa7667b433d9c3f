import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/bookings/schemas';
import { coHosts, hostsWords, roleOf } from './booking-hosts';

const booking = (host: [string, string], multihosts: [string | null, string | null][]) =>
  ({
    id: 'b',
    host_name: host[0],
    host_email: host[1],
    multihosts: multihosts.map(([name, email]) => ({ name, email })),
    form_responses: [],
  }) as unknown as Booking;

describe('hosts of a booking', () => {
  it('names co-hosts after the host, leaving the host out of the workspace’s multihosts', () => {
    const b = booking(
      ['Chloé Martin', 'chloe@x.org'],
      [
        ['Chloé Martin', 'Chloe@X.org'],
        ['Oliver Smith', 'oliver@x.org'],
      ],
    );
    expect(hostsWords(b)).toBe('Chloé Martin with Oliver Smith');
    const three = booking(
      ['Amara Okafor', 'amara@x.org'],
      [
        ['Amara Okafor', 'amara@x.org'],
        ['Oliver Smith', 'oliver@x.org'],
        [null, 'priya@x.org'],
      ],
    );
    expect(hostsWords(three)).toBe('Amara Okafor with Oliver Smith and priya@x.org');
    expect(hostsWords(booking(['Noah Cohen', 'noah@x.org'], []))).toBe('Noah Cohen');
    expect(
      coHosts(
        booking(
          ['A', 'a@x.org'],
          [
            ['B', 'b@x.org'],
            ['B', 'B@x.org'],
          ],
        ),
      ),
    ).toEqual([{ name: 'B', email: 'b@x.org' }]);
  });

  it('says whether a person hosts or co-hosts it, in any case', () => {
    const b = booking(
      ['Chloé Martin', 'chloe@x.org'],
      [
        ['Chloé Martin', 'chloe@x.org'],
        ['Oliver Smith', 'oliver@x.org'],
      ],
    );
    expect(roleOf(b, 'CHLOE@x.org')).toBe('host');
    expect(roleOf(b, 'oliver@x.org')).toBe('co-host');
    expect(roleOf(b, 'noah@x.org')).toBeNull();
  });
});

describe('hosts of a booking, as the workspace may write them', () => {
  it('knows the host in multihosts by email whatever its case and spaces', () => {
    const b = booking(
      ['Chloé Martin', ' CHLOE@x.org '],
      [
        ['Chloé M.', 'chloe@X.org '],
        ['Oliver Smith', 'oliver@x.org'],
      ],
    );
    expect(coHosts(b)).toEqual([{ name: 'Oliver Smith', email: 'oliver@x.org' }]);
  });

  it('writes co-hosts’ emails trimmed and in lower case, their names (or the email as written, for want of one) trimmed', () => {
    const b = booking(['A', 'a@x.org'], [[' Oliver Smith ', ' Oliver@X.org ']]);
    expect(coHosts(b)).toEqual([{ name: 'Oliver Smith', email: 'oliver@x.org' }]);
    expect(coHosts(booking(['A', 'a@x.org'], [[null, ' Priya@X.org ']]))).toEqual([
      { name: 'Priya@X.org', email: 'priya@x.org' },
    ]);
  });

  it('keeps a co-host without an email, by name, once; drops an entry with neither name nor email', () => {
    const b = booking(
      ['A', 'a@x.org'],
      [
        ['Oliver Smith', null],
        ['Oliver Smith', null],
        [null, null],
        ['  ', null],
        ['Priya R', ''],
      ],
    );
    expect(coHosts(b)).toEqual([
      { name: 'Oliver Smith', email: '' },
      { name: 'Priya R', email: '' },
    ]);
  });

  it('leaves out the host listed by name only, but keeps a namesake with an email of their own', () => {
    expect(coHosts(booking(['Alex Kim', 'alex@x.org'], [['Alex Kim', null]]))).toEqual([]);
    expect(coHosts(booking(['Alex Kim', 'alex@x.org'], [['Alex Kim', 'alex.kim@y.org']]))).toEqual([
      { name: 'Alex Kim', email: 'alex.kim@y.org' },
    ]);
  });

  it('names the host trimmed, by email when it has no name, and says "—" for nobody', () => {
    expect(hostsWords(booking([' Noah Cohen ', 'noah@x.org'], []))).toBe('Noah Cohen');
    expect(hostsWords(booking([null as never, ' noah@x.org '], []))).toBe('noah@x.org');
    expect(
      hostsWords(
        booking(
          [null as never, null as never],
          [
            ['Oliver Smith', 'oliver@x.org'],
            ['Priya R', 'priya@x.org'],
          ],
        ),
      ),
    ).toBe('Oliver Smith and Priya R');
    expect(hostsWords(booking([null as never, null as never], []))).toBe('—');
  });

  it('finds a co-host among several, and no one in a booking without a host email', () => {
    const b = booking(
      ['A', 'a@x.org'],
      [
        ['Oliver Smith', 'oliver@x.org'],
        ['Priya R', 'priya@x.org'],
      ],
    );
    expect(roleOf(b, 'priya@x.org')).toBe('co-host');
    const noHostEmail = booking(['A', null as never], [['Oliver Smith', 'oliver@x.org']]);
    expect(roleOf(noHostEmail, 'oliver@x.org')).toBe('co-host');
    expect(roleOf(noHostEmail, '')).toBeNull();
    expect(roleOf(noHostEmail, 'a@x.org')).toBeNull();
  });
});
