import { z } from 'zod/mini';

// What a stored value must mean, not only its shape: another version or a hand edit can leave an
// empty id or a date that never was, and a revert must not act on either.

export const nonEmpty = z.string().check(z.minLength(1));

export const count = z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000, 'Not a count.'));
