import { diffSnapshots, diffText, snapshotText, type Snapshot } from '@/domain/availability-diff/diff';
import { sameWeek } from '@/lib/time/periods';
import { previewConversion } from '@/lib/time/zones';

// What a read after the save found. Hours sent in another zone come back converted into the
// member's: the weekly ones are compared with the conversion of the coming week; dates are then
// shown, not compared, since a converted date may spill onto the next one (decision 0015).

export type ReadBack =
  | { status: 'checking' }
  | { status: 'holds'; text: string }
  | { status: 'mismatch'; text: string; difference: string }
  | { status: 'failed'; message: string };

const converts = (zone: string | null, memberZone: string | null): zone is string =>
  Boolean(zone && memberZone && zone !== memberZone);

/** True when what the workspace holds now is what was sent. */
export function holdsExpected(
  now: Snapshot,
  sent: Snapshot,
  zone: string | null,
  memberZone: string | null,
  today: string,
): boolean {
  if (!converts(zone, memberZone)) {
    const d = diffSnapshots(sent, now);
    return d.days.length === 0 && d.dates.length === 0;
  }
  return sameWeek(expectedAfterSave(sent, zone, memberZone, today).week, now.week);
}

export function expectedAfterSave(
  sent: Snapshot,
  zone: string | null,
  memberZone: string | null,
  today: string,
): Snapshot {
  if (!converts(zone, memberZone)) return sent;
  // A preview always holds its first week.
  return { ...sent, week: previewConversion(sent.week, zone, memberZone!, today).spans[0]!.week };
}

export function readBackOf(
  now: Snapshot,
  sent: Snapshot,
  zone: string | null,
  memberZone: string | null,
  today: string,
): ReadBack {
  const text = snapshotText(now, today);
  if (holdsExpected(now, sent, zone, memberZone, today)) return { status: 'holds', text };
  return {
    status: 'mismatch',
    text,
    difference: diffText(diffSnapshots(expectedAfterSave(sent, zone, memberZone, today), now), today),
  };
}
