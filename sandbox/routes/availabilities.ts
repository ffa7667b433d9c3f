import type { Context, Hono } from 'hono';
import { fullName, serializePeriods } from '../serialize.ts';
import { API, badJson, readJson, type Store } from '../store.ts';
import { convertDatedRange, convertWeekly, formatTime, mergeRanges, utcToZoned, weekdayOf, type Range } from '../time.ts';
import { Errors, isEmail, readOverrides, readTimeZone, readWeeklyPeriods } from '../validate.ts';

export function availabilityRoutes(app: Hono, store: Store) {
  const create = (version: 'v1' | 'v2') => async (c: Context) => {
    const state = store.state;
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    const errors = new Errors();
    if (body.email === undefined || body.email === '') errors.add('email', "Email can't be blank");
    else if (!isEmail(body.email)) errors.add('email', 'Email is invalid');
    if (typeof body.name !== 'string' || body.name.trim() === '') errors.add('name', "Name can't be blank");
    const periods = readWeeklyPeriods(body.periods, errors);
    const overrides = readOverrides(body.overrides, errors);
    const tz = readTimeZone(body.time_zone, errors);
    const member = isEmail(body.email)
      ? state.seed.members.find((m) => m.email.toLowerCase() === String(body.email).toLowerCase())
      : undefined;
    if (isEmail(body.email) && !member) errors.add('email', `No team member with email ${String(body.email)} in this workspace`);
    if (!errors.empty || !member) return c.json(errors.body(), 422);

    const zone = member.time_zone;
    const from = tz ?? zone;
    const weekly = convertWeekly(periods, from, zone, utcToZoned(store.now(), from).date);
    const name = String(body.name).trim();
    // A second create with the same name for the same member updates that availability, so an
    // override sent without periods has an existing override to remove (spec §4.1).
    let record = state.availabilities.find((a) => a.memberId === member.id && a.name === name);
    if (!record) {
      record = { id: state.rng.uuid(), sid: state.rng.sid(), memberId: member.id, name, periods: [], overrides: new Map() };
      state.availabilities.push(record);
    }
    if (body.periods !== undefined) record.periods = weekly;
    for (const o of overrides) {
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
        record.overrides.set(date, mergeRanges([...(date === o.date ? [] : (record.overrides.get(date) ?? [])), ...ranges]));
      }
    }
    const availability = {
      id: record.id,
      sid: record.sid,
      name: record.name,
      default: false,
      ...(version === 'v1' ? { before_buffer_time: 0, after_buffer_time: 0 } : {}),
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
    return c.json({ availability }, version === 'v2' ? 201 : 200);
  };
  app.post(`${API}/v2/availabilities`, create('v2'));
  app.post(`${API}/v1/availabilities`, create('v1'));
}
