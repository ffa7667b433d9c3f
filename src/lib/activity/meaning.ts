import { z } from 'zod/mini';

// What a stored value must mean, not only its shape: another version or a hand edit can leave an
// empty id or a date that never was, and a revert must not act on either.

export const nonEmpty = z.string().check(z.minLength(1));

const FIRST = Date.UTC(2000, 0, 1);
const LAST = Date.UTC(2100, 0, 1);

/** An ISO time that parses, between 2000 and 2100. */
export const realTimestamp = z.string().check(
  z.refine((s) => {
    const ms = Date.parse(s);
    return /^\d{4}-\d{2}-\d{2}T/.test(s) && Number.isFinite(ms) && ms >= FIRST && ms < LAST;
  }, 'Not a real time.'),
);

export const count = z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000, 'Not a count.'));
