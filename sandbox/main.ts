import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { hostCheck, parseHosts } from '../http-guards/guards.ts';
import { createSandboxApp, DEFAULT_API_KEY } from './app.ts';
import { clockStartFromEnv } from './clock.ts';

// `npm run sandbox`: the sandbox workspace alone, with CORS open, to exercise direct mode.
const port = Number(process.env.PORT ?? 4010);
const apiKey = process.env.SANDBOX_API_KEY || DEFAULT_API_KEY;
const meetings = process.env.SANDBOX_MEETINGS ? Number(process.env.SANDBOX_MEETINGS) : undefined;
const members = process.env.SANDBOX_MEMBERS ? Number(process.env.SANDBOX_MEMBERS) : undefined;
const pagination = process.env.SANDBOX_PAGINATION === 'page-one' ? 'page-one' : 'all';
const startAt = clockStartFromEnv(process.env.SANDBOX_NOW);
const control = !['off', 'false', '0', 'no'].includes((process.env.SLOTBOARD_SANDBOX_CONTROL ?? '').toLowerCase());

const sandbox = createSandboxApp({ apiKey, pagination, cors: true, control, startAt, seed: { meetings, members } });
// Open CORS lets any page read the API with the key; the Host check still stops DNS rebinding.
const app = new Hono().use('*', hostCheck(parseHosts(process.env.SLOTBOARD_HOSTS))).route('/', sandbox);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(`Sandbox workspace: http://127.0.0.1:${info.port}`);
  console.log(`API key:           ${apiKey}`);
  console.log(
    `Its clock starts at ${startAt === 'system' ? "this machine's time" : new Date(startAt).toISOString()} (SANDBOX_NOW)`,
  );
  console.log(`Absent page_number returns ${pagination === 'all' ? 'every result' : 'page 1'} (SANDBOX_PAGINATION)`);
});
