import type { KnownPerson } from './use-known-people';
import { isEmail } from '@/lib/search-params';
import { byName } from '@/lib/format';

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * How well a person matches what was typed, lower is better, or null for no match: a name that starts
 * with it, then any word of the name, then several words typed each starting a word of the name or
 * email in any order ("smith oliver"), then the email's start, then anywhere in the name or email.
 * Accents and case do not matter ("garcia" finds "Mateo García").
 */
function rank(person: KnownPerson, needle: string): number | null {
  const name = fold(person.name);
  const email = person.email;
  if (name.startsWith(needle)) return 0;
  if (name.split(/\s+/).some((w) => w.startsWith(needle))) return 1;
  // Each word typed starts a word of the name or email (any rank but "anywhere").
  if (needle.includes(' ') && needle.split(' ').every((t) => (rank(person, t) ?? 5) < 5)) return 2;
  if (email.startsWith(needle)) return 3;
  if (email.split(/[.@_+-]/).some((w) => w.startsWith(needle))) return 4;
  if (name.includes(needle) || email.includes(needle)) return 5;
  return null;
}

/** The people to offer for what was typed, best first, leaving out those already chosen. */
export function suggestHosts(
  people: readonly KnownPerson[],
  typed: string,
  chosen: readonly string[],
  limit = 8,
): KnownPerson[] {
  const needle = fold(typed);
  const available = people.filter((p) => !chosen.includes(p.email));
  if (!needle) return available.slice(0, limit);
  return available
    .map((p) => ({ p, r: rank(p, needle) }))
    .filter((x): x is { p: KnownPerson; r: number } => x.r !== null)
    .sort((a, b) => a.r - b.r || byName(a.p.name || a.p.email, b.p.name || b.p.email))
    .slice(0, limit)
    .map((x) => x.p);
}

type HostInput =
  { kind: 'add'; emails: string[] } | { kind: 'choose'; count: number } | { kind: 'unknown'; text: string };

/**
 * What pressing Enter on typed text means when no suggestion is highlighted: full emails are taken as
 * they are (someone outside the team may host links); otherwise a single matching member is taken,
 * several ask for a choice, none says so in words.
 */
export function resolveHostInput(raw: string, people: readonly KnownPerson[], chosen: readonly string[]): HostInput {
  const parts = raw
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  if (parts.length > 0 && parts.every(isEmail)) return { kind: 'add', emails: parts.map((e) => e.toLowerCase()) };
  const text = raw.trim();
  const matches = suggestHosts(people, text, chosen, 2);
  if (matches.length === 1) return { kind: 'add', emails: [matches[0]!.email] };
  if (matches.length > 1) return { kind: 'choose', count: suggestHosts(people, text, chosen, Infinity).length };
  return { kind: 'unknown', text };
}

/** A chosen host as an admin knows them: the member's name, else the email. */
export function hostName(email: string, people: readonly KnownPerson[]): string {
  return people.find((p) => p.email === email)?.name || email;
}
