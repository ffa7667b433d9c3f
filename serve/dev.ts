import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { openness } from '../server/env.ts';
import { createSlotboardApp, optionsFromEnv, SANDBOX_PATH } from './app.ts';

// `npm run dev`: the same server as `npm start`, with Vite serving the app with hot reload.
const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const options = optionsFromEnv(process.env);
// Vite's own pages are not behind the sign-in: the dev server is for this machine.
const access = openness(hostname, options, process.env);
const app = createSlotboardApp(options);
const listener = getRequestListener(app.fetch);
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { port: port + 1 } }, appType: 'spa' });
const ours = /^\/(sandbox|proxy|api|healthz)(\/|$|\?)/;

createHttpServer((req, res) => {
  if (ours.test(req.url ?? '')) void listener(req, res);
  else vite.middlewares(req, res);
}).listen(port, hostname, () => {
  console.log(`Slotboard (dev):    http://${hostname}:${port}`);
  console.log(`Sandbox workspace:  http://${hostname}:${port}${SANDBOX_PATH}`);
  console.log(access);
});
