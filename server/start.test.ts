import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// The built server (`node dist-server/start.mjs`) as a deployment runs it: HOST and PORT honoured,
// /healthz answering, and a SIGTERM that lets a slow request in flight finish before the process exits.

const root = resolve(import.meta.dirname, '..');
const SCRIPT = 'dist-server/start.mjs';
beforeAll(() => {
  execFileSync(process.execPath, ['server/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
});
const KEY = 'sandbox-demo-key';

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

const running: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of running.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build of one page, dated in the future so start.ts never thinks the sources are newer. */
function tinyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'slotboard-start-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>tiny build</title><p>tiny build</p>');
  const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  utimesSync(join(dir, 'index.html'), later, later);
  return dir;
}

/** The server as the image holds it: the built file and a build, no sources, no node_modules. */
function imageLike(): string {
  const dir = mkdtempSync(join(tmpdir(), 'slotboard-image-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'dist-server'));
  copyFileSync(join(root, SCRIPT), join(dir, SCRIPT));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>image build</title><p>image build</p>');
  return dir;
}

async function start(host: string, extra: { cwd?: string; env?: Record<string, string> } = {}): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, [SCRIPT], {
    cwd: extra.cwd ?? root,
    env: {
      PATH: process.env.PATH,
      HOST: host,
      PORT: '0',
      ...(extra.cwd ? {} : { SLOTBOARD_DIST: tinyDist() }),
      ...extra.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.on('exit', (code) => done({ code, at: performance.now() })),
  );
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`start.ts did not say where it listens:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Slotboard:\s+http:\/\/([^:\s]+):(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        expect(m[1]).toBe(host === '::' ? '127.0.0.1' : host);
        done(Number(m[2]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => fail(new Error(`start.ts exited:\n${output}`)));
  });
  return { child, port, output: () => output, exited };
}

interface Answer {
  status: number;
  text: string;
  at: number;
  connection: string | undefined;
}

/** One request on its own connection (no pooled socket kept open by the test). */
function call(
  host: string,
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
) {
  return new Promise<Answer>((done, fail) => {
    const req = request(
      {
        host,
        port,
        path,
        method: init.method ?? 'GET',
        headers: { Host: `127.0.0.1:${port}`, ...init.headers },
        agent: init.agent ?? false,
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, text, at: performance.now(), connection: res.headers.connection }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}

const errorCode = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: NodeJS.ErrnoException) => e.code ?? e.message,
  );

describe('serve/start.ts, as deployed', () => {
  it('listens on HOST only, at the port it was given, serves SLOTBOARD_DIST and answers /healthz', async () => {
    const { port } = await start('127.0.0.1');
    expect(port).toBeGreaterThan(0);
    const health = await call('127.0.0.1', port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ ok: true, record: 'off' });
    // The load balancer's own host name is answered on the health check alone.
    expect((await call('127.0.0.1', port, '/healthz', { headers: { Host: 'lb.internal' } })).status).toBe(200);
    expect((await call('127.0.0.1', port, '/')).text).toContain('tiny build');
    // Another loopback address of this machine: refused, so the server is not on every interface.
    expect(await errorCode(call('127.0.0.2', port, '/healthz'))).toBe('ECONNREFUSED');
  });

  it('keeps the shared record in the SQLite file SLOTBOARD_RECORD_FILE names, across a restart', async () => {
    const workspace = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"team_member":{"id":"m1"}}'),
      );
    });
    await new Promise<void>((done) => workspace.listen(0, '127.0.0.1', done));
    const upstream = `127.0.0.1:${(workspace.address() as AddressInfo).port}`;
    try {
      const dir = mkdtempSync(join(tmpdir(), 'slotboard-record-'));
      dirs.push(dir);
      const env = { SLOTBOARD_RECORD_FILE: join(dir, 'record.sqlite'), SLOTBOARD_UPSTREAMS: `http://${upstream}` };
      const first = await start('127.0.0.1', { env });
      const write = await call('127.0.0.1', first.port, `/proxy/http/${upstream}/api/external/v2/team_members/m1`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'a-key' },
        body: '{"role":"admin"}',
      });
      expect(write.status).toBe(200);
      expect(JSON.parse((await call('127.0.0.1', first.port, '/healthz')).text)).toEqual({ ok: true, record: 'kept' });
      expect(first.output()).toMatch(/Shared record: +the SQLite file .*record\.sqlite, kept 90 days/);
      first.child.kill('SIGTERM');
      await first.exited;
      const second = await start('127.0.0.1', { env });
      const page = JSON.parse((await call('127.0.0.1', second.port, '/api/slotboard/record/activity')).text) as {
        items: { who: string; method: string; path: string; status: number }[];
      };
      expect(page.items).toMatchObject([
        { who: 'no sign-in', method: 'PATCH', path: '/api/external/v2/team_members/m1', status: 200 },
      ]);
    } finally {
      workspace.close();
    }
  });

  it('on SIGTERM stops taking connections, lets a slow request in flight finish, then exits', async () => {
    const { child, port, output, exited } = await start('127.0.0.1');
    const slowMs = 1_500;
    const fault = await call('127.0.0.1', port, '/sandbox/demo/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/external/v1/team_members', latencyMs: slowMs, times: 1 }),
    });
    expect(fault.status).toBe(200);

    // As a load balancer sends it: on a connection kept open for the next request.
    const agent = new Agent({ keepAlive: true });
    const sentAt = performance.now();
    const slow = call('127.0.0.1', port, '/sandbox/demo/api/external/v1/team_members', {
      headers: { 'X-Api-Key': KEY },
      agent,
    });
    // The request is in the server (logged by the sandbox) before the signal.
    await expect
      .poll(async () => {
        const log = JSON.parse((await call('127.0.0.1', port, '/sandbox/demo/__sandbox/requests')).text) as {
          requests: { path: string }[];
        };
        return log.requests.some((r) => r.path === '/api/external/v1/team_members');
      })
      .toBe(true);
    child.kill('SIGTERM');
    const signalledAt = performance.now();

    await expect.poll(() => errorCode(call('127.0.0.1', port, '/healthz')), { timeout: 1_000 }).toBe('ECONNREFUSED');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { team_members: unknown[] }).team_members.length).toBeGreaterThan(0);
    expect(answer.at - sentAt).toBeGreaterThanOrEqual(slowMs - 50);
    expect(answer.connection).toBe('close');

    // A clean exit once the answer is out: not after the kept-alive connection's idle timeout (5 s),
    // nor at the 10 s cut-off for requests that never end.
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(slowMs + 2_500);
    agent.destroy();
    expect(output()).toContain('SIGTERM: finishing requests in flight');
  });

  it("on SIGTERM does not wait for a connection that never sent a request (a browser's preconnect)", async () => {
    const { child, port, exited } = await start('127.0.0.1');
    // Browsers open a connection ahead of need and may send nothing on it for a long while.
    const preconnect = connect({ host: '127.0.0.1', port });
    preconnect.on('error', () => {});
    await new Promise<void>((done) => preconnect.once('connect', () => done()));
    // Known to the server: a request on another connection is answered after it was accepted.
    expect((await call('127.0.0.1', port, '/healthz')).status).toBe(200);
    const signalledAt = performance.now();
    child.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(0);
    // Not the whole 10 s drain: nothing was in flight.
    expect(at - signalledAt).toBeLessThan(3_000);
    preconnect.destroy();
  });

  it('with HOST=:: answers on IPv6 and IPv4 both', async () => {
    const { port } = await start('::', {
      env: { SLOTBOARD_AUTH_TOKEN: 'H3xq9ZtV2mR7pL0wK5sB8dN4cJ6fY1gA-uE_iOoPQkw' },
    });
    expect((await call('::1', port, '/healthz')).status).toBe(200);
    expect((await call('127.0.0.1', port, '/healthz')).status).toBe(200);
  });

  it('refuses to listen beyond this machine without a sign-in, and says so when told to run open', async () => {
    const child = spawn(process.execPath, [SCRIPT], {
      cwd: root,
      env: { PATH: process.env.PATH, HOST: '::', PORT: '0', SLOTBOARD_DIST: tinyDist() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let said = '';
    child.stderr!.on('data', (d: Buffer) => (said += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(said).toContain('Slotboard cannot start: HOST=:: would let anyone');
    const open = await start('::', { env: { SLOTBOARD_ALLOW_OPEN: '1' } });
    await expect.poll(() => open.output()).toContain('Sign-in: NONE. SLOTBOARD_ALLOW_OPEN=1');
  });

  it('ends a request that never finishes once SLOTBOARD_DRAIN_MS has passed', async () => {
    const { child, port, exited } = await start('127.0.0.1', { env: { SLOTBOARD_DRAIN_MS: '700' } });
    await call('127.0.0.1', port, '/sandbox/demo/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/external/v1/team_members', hold: true, times: 1 }),
    });
    const held = errorCode(
      call('127.0.0.1', port, '/sandbox/demo/api/external/v1/team_members', { headers: { 'X-Api-Key': KEY } }),
    );
    await expect
      .poll(async () => JSON.parse((await call('127.0.0.1', port, '/sandbox/demo/__sandbox/faults')).text).held)
      .toBe(1);
    const signalledAt = performance.now();
    child.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(650);
    expect(at - signalledAt).toBeLessThan(3_000);
    expect(await held).not.toBe('answered');
  });

  it('runs from its one built file with no sources, no node_modules and no temporary folder, as in the image', async () => {
    const dir = imageLike();
    const { port, output } = await start('127.0.0.1', {
      cwd: dir,
      env: { TMPDIR: join(dir, 'no-such-folder'), SLOTBOARD_SANDBOX: 'off' },
    });
    expect((await call('127.0.0.1', port, '/')).text).toContain('image build');
    expect((await call('127.0.0.1', port, '/healthz')).status).toBe(200);
    expect(output()).not.toMatch(/building/i);
  });
});
