import type { Hono } from 'hono';
import type { MemberRecord } from '../records.ts';
import { serializeMember } from '../serialize.ts';
import { API, badJson, paginate, readJson, type Store } from '../store.ts';
import { Errors, isEmail, readTimeZone } from '../validate.ts';

export function teamMemberRoutes(app: Hono, store: Store) {
  app.get(`${API}/v1/team_members`, (c) => {
    const { items, pagination } = paginate(c, store.state.seed.members, store.paginationMode);
    return c.json({ team_members: items.map(serializeMember), pagination });
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
