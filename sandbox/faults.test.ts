import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { MAX_FAULTS } from './faults';

// The control endpoints as the README documents them: bodyless DELETEs from real clients, faults
// checked strictly, and a rate that fails a reproducible share of matching requests.

const KEY = 'sandbox-demo-key';
let base = '';
let close = () => {};
beforeAll(async () => {
  const app = createSandboxApp();
  await new Promise<void>((done) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      done();
    });
    close = () => server.close();
  });
});
afterAll(() => close());

const post = (body: unknown) =>
  fetch(`${base}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const clear = () => fetch(`${base}/__sandbox/faults`, { method: 'DELETE' });

describe('bodyless DELETE', () => {
  it("clears faults and the request log as Node's fetch sends it (no body, no type)", async () => {
    expect((await post({ path: '/api/external/v1/packages', status: 500 })).status).toBe(200);
    const faults = await clear();
    expect(faults.status).toBe(200);
    expect(await (await fetch(`${base}/__sandbox/faults`)).json()).toMatchObject({ faults: [] });
    const log = await fetch(`${base}/__sandbox/requests`, { method: 'DELETE' });
    expect(log.status).toBe(200);
    // With "Content-Length: 0", as some clients send it, too.
    expect(
      (await fetch(`${base}/__sandbox/requests`, { method: 'DELETE', headers: { 'Content-Length': '0' } })).status,
    ).toBe(200);
  });

  it('still refuses a body that is not JSON', async () => {
    const res = await fetch(`${base}/__sandbox/faults`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
  });
});

describe('a fault, checked strictly', () => {
  it('names unknown fields with a 400 and sets nothing', async () => {
    await clear();
    const res = await post({ path: '/api/external/v1/packages', status: 500, rat: 0.3, time: 1 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; unknown: string[] };
    expect(body.unknown).toEqual(['rat', 'time']);
    expect(body.error).toMatch(/^Unknown fault fields: rat, time\./);
    expect(await (await fetch(`${base}/__sandbox/faults`)).json()).toMatchObject({ faults: [] });
  });

  it.each([
    [{ path: '/x', status: 101 }, /status must be a whole number from 200 to 599/],
    [{ path: '/x', status: 600 }, /status/],
    [{ path: '/x', status: 500.5 }, /status/],
    [{ path: '/x', rate: 1.5 }, /rate must be a number from 0 to 1/],
    [{ path: '/x', rate: -0.1 }, /rate/],
    [{ path: '/x', rate: 0.5, seed: 'a' }, /seed/],
    [{ path: '/x', times: 0 }, /times/],
    [{ path: '/x', drop: 'yes' }, /drop must be true or false/],
    [{ path: 'x' }, /path/],
    [[{ path: '/x' }], /JSON object/],
  ])('refuses %j with a 422 that says why', async (fault, why) => {
    const res = await post(fault);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(why);
  });

  it(`keeps at most ${MAX_FAULTS}`, async () => {
    await clear();
    for (let i = 0; i < MAX_FAULTS; i++)
      expect((await post({ path: `/api/external/v1/f${i}`, status: 500 })).status).toBe(200);
    const over = await post({ path: '/api/external/v1/one-more', status: 500 });
    expect(over.status).toBe(422);
    expect(((await over.json()) as { error: string }).error).toContain('at most 50 faults');
    await clear();
  });
});

describe('a rate', () => {
  const run = async (fault: Record<string, unknown>, n: number) => {
    await clear();
    expect((await post({ path: '/api/external/v1/packages', status: 503, ...fault })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < n; i++)
      statuses.push(
        (await fetch(`${base}/api/external/v1/packages?page_size=1`, { headers: { 'X-Api-Key': KEY } })).status,
      );
    return statuses;
  };

  it('fails about that share of matching requests, the rest answered as usual', async () => {
    const statuses = await run({ rate: 0.3, seed: 7 }, 200);
    const failed = statuses.filter((s) => s === 503).length;
    expect(failed).toBeGreaterThan(40);
    expect(failed).toBeLessThan(80);
    expect(statuses.filter((s) => s === 200)).toHaveLength(200 - failed);
  });

  it('picks the same requests for the same seed, others for another', async () => {
    const first = await run({ rate: 0.3, seed: 7 }, 40);
    expect(await run({ rate: 0.3, seed: 7 }, 40)).toEqual(first);
    expect(await run({ rate: 0.3 }, 40)).toEqual(await run({ rate: 0.3, seed: 0 }, 40));
    expect(await run({ rate: 0.3, seed: 8 }, 40)).not.toEqual(first);
  });

  it('counts only the requests it failed against times', async () => {
    const statuses = await run({ rate: 0.5, seed: 3, times: 2 }, 30);
    expect(statuses.filter((s) => s === 503)).toHaveLength(2);
    expect(await (await fetch(`${base}/__sandbox/faults`)).json()).toMatchObject({ faults: [] });
  });
});
