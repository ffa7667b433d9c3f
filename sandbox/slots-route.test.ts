import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { expectTable, expectVendorValid, TIME } from './contract-kit';

// GET /v1/slots/{meeting_slug} as a caller sees it: the vendor's schema (contracts/), the fields of
// each day and time, what it refuses, and a workspace without the endpoint.

const KEY = 'sandbox-demo-key';
const NOW = Date.parse('2026-11-21T12:00:00Z');

async function call(app: ReturnType<typeof createSandboxApp>, path: string) {
  const res = await app.request(`/api/external${path}`, { headers: { 'X-Api-Key': KEY, Accept: 'application/json' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type Links = { meetings: { slug: string; kind: string; disabled: boolean }[] };
async function bookableLink(app: ReturnType<typeof createSandboxApp>) {
  const { body } = await call(app, '/v2/meetings?page_number=1&page_size=40');
  return (body as unknown as Links).meetings.find((m) => m.kind === 'one_on_one' && !m.disabled)!.slug;
}

describe('slots: the vendor’s contract', () => {
  it('a month: the vendor schema, every day of the month with its date and day, each time with start, end and count', async () => {
    const app = createSandboxApp({ now: () => NOW });
    const slug = await bookableLink(app);
    const { status, body } = await call(app, `/v1/slots/${slug}?time_zone=Europe/London&year=2026&month=12`);
    expect(status).toBe(200);
    expectVendorValid('slots', '/slots/{meeting_slug}', 'get', body);
    expectTable(body, { slots: 'array' }, 'answer');
    const days = body.slots as { date: string; day: number; slots: Record<string, unknown> }[];
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    for (const d of days) {
      expectTable(
        d,
        { date: (v) => v === `2026-12-${String(d.day).padStart(2, '0')}`, day: 'int', slots: 'object' },
        `day ${d.day}`,
      );
      for (const [key, slot] of Object.entries(d.slots)) {
        expect(Date.parse(key)).not.toBeNaN();
        expectTable(slot, { start_time: TIME, end_time: TIME, count: (v) => v === 1 }, `${d.date} ${key}`);
      }
    }
    expect(days.reduce((n, d) => n + Object.keys(d.slots).length, 0)).toBeGreaterThan(0);
  });

  it('one day when day is sent', async () => {
    const app = createSandboxApp({ now: () => NOW });
    const slug = await bookableLink(app);
    const { status, body } = await call(app, `/v1/slots/${slug}?time_zone=Asia/Kolkata&year=2026&month=12&day=21`);
    expect(status).toBe(200);
    expectVendorValid('slots', '/slots/{meeting_slug}', 'get', body);
    expect((body.slots as { date: string }[]).map((d) => d.date)).toEqual(['2026-12-21']);
  });

  it.each([
    ['time_zone=Mars/Olympus&year=2026&month=12', 'time_zone'],
    ['year=2026&month=12', 'time_zone'],
    ['time_zone=UTC&month=12', 'year'],
    ['time_zone=UTC&year=1999&month=12', 'year'],
    ['time_zone=UTC&year=2026&month=13', 'month'],
    ['time_zone=UTC&year=2026&month=1.5', 'month'],
    ['time_zone=UTC&year=2027&month=2&day=29', 'day'],
  ])('400 for %s, naming %s', async (query, field) => {
    const app = createSandboxApp({ now: () => NOW });
    const { status, body } = await call(app, `/v1/slots/${await bookableLink(app)}?${query}`);
    expect(status).toBe(400);
    expect(String(body.error)).toMatch(new RegExp(`^${field} `));
  });

  it('404 with its own words for a link it does not have; the bare 404 of any path where the workspace lacks the endpoint', async () => {
    const app = createSandboxApp({ now: () => NOW });
    expect(await call(app, '/v1/slots/no-such-link?time_zone=UTC&year=2026&month=12')).toEqual({
      status: 404,
      body: { error: 'Scheduling link not found' },
    });
    const without = createSandboxApp({ now: () => NOW, seed: { capabilities: { slots: false } } });
    const slug = await bookableLink(without);
    expect(await call(without, `/v1/slots/${slug}?time_zone=UTC&year=2026&month=12`)).toEqual({
      status: 404,
      body: { error: 'Not found' },
    });
  });

  it('a reset switches the endpoint off and on again, as it does every optional endpoint', async () => {
    const app = createSandboxApp({ now: () => NOW });
    const slug = await bookableLink(app);
    const reset = (capabilities: Record<string, boolean>) =>
      app.request('/__sandbox/reset', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ capabilities }),
      });
    const month = `/v1/slots/${slug}?time_zone=UTC&year=2026&month=12`;
    const off = await reset({ slots: false });
    expect(((await off.json()) as { capabilities: Record<string, boolean> }).capabilities.slots).toBe(false);
    expect((await call(app, month)).status).toBe(404);
    await reset({ slots: true });
    expect((await call(app, month)).status).toBe(200);
  });

  it('refuses a wrong key as every route does', async () => {
    const app = createSandboxApp({ now: () => NOW });
    const res = await app.request('/api/external/v1/slots/x?time_zone=UTC&year=2026&month=12', {
      headers: { 'X-Api-Key': 'nope' },
    });
    expect(res.status).toBe(401);
  });
});
