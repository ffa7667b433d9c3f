import { dateOf, timeOf, timeOfDay } from '@/lib/time/display';
import { weekdayShort } from '@/lib/time/day-names';
import { utcToZoned } from '@/lib/time/wall-clock';

// How a new time is said: in the client's zone first, the admin's beside it.

/** "America/New_York" → "New York"; a zone without a city part is said whole. */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

const dayIn = (ms: number, zone: string) => utcToZoned(ms, zone).date;

/**
 * "14:00 in New York · 19:00 in London", the admin's side with its weekday when it falls on another
 * day; one side only when both zones read the same.
 */
export function bothZones(
  at: number,
  clientMinutes: number,
  clientZone: string,
  adminZone: string,
  h12: boolean,
): string {
  const client = `${timeOfDay(clientMinutes, { h12 })} in ${zoneCity(clientZone)}`;
  const admin = timeOf(at, { h12, timeZone: adminZone });
  if (admin === timeOf(at, { h12, timeZone: clientZone }) && dayIn(at, adminZone) === dayIn(at, clientZone))
    return client;
  const otherDay = dayIn(at, adminZone) !== dayIn(at, clientZone) ? ` ${weekdayShort(dayIn(at, adminZone))}` : '';
  return `${client} · ${admin}${otherDay} in ${zoneCity(adminZone)}`;
}

/** "Tue, Dec 1, 2026, 2:00 PM in New York (7:00 PM in London)": a moment as both read it. */
export function momentBoth(at: number, clientZone: string, adminZone: string, h12: boolean): string {
  const client = `${dateOf(at, { weekday: true, timeZone: clientZone })}, ${timeOf(at, { h12, timeZone: clientZone })} in ${zoneCity(clientZone)}`;
  if (
    dayIn(at, adminZone) === dayIn(at, clientZone) &&
    timeOf(at, { h12, timeZone: adminZone }) === timeOf(at, { h12, timeZone: clientZone })
  )
    return client;
  return `${client} (${dateOf(at, { weekday: true, timeZone: adminZone })}, ${timeOf(at, { h12, timeZone: adminZone })} in ${zoneCity(adminZone)})`;
}
