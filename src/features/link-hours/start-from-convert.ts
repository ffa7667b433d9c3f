import { calendarDate } from '@/lib/time/display';
import { periodsToWeek, type Week } from '@/lib/time/periods';
import { isKnownZone, previewConversion } from '@/lib/time/zones';

/** What starting a link's hours from an availability gives: the week in the hosts' zone, or why not. */
export type StartConversion =
  { ok: true; week: Week; converted: boolean; notes: string[] } | { ok: false; week: Week; reason: string };

export interface StartSource {
  periods: readonly { wday?: string | null; start_time: string; end_time: string }[];
  overrides: readonly unknown[];
  /** Whose availability it is, said in the reason when their zone is unknown. */
  owner: string;
  /** The owner's zone: an availability's hours are kept in its member's zone. */
  zone: string | null | undefined;
}

const zoneList = (zones: readonly string[]) => zones.join(', ');

/**
 * A link's weekly hours are read in its hosts' zone (spec §4.3), so an availability kept in another
 * zone is converted with the offsets of the current week. The result is refused, with the reason,
 * whenever the zone to convert from or into is not one zone we know.
 */
export function convertForLink(
  source: StartSource,
  hostZones: readonly (string | null | undefined)[],
  today: string,
): StartConversion {
  const { week, unreadable } = periodsToWeek(source.periods);
  const notes: string[] = [];
  if (unreadable > 0) notes.push(`${unreadable} of its weekly ranges could not be read and are left out.`);
  if (source.overrides.length > 0)
    notes.push(
      `Its ${source.overrides.length === 1 ? 'date override is' : `${source.overrides.length} date overrides are`} not copied: a link's hours are weekly only.`,
    );
  const known = [...new Set(hostZones.filter((z): z is string => Boolean(z)))];
  if (hostZones.length === 0)
    return { ok: false, week, reason: 'This link has no hosts, so there is no time zone to read the hours in.' };
  if (hostZones.some((z) => !z))
    return {
      ok: false,
      week,
      reason: "The time zone of one of this link's hosts is not known, so the hours cannot be converted.",
    };
  if (known.length > 1)
    return {
      ok: false,
      week,
      reason: `This link's hosts are in different time zones (${zoneList(known)}), so there is no single zone to convert the hours into.`,
    };
  const to = known[0]!;
  const from = source.zone ?? null;
  if (!from)
    return {
      ok: false,
      week,
      reason: `The time zone of ${source.owner} is not known, so the hours cannot be converted into ${to}.`,
    };
  if (!isKnownZone(from) || !isKnownZone(to))
    return {
      ok: false,
      week,
      reason: `${isKnownZone(from) ? to : from} is not a time zone this browser knows, so the hours cannot be converted.`,
    };
  if (from === to) return { ok: true, week, converted: false, notes };
  const preview = previewConversion(week, from, to, today);
  // A preview always covers at least two weeks, so it has a first span.
  const now = preview.spans[0]!.week;
  notes.unshift(`Converted from ${from} into ${to}, the hosts' time zone.`);
  const later = preview.spans[1];
  if (later)
    notes.push(
      `From the week of ${calendarDate(later.from)} the two zones change their clocks apart, so these hours would then sit an hour off the original.`,
    );
  if (preview.missing.length > 0)
    notes.push(`Some of its times do not exist in ${from} on the day its clocks go forward.`);
  return { ok: true, week: now, converted: true, notes };
}
