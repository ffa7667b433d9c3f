import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServerApp } from '../server/app.ts';

// The server under bench/server.ts, in a process of its own so its memory is its own. It forwards
// to the local upstream given as the first argument and reports its RSS when asked.
const upstream = process.argv[2]!;
const app = createServerApp({ upstreams: `http://${upstream}`, sandbox: false });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => process.send?.({ port: info.port }));
process.on('message', (message) => {
  if (message === 'rss') process.send?.({ rss: process.memoryUsage().rss });
  if (message === 'stop') server.close(() => process.exit(0));
});
