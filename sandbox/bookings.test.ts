import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';

// The booking list filters of the vendor's bookings.yaml, on v1 and v2 alike. The seed's 150
// bookings fall from 60 days before the sandbox's "now" to 60 days after it.
const NOW = Date.parse('2026-11-07T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const KEY = 'sandbox-demo-key';

interface Booking {
  sid: string;
  email: string;
  host_email: string;
  multihosts: { email: string }[];
  status: string;
  starts_at: string;
  ends_at: string;
  created_at: string;
  starts_at_for_client: string;
  time_zone: string;
}

const app = createSandboxApp({ now: () => NOW });
async function list(version: string, query = '') {
  const res = await app.request(`/api/external/${version}/bookings${query}`, { headers: { 'X-Api-Key': KEY } });
  const body = (await res.json()) as { bookings: Booking[]; pagination: { total_records: number }; error?: string };
  return { status: res.status, ...body };
}

describe.each(['v1', 'v2'])('%s bookings', (v) => {
  it('type: upcoming and past split the bookings that happen, cancelled the cancelled ones', async () => {
    const all = (await list(v)).bookings;
    const upcoming = (await list(v, '?type=upcoming')).bookings;
    const past = (await list(v, '?type=past')).bookings;
    const cancelled = (await list(v, '?type=cancelled')).bookings;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(upcoming.every((b) => Date.parse(b.ends_at) > NOW && !['cancelled', 'rejected'].includes(b.status))).toBe(
      true,
    );
    expect(past.every((b) => Date.parse(b.ends_at) <= NOW && !['cancelled', 'rejected'].includes(b.status))).toBe(true);
    expect(cancelled.every((b) => b.status === 'cancelled')).toBe(true);
    const rejected = all.filter((b) => b.status === 'rejected').length;
    expect(upcoming.length + past.length + cancelled.length + rejected).toBe(all.length);
    expect((await list(v, '?type=incomplete')).bookings).toEqual([]);
  });

  it('host_email and client_email, case-insensitive; the host may be any of a multihost link', async () => {
    const all = (await list(v)).bookings;
    const host = all[0]!.host_email;
    const byHost = (await list(v, `?host_email=${encodeURIComponent(host.toUpperCase())}`)).bookings;
    expect(byHost.length).toBeGreaterThan(0);
    expect(byHost.length).toBeLessThan(all.length);
    expect(byHost.every((b) => b.host_email === host || b.multihosts.some((m) => m.email === host))).toBe(true);
    const client = all[5]!.email;
    const byClient = (await list(v, `?client_email=${encodeURIComponent(client)}`)).bookings;
    expect(byClient.map((b) => b.email)).toEqual([client]);
  });

  it('filters[starts_at] and filters[ends_at] with at, after, before and between', async () => {
    const all = (await list(v)).bookings;
    const one = all[10]!;
    const q = (field: string, rule: string, value: string) =>
      `?filters[${field}][rule]=${rule}&filters[${field}][value]=${encodeURIComponent(value)}`;
    expect((await list(v, q('starts_at', 'at', one.starts_at))).bookings.map((b) => b.sid)).toContain(one.sid);
    const after = (await list(v, q('starts_at', 'after', at(30)))).bookings;
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(all.length);
    expect(after.every((b) => b.starts_at > at(30))).toBe(true);
    const before = (await list(v, q('ends_at', 'before', at(-30)))).bookings;
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((b) => b.ends_at < at(-30))).toBe(true);
    const between = (await list(v, q('starts_at', 'between', `${at(0)},${at(7)}`))).bookings;
    expect(between.length).toBeGreaterThan(0);
    expect(between.length).toBeLessThan(20);
    expect(between.every((b) => b.starts_at >= at(0) && b.starts_at <= at(7))).toBe(true);
    // The two ends in either order.
    expect((await list(v, q('starts_at', 'between', `${at(7)},${at(0)}`))).bookings.map((b) => b.sid)).toEqual(
      between.map((b) => b.sid),
    );
  });

  it('refuses a type, rule or date it does not know with 400 and a message', async () => {
    for (const query of [
      '?type=soon',
      '?filters[starts_at][rule]=near&filters[starts_at][value]=2026-11-05T00:00:00Z',
      '?filters[ends_at][rule]=between&filters[ends_at][value]=2026-11-05T00:00:00Z',
      '?filters[starts_at][rule]=after&filters[starts_at][value]=tomorrow',
    ]) {
      const res = await list(v, query);
      expect(res.status, query).toBe(400);
      expect(res.error).toMatch(/must be/);
    }
  });
});

describe('ordering and client times', () => {
  it('v1 sorts by creation, newest first unless sorting_order=asc; v2 keeps the latest meeting first', async () => {
    const desc = (await list('v1')).bookings.map((b) => b.created_at);
    expect(desc).toEqual([...desc].sort().reverse());
    const asc = (await list('v1', '?sorting_order=asc')).bookings.map((b) => b.created_at);
    expect(asc).toEqual([...asc].sort());
    expect((await list('v1', '?sorting_order=sideways')).status).toBe(400);
    const v2 = (await list('v2')).bookings.map((b) => b.starts_at);
    expect(v2).toEqual([...v2].sort().reverse());
  });

  it("gives the client's times as local time with its offset, as the vendor's example does", async () => {
    const b = (await list('v1')).bookings.find((x) => x.time_zone === 'Asia/Kolkata')!;
    const local = new Date(Date.parse(b.starts_at) + 330 * 60_000).toISOString().replace('Z', '+05:30');
    expect(b.starts_at_for_client).toBe(local);
  });
});

describe('a seed that lives in the present', () => {
  const sids = async (now: number) => {
    const res = await createSandboxApp({ now: () => now }).request('/api/external/v2/bookings', {
      headers: { 'X-Api-Key': KEY },
    });
    return ((await res.json()) as { bookings: Booking[] }).bookings;
  };

  it('spreads the bookings from 60 days before now to 60 days after, some of them today and this week', async () => {
    const all = (await list('v2')).bookings;
    expect(all).toHaveLength(150);
    const starts = all.map((b) => Date.parse(b.starts_at));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(NOW - 61 * DAY);
    expect(Math.min(...starts)).toBeLessThan(NOW - 55 * DAY);
    expect(Math.max(...starts)).toBeLessThanOrEqual(NOW + 61 * DAY);
    expect(Math.max(...starts)).toBeGreaterThan(NOW + 55 * DAY);
    const day = new Date(NOW).toISOString().slice(0, 10);
    expect(all.some((b) => b.starts_at.startsWith(day))).toBe(true);
    expect(
      all.filter((b) => Date.parse(b.starts_at) > NOW && Date.parse(b.starts_at) < NOW + 7 * DAY).length,
    ).toBeGreaterThan(4);
    // Nothing was booked after the moment the sandbox calls now.
    expect(all.every((b) => Date.parse(b.created_at) <= NOW)).toBe(true);
  });

  it('is the same all day and moves with the date', async () => {
    const morning = await sids(Date.parse('2026-11-07T00:30:00Z'));
    const evening = await sids(Date.parse('2026-11-07T23:30:00Z'));
    expect(evening).toEqual(morning);
    const tomorrow = await sids(Date.parse('2026-11-08T09:00:00Z'));
    expect(tomorrow[0]!.starts_at).not.toBe(morning[0]!.starts_at);
    expect(Math.max(...tomorrow.map((b) => Date.parse(b.starts_at)))).toBeGreaterThan(
      Date.parse('2027-01-05T00:00:00Z'),
    );
  });

  it('has multi-host bookings with co-hosts, and round-robin links whose bookings go to different hosts', async () => {
    const all = (await list('v1')).bookings as (Booking & {
      is_multihost: boolean;
      host_name: string;
      meeting_id: string;
    })[];
    const multi = all.filter((b) => b.is_multihost);
    expect(multi.length).toBeGreaterThan(10);
    expect(multi.every((b) => b.multihosts.length >= 2 && b.multihosts.some((h) => h.email === b.host_email))).toBe(
      true,
    );
    const hostsByLink = new Map<string, Set<string>>();
    for (const b of all.filter((x) => !x.is_multihost))
      hostsByLink.set(b.meeting_id, (hostsByLink.get(b.meeting_id) ?? new Set()).add(b.host_email));
    expect([...hostsByLink.values()].some((hosts) => hosts.size > 1)).toBe(true);
    // Oliver, the first member, co-hosts a confirmed booking in the next days that someone else hosts.
    const cohosted = all.filter(
      (b) =>
        b.host_email !== 'oliver.smith@example.com' && b.multihosts.some((h) => h.email === 'oliver.smith@example.com'),
    );
    expect(
      cohosted.some(
        (b) => b.status === 'confirmed' && Date.parse(b.starts_at) > NOW && Date.parse(b.starts_at) < NOW + 7 * DAY,
      ),
    ).toBe(true);
  });

  it('without the filter capability, filters[...] and sorting_order are ignored as unknown parameters are', async () => {
    const off = createSandboxApp({ now: () => NOW, seed: { capabilities: { bookingFilters: false } } });
    const get = async (query: string) =>
      (
        (await (await off.request(`/api/external/v1/bookings${query}`, { headers: { 'X-Api-Key': KEY } })).json()) as {
          bookings: Booking[];
        }
      ).bookings;
    const all = await get('');
    const q = `?filters[starts_at][rule]=after&filters[starts_at][value]=${encodeURIComponent(at(30))}`;
    expect((await get(q)).map((b) => b.sid)).toEqual(all.map((b) => b.sid));
    expect((await get('?sorting_order=asc')).map((b) => b.sid)).toEqual(all.map((b) => b.sid));
    expect((await get('?filters[starts_at][rule]=near')).length).toBe(all.length);
  });
});
