// A link's duration as the vendor takes it: a whole number of minutes from 1 to 1440 (a day).
export const MIN_MINUTES = 1;
export const MAX_MINUTES = 1440;

/** The minutes typed, or null when they are not a whole number from 1 to 1440. */
export function readMinutes(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= MIN_MINUTES && n <= MAX_MINUTES ? n : null;
}

/** Why the minutes typed cannot be sent, or null when they can. */
export const minutesProblem = (typed: string): string | null =>
  readMinutes(typed) === null ? `A duration is a whole number of minutes from ${MIN_MINUTES} to ${MAX_MINUTES}.` : null;
