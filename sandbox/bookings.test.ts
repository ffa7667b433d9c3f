import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';

// The booking list filters of the vendor's bookings.yaml, on v1 and v2 alike. The seed's 150
// bookings run from 2 to about 14 November 2026; "now" sits among them.
const NOW = Date.parse('2026-11-07T12:00:00Z');
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
    expect(upcoming.every((b) => Date.parse(b.ends_at) > NOW && !['cancelled', 'rejected'].includes(b.status))).toBe(true);
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
    const after = (await list(v, q('starts_at', 'after', '2026-11-10T00:00:00.000Z'))).bookings;
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((b) => b.starts_at > '2026-11-10T00:00:00.000Z')).toBe(true);
    const before = (await list(v, q('ends_at', 'before', '2026-11-04T00:00:00.000Z'))).bookings;
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((b) => b.ends_at < '2026-11-04T00:00:00.000Z')).toBe(true);
    const between = (await list(v, q('starts_at', 'between', '2026-11-05T00:00:00.000Z,2026-11-06T00:00:00.000Z'))).bookings;
    expect(between.length).toBeGreaterThan(0);
    expect(between.every((b) => b.starts_at >= '2026-11-05' && b.starts_at <= '2026-11-06T00:00:00.000Z')).toBe(true);
  });

  it('refuses a type, rule or date it does not know with 400 and a message', async () => {
    for (const query of ['?type=soon', '?filters[starts_at][rule]=near&filters[starts_at][value]=2026-11-05T00:00:00Z', '?filters[ends_at][rule]=between&filters[ends_at][value]=2026-11-05T00:00:00Z', '?filters[starts_at][rule]=after&filters[starts_at][value]=tomorrow']) {
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
