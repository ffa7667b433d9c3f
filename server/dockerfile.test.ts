import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../serve/app';

// The container image a team deploys , read as Docker reads it: what runs is the last
// stage, so every promise is checked there.

interface Instruction {
  op: string;
  args: string;
}

function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op = '', ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** ENV lines in either form (`ENV A=1 B=2` or `ENV A 1`), later ones winning. */
function envOf(stage: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { op, args } of stage) {
    if (op !== 'ENV') continue;
    if (!args.includes('=')) {
      const [key = '', ...value] = args.split(/\s+/);
      env[key] = value.join(' ');
      continue;
    }
    for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) env[m[1]!] = m[2]!.replace(/^"|"$/g, '');
  }
  return env;
}

const all = instructions(readFileSync(resolve(import.meta.dirname, '..', 'Dockerfile'), 'utf8'));
const runtime = all.slice(all.map((i) => i.op).lastIndexOf('FROM'));
const env = envOf(runtime);
const at = (op: string) => runtime.findIndex((i) => i.op === op);

describe('Dockerfile: the image that runs', () => {
  it('runs the server as a user that is not root', () => {
    const users = runtime.filter((i) => i.op === 'USER').map((i) => i.args.split(':')[0]!.trim());
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0', '']).not.toContain(users.at(-1));
    expect(at('USER')).toBeLessThan(at('CMD'));
  });

  it('has the sandbox workspace off, as the server reads its environment', () => {
    expect(env.SLOTBOARD_SANDBOX).toBeDefined();
    expect(optionsFromEnv({ SLOTBOARD_SANDBOX: env.SLOTBOARD_SANDBOX }).sandbox).toBe(false);
  });

  it('listens on every interface of the container, both stacks, on the port it exposes', () => {
    expect(env.HOST).toBe('::');
    expect(runtime.find((i) => i.op === 'EXPOSE')?.args.split(/\s+/)).toContain(env.PORT);
  });

  it('runs on a Node release still supported (22 or 24 LTS), in every stage', () => {
    const bases = all.filter((i) => i.op === 'FROM').map((i) => i.args.split(/\s+/)[0]!);
    expect(bases.length).toBeGreaterThan(1);
    for (const base of bases) expect(base).toMatch(/^node:(22|24)([.-]|$)/);
  });

  it('checks its health on /healthz and runs the built server with node: nothing compiled at start, no node_modules', () => {
    const health = runtime.find((i) => i.op === 'HEALTHCHECK');
    expect(health?.args).toMatch(/\bCMD\b.*\/healthz/);
    const cmd = JSON.parse(runtime.find((i) => i.op === 'CMD')!.args) as string[];
    expect(cmd).toEqual(['node', 'dist-server/start.mjs']);
    expect(runtime.filter((i) => i.op === 'COPY').map((i) => i.args)).toContainEqual(
      expect.stringMatching(/--from=build \/app\/dist-server /),
    );
    expect(runtime.some((i) => /\b(tsx|npm ci|npm install)\b/.test(i.args))).toBe(false);
  });

  it('stops on SIGTERM, and the README runs it with a stop timeout longer than its drain', () => {
    expect(runtime.find((i) => i.op === 'STOPSIGNAL')?.args).toBe('SIGTERM');
    const drainMs = Number(env.SLOTBOARD_DRAIN_MS);
    expect(drainMs).toBeGreaterThan(0);
    const readme = readFileSync(resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
    const run = /docker run[^\n]*(?:\\\n[^\n]*)*/.exec(readme)?.[0] ?? '';
    const timeout = /--stop-timeout[ =](\d+)/.exec(run);
    expect(timeout, run).not.toBeNull();
    expect(Number(timeout![1]) * 1000).toBeGreaterThan(drainMs);
  });
});

describe('Dockerfile: the stage that builds the app', () => {
  const build = all.slice(0, all.map((i) => i.op).lastIndexOf('FROM'));
  const ignored = readFileSync(resolve(import.meta.dirname, '..', '.dockerignore'), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    // `scripts`, `/scripts`, `scripts/` and `scripts/**` all keep the folder out.
    .map((line) => line.replace(/^\//, '').replace(/\/(\*\*)?$/, ''));
  // The first part of every relative path vite.config.ts imports: the build reads them.
  const imported = [
    ...readFileSync(resolve(import.meta.dirname, '..', 'vite.config.ts'), 'utf8').matchAll(/from '\.\/([^/']+)/g),
  ].map((m) => m[1]!);

  it('copies every local file the build configuration imports, and .dockerignore keeps none of them out', () => {
    expect(imported.length).toBeGreaterThan(0);
    const copied = build.filter((i) => i.op === 'COPY').flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    for (const first of new Set(imported)) {
      expect(copied, first).toContain(first);
      expect(ignored, first).not.toContain(first);
    }
  });
});
