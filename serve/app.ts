import { createSandboxApp, type SandboxOptions } from '../sandbox/app.ts';
import { clockStartFromEnv } from '../sandbox/clock.ts';
import { createHostileApp, HOSTILE_PATH } from '../sandbox/hostile.ts';
import { createServerApp, type SandboxMount, type ServerOptions } from '../server/app.ts';
import { off, optionsFromEnv as serverOptionsFromEnv } from '../server/env.ts';

// The one place that puts Slotboard together: the server (server/, which knows no sandbox) with the
// sandbox workspaces (sandbox/, which knows no server) mounted below /sandbox. Only this folder
// imports both; `npm start`, `npm run dev`, the component tests and the benches start from here.

export const SANDBOX_PATH = '/sandbox/demo';

export interface SlotboardOptions extends ServerOptions {
  /** false: no sandbox at all (a shared deployment). */
  sandbox?: SandboxOptions | false;
}

export function createSlotboardApp(options: SlotboardOptions = {}) {
  const sandbox = options.sandbox === false ? null : createSandboxApp(options.sandbox);
  const mounts: SandboxMount[] = sandbox
    ? [
        { path: SANDBOX_PATH, app: sandbox, listed: true },
        { path: HOSTILE_PATH, app: createHostileApp() },
      ]
    : [];
  return Object.assign(createServerApp(options, mounts), { sandbox });
}

/** The server's settings from the environment, with the sandbox's (SLOTBOARD_SANDBOX=off: none). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): SlotboardOptions {
  return {
    ...serverOptionsFromEnv(env),
    sandbox: off(env.SLOTBOARD_SANDBOX)
      ? false
      : {
          apiKey: env.SANDBOX_API_KEY || undefined,
          pagination: env.SANDBOX_PAGINATION === 'page-one' ? 'page-one' : 'all',
          startAt: clockStartFromEnv(env.SANDBOX_NOW),
          seed: {
            meetings: env.SANDBOX_MEETINGS ? Number(env.SANDBOX_MEETINGS) : undefined,
            members: env.SANDBOX_MEMBERS ? Number(env.SANDBOX_MEMBERS) : undefined,
          },
          control: !off(env.SLOTBOARD_SANDBOX_CONTROL),
        },
  };
}
