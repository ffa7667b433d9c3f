import type { Booking } from '@/api/bookings/schemas';
import { joinWords } from './booking-check';

// Who hosts a booking as the workspace says it: `host_name`/`host_email`, and on a multi-host link
// `multihosts`, which names the host too (the vendor's sample lists the host there even for a
// booking of one host). Co-hosts are the others.

interface Person {
  name: string;
  email: string;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
const named = (name: string | null | undefined, email: string | null | undefined) =>
  (name ?? '').trim() || (email ?? '').trim();

export function coHosts(b: Booking): Person[] {
  const seen = new Set<string>();
  const out: Person[] = [];
  for (const h of b.multihosts) {
    const email = (h.email ?? '').trim().toLowerCase();
    const key = email || (h.name ?? '').trim();
    if (!key || seen.has(key) || same(h.email, b.host_email) || (!h.email && h.name && h.name === b.host_name))
      continue;
    seen.add(key);
    out.push({ name: named(h.name, h.email), email });
  }
  return out;
}

/** "Chloé Martin with Oliver Smith", "Amara Okafor with Oliver Smith and Priya Raghunathan". */
export function hostsWords(b: Booking): string {
  const host = named(b.host_name, b.host_email);
  const others = coHosts(b).map((p) => p.name);
  if (!host) return others.length ? joinWords(others) : '—';
  return others.length ? `${host} with ${joinWords(others)}` : host;
}

/** How the person asked about hosts this booking, if at all. */
export function roleOf(b: Booking, email: string): 'host' | 'co-host' | null {
  if (same(b.host_email, email)) return 'host';
  return coHosts(b).some((p) => same(p.email, email)) ? 'co-host' : null;
}
