import type { Availability } from '@/api/availabilities/schemas';

/** The availability a member's coverage counts and their calendar shows: the default, or the only one. */
export const coveringAvailability = (m: { availabilities: readonly Availability[] }): Availability | null =>
  m.availabilities.find((a) => a.default === true) ?? (m.availabilities.length === 1 ? m.availabilities[0]! : null);
