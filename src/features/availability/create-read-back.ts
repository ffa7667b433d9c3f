import type { Availability, AvailabilityCreateBody } from '@/api/availabilities/schemas';
import { periodsToWeek, sameWeek, type Week } from '@/lib/time/periods';
import { previewConversion } from '@/lib/time/zones';

// After a create whose answer was lost, the member's availabilities are read back. The workspace
// keeps one availability per member and name (a second create of the name updates it), so "saved"
// means: one of them has this name and these weekly hours. Hours given in another zone come back in
// the member's, converted with the offset of the coming week, as the edit page's read-back compares.

/** The weekly hours the workspace should hold after the create, in the member's zone. */
export function expectedWeek(body: AvailabilityCreateBody, memberZone: string | null, today: string): Week {
  const sent = periodsToWeek(body.periods ?? []).week;
  const zone = body.time_zone;
  if (!zone || !memberZone || zone === memberZone) return sent;
  // A preview always holds its first week.
  return previewConversion(sent, zone, memberZone, today).spans[0]!.week;
}

/** The availability the workspace holds with the name and weekly hours sent, or null when none does. */
export function findCreated(
  rows: readonly Availability[],
  body: AvailabilityCreateBody,
  memberZone: string | null,
  today: string,
): Availability | null {
  const name = body.name.trim();
  const email = body.email.trim().toLowerCase();
  const week = expectedWeek(body, memberZone, today);
  return (
    rows.find((a) => {
      // A row the workspace could not fully read is not taken as proof of anything.
      const read = periodsToWeek(a.periods);
      // Stryker disable next-line StringLiteral: a create always has a name and an email (the form refuses empty ones), so a missing one matches neither '' nor any other text
      return (
        (a.name ?? '').trim() === name &&
        (a.user?.email ?? '').trim().toLowerCase() === email &&
        read.unreadable === 0 &&
        sameWeek(read.week, week)
      );
    }) ?? null
  );
}
