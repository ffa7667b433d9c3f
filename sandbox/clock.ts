// The sandbox's one "now": the seed, booking windows, notice, slots and every timestamp it writes read
// it here. It starts at a fixed instant unless told another, so the workspace is the same at any hour
// on any machine, and moves on in step with the machine's clock from there.

/** Where the clock starts when nobody says: a Saturday, noon UTC (the seed's own date). */
export const DEFAULT_NOW = Date.parse('2026-11-21T12:00:00Z');

/** Where a clock starts: an instant (ms), or `system`, the machine's clock at the time. */
export type ClockStart = number | 'system';

export interface SandboxClock {
  now(): number;
  /** Moves the clock to an instant; it goes on from there. */
  set(instant: number): void;
  /** Back to where it started (the machine's time again for `system`). */
  restart(): void;
}

/**
 * `source` is what the clock moves with: the machine's clock, or one a test holds still. It is read
 * late, so a test that replaces `Date` is followed.
 */
export function createClock(start: ClockStart = DEFAULT_NOW, source: () => number = () => Date.now()): SandboxClock {
  let anchor = 0;
  let anchoredAt = 0;
  const set = (instant: number) => {
    anchor = instant;
    anchoredAt = source();
  };
  const restart = () => set(start === 'system' ? source() : start);
  restart();
  return { now: () => anchor + (source() - anchoredAt), set, restart };
}

// The years the vendor's documents and the seed make sense in; outside them an instant is a typo.
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant as ISO 8601 with its offset (`2026-12-31T23:55:00Z`); anything else is undefined. */
export function parseInstant(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO_WITH_ZONE.test(value)) return undefined;
  // Date.parse rolls 30 February over into March; a day the calendar lacks is a typo too.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || month > 12) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= EARLIEST && ms < LATEST ? ms : undefined;
}

/**
 * `SANDBOX_NOW`: an instant, or `system` for the machine's clock, which is also what unset means: a
 * sandbox someone opens to try the dashboard shows bookings around their today, which their browser
 * also calls today. Tests and journeys always name their instant.
 */
export function clockStartFromEnv(value: string | undefined): ClockStart {
  if (value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'system') return 'system';
  const at = parseInstant(value.trim());
  if (at === undefined)
    throw new Error(`SANDBOX_NOW must be an instant with its offset, such as 2026-12-31T23:55:00Z, or "system"`);
  return at;
}
