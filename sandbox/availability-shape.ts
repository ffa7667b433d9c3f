import type { AvailabilityRecord, MemberRecord } from './records.ts';
import { fullName, serializePeriods } from './serialize.ts';
import {
  convertDatedRange,
  convertWeekly,
  formatTime,
  mergeRanges,
  utcToZoned,
  weekdayOf,
  type Range,
} from './time.ts';
import type { ParsedOverride, ParsedPeriod } from './validate.ts';

// One availability as the vendor sends it, and one change (create or PATCH) applied to a record.

/**
 * v1 answers carry the buffer times and a weekday in every override period (the list and update
 * samples); v2 answers have neither (the v2 get sample).
 */
export function serializeAvailability(record: AvailabilityRecord, member: MemberRecord, version: 'v1' | 'v2') {
  return {
    id: record.id,
    sid: record.sid,
    name: record.name,
    default: record.isDefault,
    ...(version === 'v1' ? { after_buffer_time: record.afterBuffer, before_buffer_time: record.beforeBuffer } : {}),
    periods: serializePeriods(record.periods),
    overrides: [...record.overrides.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, ranges]) => ({
        date,
        periods: ranges.map((r) => ({
          ...(version === 'v1' ? { wday: weekdayOf(date) } : {}),
          start_time: formatTime(r.start),
          end_time: formatTime(r.end),
        })),
      })),
    user: { id: member.id, name: fullName(member), email: member.email },
  };
}

interface AvailabilityChange {
  /** Undefined leaves the weekly hours as they are. */
  periods: ParsedPeriod[] | undefined;
  overrides: ParsedOverride[];
  /** The zone the hours are given in; the member's own when absent. */
  timeZone: string | undefined;
}

/**
 * Hours given in another zone are moved into the member's zone (weekly ones with the offsets of
 * their coming occurrence, dated ones with the offset of that date); a range that crosses midnight
 * spills onto the next date. An override without periods removes its date, `[]` marks it unavailable.
 */
export function applyChange(record: AvailabilityRecord, member: MemberRecord, change: AvailabilityChange, now: number) {
  const zone = member.time_zone;
  const from = change.timeZone ?? zone;
  if (change.periods !== undefined)
    record.periods = convertWeekly(change.periods, from, zone, utcToZoned(now, from).date);
  for (const o of change.overrides) {
    if (o.periods === undefined) {
      record.overrides.delete(o.date);
      continue;
    }
    if (o.periods.length === 0) {
      record.overrides.set(o.date, []);
      continue;
    }
    const byDate = new Map<string, Range[]>();
    for (const r of o.periods) {
      for (const piece of convertDatedRange({ date: o.date, ...r }, from, zone)) {
        byDate.set(piece.date, [...(byDate.get(piece.date) ?? []), { start: piece.start, end: piece.end }]);
      }
    }
    for (const [date, ranges] of byDate) {
      record.overrides.set(
        date,
        mergeRanges([...(date === o.date ? [] : (record.overrides.get(date) ?? [])), ...ranges]),
      );
    }
  }
}
