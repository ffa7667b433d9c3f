import { wallTime } from '@/lib/time/wall-clock';
import type { Range } from '@/lib/time/periods';

/**
 * The times of an override's ranges that the clocks skip on its date in the zone (a spring-forward
 * gap). The workspace cannot keep them as moments: a range starting at 02:30 where the clocks go
 * from 02:00 to 03:00 starts at 03:00, and the admin is told so before saving.
 */
export function skippedTimes(date: string, ranges: readonly Range[], zone: string): number[] {
  const edges = ranges.flatMap((r) => [r.start, r.end]).filter((m) => m > 0 && m < 1440);
  return [...new Set(edges)].filter((m) => !wallTime(date, m, zone).exists).sort((a, b) => a - b);
}
