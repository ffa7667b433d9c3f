import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { TEAM_MEMBER, ajv, expectTable, expectVendorValid, pointer } from './contract-kit';

// POST /v1/team_members as team-members.yaml (kept in contracts/) documents it: the body it takes,
// its one-sentence answer, the 400 for what it refuses, and the faults and capability switch every
// route of the sandbox has.

const KEY = 'sandbox-demo-key';
let app: ReturnType<typeof createSandboxApp>;
beforeEach(() => {
  app = createSandboxApp({ now: () => Date.parse('2026-11-21T12:00:00Z') });
});
async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(path.startsWith('/__') ? path : `/api/external${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}
type Member = { id: string; email: string; organization_role: string; active: boolean; first_name: string };
const members = async () => (await call('GET', '/v1/team_members')).body.team_members as Member[];
const requestBodyValid = (body: unknown) => {
  const ref = `team-members#/paths/${pointer('/team_members')}/post/requestBody/content/${pointer('application/json')}/schema`;
  const validate = ajv.compile({ $ref: ref });
  return validate(body);
};

describe('POST /v1/team_members', () => {
  it('adds each new address once with the role asked, answering the vendor’s schema', async () => {
    const before = await members();
    const body = {
      emails: ['new.one@example.com', 'New.Two@example.com', 'new.one@EXAMPLE.com'],
      organization_role: 'Manager',
    };
    expect(requestBodyValid(body)).toBe(true);
    const { status, body: answer } = await call('POST', '/v1/team_members', body);
    expect(status).toBe(200);
    expectVendorValid('team-members', '/team_members', 'post', answer);
    expect(answer).toEqual({ message: 'Users added successfully' });
    const after = await members();
    expect(after).toHaveLength(before.length + 2);
    const added = after.filter((m) => !before.some((b) => b.id === m.id));
    expect(added.map((m) => [m.email, m.organization_role, m.active])).toEqual([
      ['new.one@example.com', 'Manager', true],
      ['New.Two@example.com', 'Manager', true],
    ]);
    for (const [i, m] of added.entries()) expectTable(m, TEAM_MEMBER, `added[${i}]`);
    expectVendorValid('team-members', '/team_members', 'get', { team_members: after, pagination: {} });
  });

  it('gives the role “Standard” when none is sent, as the vendor documents', async () => {
    expect((await call('POST', '/v1/team_members', { emails: ['plain@example.com'] })).status).toBe(200);
    expect((await members()).find((m) => m.email === 'plain@example.com')?.organization_role).toBe('Standard');
  });

  it('refuses the whole request (400) when an address is not one or is a member’s, naming each at its place', async () => {
    const [existing] = await members();
    const before = (await members()).length;
    const { status, body } = await call('POST', '/v1/team_members', {
      emails: ['fine@example.com', 'bad@', existing!.email.toUpperCase(), 42],
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'emails[1]': ['"bad@" is not a valid email'],
      'emails[2]': [`${existing!.email.toUpperCase()} is already a team member`],
      'emails[3]': ['42 is not a valid email'],
    });
    expect(body.error).toBe('"bad@" is not a valid email');
    expect(await members()).toHaveLength(before);
  });

  it('refuses a missing or empty list, a list that is not one, an unknown role, and a body that is not JSON', async () => {
    expect((await call('POST', '/v1/team_members', {})).body).toMatchObject({
      errors: { emails: ['Emails is missing'] },
    });
    for (const emails of [[], 'a@example.com'])
      expect(await call('POST', '/v1/team_members', { emails })).toMatchObject({ status: 400 });
    const role = await call('POST', '/v1/team_members', { emails: ['r@example.com'], organization_role: 'admin' });
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual({
      organization_role: ["Organization role 'admin' does not exist in this workspace"],
    });
    const res = await app.request('/api/external/v1/team_members', {
      method: 'POST',
      headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
      body: '[',
    });
    expect(res.status).toBe(400);
    expect((await members()).some((m) => m.email === 'r@example.com')).toBe(false);
  });

  it('checks the key like every call', async () => {
    const res = await app.request('/api/external/v1/team_members', {
      method: 'POST',
      headers: { 'X-Api-Key': 'wrong', 'Content-Type': 'application/json' },
      body: JSON.stringify({ emails: ['k@example.com'] }),
    });
    expect(res.status).toBe(401);
  });

  it('answers 404 like an unknown route when the workspace does not offer it, adding no one', async () => {
    await call('POST', '/__sandbox/reset', { capabilities: { addMembers: false } });
    const before = (await members()).length;
    expect((await call('POST', '/v1/team_members', { emails: ['off@example.com'] })).status).toBe(404);
    expect(await members()).toHaveLength(before);
  });

  it('a fault answers instead of the route: nothing added', async () => {
    const before = (await members()).length;
    expect(
      (await call('POST', '/__sandbox/faults', { path: '/api/external/v1/team_members', status: 503, times: 1 }))
        .status,
    ).toBe(200);
    expect((await call('POST', '/v1/team_members', { emails: ['fault@example.com'] })).status).toBe(503);
    expect(await members()).toHaveLength(before);
    expect((await call('POST', '/v1/team_members', { emails: ['fault@example.com'] })).status).toBe(200);
    expect(await members()).toHaveLength(before + 1);
  });
});
