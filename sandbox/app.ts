import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { boundedBody, lockedDown } from '../http-guards/guards.ts';
import { type ClockStart, createClock } from './clock.ts';
import { faultMiddleware } from './faults.ts';
import type { SeedOptions } from './records.ts';
import { availabilityRoutes } from './routes/availabilities.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { controlRoutes, requestLog } from './routes/control.ts';
import { meetingCreateRoutes } from './routes/meeting-create.ts';
import { meetingOptionRoutes, meetingSettingsRoutes } from './routes/meeting-settings.ts';
import { meetingRoutes } from './routes/meetings.ts';
import { packageRoutes } from './routes/packages.ts';
import { slotRoutes } from './routes/slots.ts';
import { teamMemberRoutes } from './routes/team-members.ts';
import { API, createStore, relativePath } from './store.ts';

export const DEFAULT_API_KEY = 'sandbox-demo-key';
export const UNAUTHORIZED_BODY = { error: 'Could not authenticate, invalid API Key' };

export interface SandboxOptions {
  apiKey?: string;
  /** How an absent page_number is read (spec §4.9): every result, or page 1. */
  pagination?: 'all' | 'page-one';
  seed?: SeedOptions;
  cors?: boolean;
  /** The /__sandbox/* endpoints; a shared deployment turns them off. On by default. */
  control?: boolean;
  /** Where the clock starts, and starts again on each reset: DEFAULT_NOW unless given (SANDBOX_NOW). */
  startAt?: ClockStart;
  /** What the clock moves with: the machine's clock unless a test holds one still. */
  now?: () => number;
}

export function createSandboxApp(options: SandboxOptions = {}) {
  const store = createStore({
    apiKey: options.apiKey ?? DEFAULT_API_KEY,
    paginationMode: options.pagination ?? 'all',
    clock: createClock(options.startAt ?? (options.now ? options.now() : undefined), options.now),
    seed: options.seed ?? {},
  });
  const app = new Hono();
  app.use('*', lockedDown(), boundedBody());
  // Open CORS is for direct mode, so only the External API gets it, never the control endpoints.
  if (options.cors) {
    app.use(
      `${API}/*`,
      cors({
        origin: '*',
        allowHeaders: ['X-Api-Key', 'Content-Type', 'Accept'],
        allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['Retry-After'],
      }),
    );
  }
  controlRoutes(app, store, options.control ?? true);

  app.use(`${API}/*`, requestLog(store));
  app.use(`${API}/*`, (c, next) => faultMiddleware(store.state.faults, store.gate, relativePath)(c, next));
  app.use(`${API}/*`, async (c, next) => {
    if (c.req.header('X-Api-Key') !== store.apiKey) return c.json(UNAUTHORIZED_BODY, 401);
    return next();
  });
  meetingRoutes(app, store);
  meetingSettingsRoutes(app, store);
  meetingCreateRoutes(app, store);
  meetingOptionRoutes(app, store);
  availabilityRoutes(app, store);
  packageRoutes(app, store);
  teamMemberRoutes(app, store);
  bookingRoutes(app, store);
  slotRoutes(app, store);
  app.all(`${API}/*`, (c) => c.json({ error: 'Not found' }, 404));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  return Object.assign(app, { state: () => store.state });
}
