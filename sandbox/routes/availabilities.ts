import type { Context, Hono } from 'hono';
import { applyChange, serializeAvailability } from '../availability-shape.ts';
import type { AvailabilityRecord } from '../records.ts';
import { API, badJson, paginateByPage, readJson, routeNotFound, type Store } from '../store.ts';
import { Errors, isEmail, readOverrides, readTimeZone, readWeeklyPeriods } from '../validate.ts';

// Spec §4.1–4.2 (create), and the vendor's optional reads and update (openapi/availabilities.yaml),
// which answer like an unknown route when the sandbox is told the workspace lacks them.

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
    if (isEmail(body.email) && !member)
      errors.add('email', `No team member with email ${String(body.email)} in this workspace`);
    if (!errors.empty || !member) return c.json(errors.body(), 422);

    const name = String(body.name).trim();
    // A second create with the same name for the same member updates that availability, so an
    // override sent without periods has an existing override to remove (spec §4.1).
    let record = state.availabilities.find((a) => a.memberId === member.id && a.name === name);
    if (!record) {
      record = {
        id: state.rng.uuid(),
        sid: state.rng.sid(),
        memberId: member.id,
        name,
        isDefault: false,
        beforeBuffer: 0,
        afterBuffer: 0,
        periods: [],
        overrides: new Map(),
      };
      state.availabilities.push(record);
    }
    applyChange(
      record,
      member,
      { periods: body.periods === undefined ? undefined : periods, overrides, timeZone: tz },
      store.now(),
    );
    return c.json({ availability: serializeAvailability(record, member, version) }, version === 'v2' ? 201 : 200);
  };
  app.post(`${API}/v2/availabilities`, create('v2'));
  app.post(`${API}/v1/availabilities`, create('v1'));

  const offered = (handler: (c: Context) => Response | Promise<Response>) => (c: Context) =>
    store.state.capabilities.availabilityReads ? handler(c) : routeNotFound(c);
  const memberOf = (record: AvailabilityRecord) => store.state.seed.members.find((m) => m.id === record.memberId);
  const listOf = (c: Context, records: AvailabilityRecord[]) => {
    const { items, pagination } = paginateByPage(c, records);
    const availabilities = items.flatMap((r) => {
      const member = memberOf(r);
      return member ? [serializeAvailability(r, member, 'v1')] : [];
    });
    return c.json({ availabilities, pagination });
  };
  const byMember = (memberIds: Set<string>) => {
    // A member's default comes first, then the rest in the order they were made.
    const records = store.state.availabilities.filter((a) => memberIds.has(a.memberId));
    const order = new Map([...memberIds].map((id, i) => [id, i]));
    return records.sort(
      (a, b) => order.get(a.memberId)! - order.get(b.memberId)! || Number(b.isDefault) - Number(a.isDefault),
    );
  };

  // The vendor documents `emails[]` as required, an array of addresses (format: email), and 400 for
  // "Missing/Invalid parameters": a list naming nobody, or naming something that is not an address,
  // is refused whole. Only `emails[]` is read, as documented (form style, exploded).
  app.get(
    `${API}/v1/availabilities`,
    offered((c) => {
      const emails = (c.req.queries('emails[]') ?? []).map((e) => e.trim().toLowerCase());
      if (emails.filter(Boolean).length === 0) return c.json({ error: 'Emails are required' }, 400);
      const invalid = emails.filter((e) => !isEmail(e));
      if (invalid.length > 0)
        return c.json({ error: `Emails are invalid: ${invalid.map((e) => JSON.stringify(e)).join(', ')}` }, 400);
      const members = store.state.seed.members.filter((m) => emails.includes(m.email.toLowerCase()));
      return listOf(c, byMember(new Set(members.map((m) => m.id))));
    }),
  );
  app.get(
    `${API}/v1/availabilities/team_member`,
    offered((c) => {
      const email = c.req.query('email')?.trim().toLowerCase();
      if (!email) return c.json({ error: 'Email is required' }, 400);
      const member = store.state.seed.members.find((m) => m.email.toLowerCase() === email);
      if (!member) return c.json({ error: 'Team member not found' }, 404);
      return listOf(c, byMember(new Set([member.id])));
    }),
  );

  const find = (c: Context) => {
    const key = c.req.param('id');
    const record = store.state.availabilities.find((a) => a.id === key || a.sid === key);
    const member = record && memberOf(record);
    return record && member ? { record, member } : null;
  };
  for (const version of ['v1', 'v2'] as const) {
    app.get(
      `${API}/${version}/availabilities/:id`,
      offered((c) => {
        const found = find(c);
        if (!found) return c.json({ error: 'Availability not found' }, 404);
        return c.json({ availability: serializeAvailability(found.record, found.member, version) });
      }),
    );
    app.patch(
      `${API}/${version}/availabilities/:id`,
      offered(async (c) => {
        const found = find(c);
        if (!found) return c.json({ error: 'Availability not found' }, 404);
        const parsed = await readJson(c);
        if (!parsed.ok) return badJson(c);
        const { body } = parsed;
        const errors = new Errors();
        if (body.periods === undefined) errors.add('periods', 'Periods are required');
        const periods = readWeeklyPeriods(body.periods, errors);
        const overrides = readOverrides(body.overrides, errors);
        // time_zone is a v2 field; v1 ignores it as it ignores any field it does not know.
        const timeZone = version === 'v2' ? readTimeZone(body.time_zone, errors) : undefined;
        if (!errors.empty) return c.json(errors.body(), 422);
        applyChange(found.record, found.member, { periods, overrides, timeZone }, store.now());
        return c.json({
          message: 'Availability updated successfully',
          availability: serializeAvailability(found.record, found.member, version),
        });
      }),
    );
  }
}
