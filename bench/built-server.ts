import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// What the server benches share: the built server (`node dist-server/start.mjs`, as deployed) in a
// process of its own on a port it picks, serving a one-page build, and its memory read from /proc.

export const root = resolve(import.meta.dirname, '..');
export const MiB = 1024 * 1024;
export const fmtMiB = (n: number) => `${(n / MiB).toFixed(0)} MiB`;

const children: ChildProcess[] = [];
const dirs: string[] = [];
// A bench that fails part way must not leave a server running (and holding the terminal's output).
process.on('exit', () => {
  children.forEach((c) => c.kill());
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A temporary folder with a build of one page, dated in the future so the server never rebuilds the app. */
export function benchDist(prefix: string): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const later = new Date(Date.now() + 365 * 24 * 3600_000);
  utimesSync(join(dist, 'index.html'), later, later);
  return dist;
}

/** Builds the server unless it is up to date. */
export const buildServer = () =>
  execFileSync(process.execPath, ['server/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });

/** The server in a process of its own, without the sandbox; resolves with the port it says it listens on. */
export async function startBuiltServer(
  dist: string,
  env: Record<string, string>,
  command = [process.execPath, 'dist-server/start.mjs'],
): Promise<{ child: ChildProcess; port: number }> {
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', SLOTBOARD_DIST: dist, SLOTBOARD_SANDBOX: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<number>((done) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Slotboard:\s+http:\/\/[^\s]+:(\d+)/.exec(out);
      if (m) done(Number(m[1]));
    });
  });
  return { child, port };
}

/** The process's resident memory in bytes. */
export const rssOf = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024;
