import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

// The built server (`node dist-server/start.mjs`) in a process of its own, and a tiny reverse proxy
// in front of it, both on 127.0.0.1 ports of their own, for the journeys that deploy Slotboard.

export const ROOT = resolve(import.meta.dirname, '..');

export interface Running {
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** Builds the server when its sources are newer than its build (fast: one esbuild run). */
export function buildServer() {
  execFileSync(process.execPath, ['server/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
}

/** Starts `command` with exactly `env` (and PATH), and waits for the port it says it listens on. */
export async function startServer(command: string[], env: Record<string, string>, cwd = ROOT): Promise<Running> {
  let output = '';
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The server did not say where it listens:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Slotboard:\s+http:\/\/\S+:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        done(Number(m[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => fail(new Error(`The server exited:\n${output}`)));
  });
  return {
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A reverse proxy as many are set up: it passes everything on to 127.0.0.1:`target()` with the Host
 * header rewritten to that address, and says what the browser asked for in X-Forwarded-Host,
 * -Proto and -For.
 */
export async function reverseProxy(target: () => number): Promise<{ port: number; close: () => void }> {
  const proxy: Server = createServer((req, res) => {
    const port = target();
    const headers = {
      ...req.headers,
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': req.socket.remoteAddress ?? '',
    };
    const out = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    port: (proxy.address() as AddressInfo).port,
    close: () => {
      proxy.closeAllConnections();
      proxy.close();
    },
  };
}
