import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Node a deployment is told to install is the one package.json's "engines" accepts: a unit that
// asks for more turns away a machine the app runs on, one that asks for less starts a server that fails.

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

describe('the Node version a deployment names', () => {
  it('is the lowest "engines" accepts, in the systemd unit', () => {
    const least = /^>=(\d+(?:\.\d+)*)$/.exec(engines)?.[1];
    expect(least).toBeDefined();
    const named = [...read('docs/deploy/slotboard.service').matchAll(/Node (\d+(?:\.\d+)*)( or later)?/g)];
    expect(named.map((m) => `${m[1]}${m[2] ?? ''}`)).toEqual([`${least} or later`]);
  });

  it('is one "engines" accepts, in the Docker image', () => {
    const least = Number(/^>=(\d+)/.exec(engines)?.[1]);
    const images = [...read('Dockerfile').matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThan(0);
    for (const major of images) expect(major).toBeGreaterThanOrEqual(least);
  });
});
