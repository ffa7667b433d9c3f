import type { Hono, MiddlewareHandler } from 'hono';
import { jsonBodiesOnly, sameOriginOnly } from '../../http-guards/guards.ts';
import { parseInstant } from '../clock.ts';
import { droppedRequests, MAX_FAULTS, parseFault } from '../faults.ts';
import { DEFAULT_CAPABILITIES, type SandboxCapabilities, type SeedOptions } from '../records.ts';
import { counts, relativePath, type LoggedRequest, type Store } from '../store.ts';
import { isObject } from '../validate.ts';

// The sandbox's own endpoints, which the real service does not have: reset, clock, faults, request log.

/** The log is readable by anyone who can reach the sandbox, so it keeps little and no refused bodies. */
const LOG_MAX_ENTRIES = 200;
const LOG_MAX_BODY_BYTES = 16 * 1024;

const NOW_MESSAGE = '"now" must be an instant with its offset, such as "2026-12-31T23:55:00Z", from 2000 to 2099';

export function requestLog(store: Store): MiddlewareHandler {
  return async (c, next) => {
    const entry: LoggedRequest = {
      method: c.req.method,
      path: relativePath(c),
      query: new URL(c.req.url).search,
      body: null,
      at: new Date(store.now()).toISOString(),
    };
    if (c.req.method !== 'GET' && c.req.raw.body) {
      if (c.req.header('X-Api-Key') !== store.apiKey) entry.bodyOmitted = 'refused';
      else {
        const bytes = await c.req.raw.clone().arrayBuffer();
        if (bytes.byteLength > LOG_MAX_BODY_BYTES) entry.bodyOmitted = 'too large';
        else {
          const text = new TextDecoder().decode(bytes);
          try {
            entry.body = text ? JSON.parse(text) : null;
          } catch {
            entry.body = text;
          }
        }
      }
    }
    const { requests } = store.state;
    requests.push(entry);
    if (requests.length > LOG_MAX_ENTRIES) requests.splice(0, requests.length - LOG_MAX_ENTRIES);
    // Logged once its body is read; its status once it is answered (none while held, none for a
    // connection a fault dropped: nothing was answered).
    await next();
    if (!droppedRequests.has(c.req.raw)) entry.status = c.res.status;
  };
}

export function controlRoutes(app: Hono, store: Store, enabled: boolean) {
  if (!enabled) {
    app.all('/__sandbox/*', (c) =>
      c.json({ error: "The sandbox's control endpoints are turned off on this server." }, 404),
    );
    return;
  }
  app.use('/__sandbox/*', sameOriginOnly(), jsonBodiesOnly());
  app.post('/__sandbox/reset', async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const seedOptions: SeedOptions = { ...store.baseSeed };
    let pagination: 'all' | 'page-one' | undefined;
    let at: number | undefined;
    if (isObject(body)) {
      if (body.now !== undefined) {
        at = parseInstant(body.now);
        if (at === undefined) return c.json({ error: NOW_MESSAGE }, 400);
      }
      if (body.pagination === 'all' || body.pagination === 'page-one') pagination = body.pagination;
      for (const key of ['meetings', 'packages', 'bookings'] as const) {
        const v = body[key];
        if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100_000) seedOptions[key] = v;
      }
      if (
        typeof body.members === 'number' &&
        Number.isInteger(body.members) &&
        body.members >= 1 &&
        body.members <= 5_000
      ) {
        seedOptions.members = body.members;
      }
      const per = body.availabilitiesPerMember;
      if (typeof per === 'number' && Number.isInteger(per) && per >= 1 && per <= 3)
        seedOptions.availabilitiesPerMember = per;
      if (isObject(body.capabilities)) {
        const wanted = { ...seedOptions.capabilities };
        for (const name of Object.keys(DEFAULT_CAPABILITIES) as (keyof SandboxCapabilities)[]) {
          const v = body.capabilities[name];
          if (typeof v === 'boolean') wanted[name] = v;
        }
        seedOptions.capabilities = wanted;
      }
    }
    store.reset(seedOptions, pagination, at);
    return c.json({
      ok: true,
      now: new Date(store.now()).toISOString(),
      counts: counts(store.state),
      capabilities: store.state.capabilities,
      pagination: store.paginationMode,
    });
  });
  app.get('/__sandbox/info', (c) =>
    c.json({
      now: new Date(store.now()).toISOString(),
      pagination: store.paginationMode,
      counts: counts(store.state),
      roles: store.state.seed.roles,
      capabilities: store.state.capabilities,
    }),
  );
  // Moves the clock without a new seed: the workspace's data stays, "now" is elsewhere (a notice
  // window closing, a booking becoming past).
  app.get('/__sandbox/clock', (c) => c.json({ now: new Date(store.now()).toISOString() }));
  app.post('/__sandbox/clock', async (c) => {
    const body = await c.req.json().catch(() => null);
    const at = isObject(body) ? parseInstant(body.now) : undefined;
    if (at === undefined) return c.json({ error: NOW_MESSAGE }, 400);
    store.clock.set(at);
    return c.json({ ok: true, now: new Date(store.now()).toISOString() });
  });
  app.get('/__sandbox/faults', (c) => c.json({ faults: store.state.faults, held: store.gate.held }));
  app.post('/__sandbox/faults', async (c) => {
    const body = await c.req.json().catch(() => null);
    const checked = parseFault(body);
    if (!('fault' in checked))
      return c.json({ error: checked.error, ...(checked.unknown ? { unknown: checked.unknown } : {}) }, checked.status);
    if (store.state.faults.length >= MAX_FAULTS) {
      return c.json(
        { error: `The sandbox keeps at most ${MAX_FAULTS} faults at once; DELETE /__sandbox/faults clears them.` },
        422,
      );
    }
    store.state.faults.push(checked.fault);
    return c.json({ ok: true, faults: store.state.faults });
  });
  app.post('/__sandbox/faults/release', async (c) => c.json({ ok: true, released: await store.gate.release() }));
  app.delete('/__sandbox/faults', (c) => {
    store.state.faults = [];
    store.gate.drop();
    return c.json({ ok: true });
  });
  app.get('/__sandbox/requests', (c) => c.json({ requests: store.state.requests }));
  app.delete('/__sandbox/requests', (c) => {
    store.state.requests = [];
    return c.json({ ok: true });
  });
}
