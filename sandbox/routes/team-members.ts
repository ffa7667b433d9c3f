import type { Hono } from 'hono';
import type { MemberRecord } from '../records.ts';
import { serializeMember } from '../serialize.ts';
import { API, badJson, paginate, readJson, routeNotFound, type Store } from '../store.ts';
import { Errors, isEmail, readTimeZone } from '../validate.ts';

export function teamMemberRoutes(app: Hono, store: Store) {
  app.get(`${API}/v1/team_members`, (c) => {
    const { items, pagination } = paginate(c, store.state.seed.members, store.paginationMode);
    return c.json({ team_members: items.map(serializeMember), pagination });
  });

  // The vendor's file documents the body (`emails`, required, "must be valid emails"; a role of the
  // workspace's, "Standard" when absent) and a 400 for missing or invalid parameters, with an answer of
  // one sentence for the whole request. The whole request is refused when one address is not an
  // address or is already a member's, naming each at its place, as the PATCH refuses a taken email.
  app.post(`${API}/v1/team_members`, async (c) => {
    if (!store.state.capabilities.addMembers) return routeNotFound(c);
    const { seed } = store.state;
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { emails, organization_role: role } = parsed.body;
    const errors = new Errors();
    if (emails === undefined) errors.add('emails', 'Emails is missing');
    else if (!Array.isArray(emails) || emails.length === 0) errors.add('emails', 'Emails must be a list of addresses');
    const list: unknown[] = Array.isArray(emails) ? emails : [];
    const taken = new Set(seed.members.map((m) => m.email.toLowerCase()));
    list.forEach((email, i) => {
      if (!isEmail(email)) errors.add(`emails[${i}]`, `${JSON.stringify(email)} is not a valid email`);
      else if (taken.has(email.trim().toLowerCase())) errors.add(`emails[${i}]`, `${email} is already a team member`);
    });
    if (role !== undefined && (typeof role !== 'string' || !seed.roles.includes(role)))
      errors.add('organization_role', `Organization role '${String(role)}' does not exist in this workspace`);
    if (!errors.empty) return c.json(errors.body(), 400);
    const added = new Set<string>();
    for (const email of list as string[]) {
      const address = email.trim();
      if (added.has(address.toLowerCase())) continue;
      added.add(address.toLowerCase());
      seed.members.push({
        id: store.state.rng.uuid(),
        email: address,
        // The vendor learns a name when the person signs in; until then the list has none.
        first_name: '',
        last_name: '',
        time_zone: 'UTC',
        profile_image_url: null,
        active: true,
        organization_role: typeof role === 'string' ? role : 'Standard',
      });
    }
    return c.json({ message: 'Users added successfully' });
  });

  app.patch(`${API}/v1/team_members/:id`, async (c) => {
    const { seed } = store.state;
    const member = seed.members.find((m) => m.id === c.req.param('id'));
    if (!member) return c.json({ error: 'Team member not found' }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    const errors = new Errors();
    const update: Partial<MemberRecord> = {};
    if (body.email !== undefined) {
      if (!isEmail(body.email)) errors.add('email', 'Email is invalid');
      else if (
        seed.members.some((m) => m.id !== member.id && m.email.toLowerCase() === String(body.email).toLowerCase())
      ) {
        errors.add('email', 'Email has already been taken');
      } else update.email = body.email;
    }
    for (const field of ['first_name', 'last_name'] as const) {
      const v = body[field];
      if (v === undefined) continue;
      if (typeof v !== 'string') errors.add(field, `${field === 'first_name' ? 'First' : 'Last'} name must be text`);
      else if (field === 'first_name' && v.trim() === '') errors.add(field, "First name can't be blank");
      else if (v.length > 50)
        errors.add(field, `${field === 'first_name' ? 'First' : 'Last'} name is too long (maximum is 50 characters)`);
      else update[field] = v;
    }
    if (body.time_zone !== undefined) {
      const tz = readTimeZone(body.time_zone, errors);
      if (tz) update.time_zone = tz;
    }
    if (body.organization_role !== undefined) {
      const role = body.organization_role;
      if (typeof role === 'string' && seed.roles.includes(role)) update.organization_role = role;
      else {
        const near = seed.roles.find((r) => typeof role === 'string' && r.toLowerCase() === role.toLowerCase());
        errors.add(
          'organization_role',
          near
            ? `Organization role '${String(role)}' does not exist; roles are case sensitive (did you mean '${near}'?)`
            : `Organization role '${String(role)}' does not exist in this workspace`,
        );
      }
    }
    if (body.active !== undefined) {
      if (typeof body.active !== 'boolean') errors.add('active', 'Active must be true or false');
      else update.active = body.active;
    }
    if (!errors.empty) return c.json(errors.body(), 422);
    Object.assign(member, update);
    return c.json({ team_member: serializeMember(member) });
  });
}
