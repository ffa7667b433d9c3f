import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createSandboxApp } from './app';
import { OPENAPI_DIR } from './contract-kit';

// The vendor's availability list refuses what its OpenAPI file says is invalid: `emails[]` is
// required and holds addresses, and the documented answer to missing or invalid parameters is 400.
// The sandbox does the same, so a check that names nobody is refused here as it is there.

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { type?: string; items?: { format?: string } };
}
const vendor = parse(readFileSync(join(OPENAPI_DIR, 'availabilities.yaml'), 'utf8')) as {
  paths: Record<string, { get: { parameters: Parameter[]; responses: Record<string, { description: string }> } }>;
};
const listRoute = vendor.paths['/availabilities']!.get;

const KEY = 'sandbox-demo-key';
const OLIVER = 'oliver.smith@example.com';
const get = async (app: ReturnType<typeof createSandboxApp>, query: string) => {
  const res = await app.request(`/api/external/v1/availabilities${query}`, { headers: { 'X-Api-Key': KEY } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /v1/availabilities parameters, as the vendor documents them', () => {
  it('the vendor file says emails[] is a required array of addresses, and 400 is its answer to missing or invalid parameters', () => {
    const emails = listRoute.parameters.find((p) => p.in === 'query' && p.name === 'emails[]');
    expect(emails).toMatchObject({ required: true, schema: { type: 'array', items: { format: 'email' } } });
    expect(listRoute.responses['400']?.description).toMatch(/Missing\/Invalid parameters/);
  });

  it.each([
    ['no emails[] at all (the old capability check)', '?page_size=1'],
    ['no query', ''],
    ['an empty emails[]', '?emails[]=&page_size=1'],
    ['emails without the brackets the vendor documents', `?emails=${OLIVER}`],
    ['one entry that is not an address beside one that is', `?emails[]=${OLIVER}&emails[]=not%20an%20address`],
  ])('refuses %s with 400 and a message', async (_, query) => {
    const { status, body } = await get(createSandboxApp(), query);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.stringMatching(/^Emails are (required|invalid)/));
  });

  it('answers a list for addresses, members or not, as the valid check sends it', async () => {
    const app = createSandboxApp();
    const one = await get(app, `?emails[]=${encodeURIComponent(OLIVER)}&page=1&page_size=1`);
    expect(one.status).toBe(200);
    expect(one.body.availabilities).toHaveLength(1);
    const stranger = await get(app, '?emails[]=nobody%40example.com');
    expect(stranger).toMatchObject({ status: 200, body: { availabilities: [] } });
  });

  it('a workspace without the reads answers 404 whatever the parameters, as an unknown route', async () => {
    const app = createSandboxApp({ seed: { capabilities: { availabilityReads: false } } });
    expect((await get(app, '?page_size=1')).status).toBe(404);
    expect((await get(app, `?emails[]=${encodeURIComponent(OLIVER)}`)).status).toBe(404);
  });
});
