import { readFileSync } from 'node:fs';
import { parseHosts } from '../http-guards/guards.ts';
import { normaliseOrigin } from '../http-guards/forwarded.ts';
import type { ServerOptions } from './app.ts';

// The server's settings as a deployment gives them: environment variables (README, "Deploying for
// a team"). A setting that cannot be used stops the start with a sentence saying which and why.

export class ConfigError extends Error {}

export const off = (v: string | undefined) => ['off', 'false', '0', 'no'].includes((v ?? '').trim().toLowerCase());
const on = (v: string | undefined) => ['1', 'on', 'true', 'yes'].includes((v ?? '').trim().toLowerCase());
const MIN_TOKEN_LENGTH = 16;

/** A secret given as itself, or as `@/path/to/file` (a Docker or systemd secret), read once at start. */
export function readSecret(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let secret = value;
  if (value.startsWith('@')) {
    try {
      secret = readFileSync(value.slice(1), 'utf8');
    } catch (error) {
      throw new ConfigError(
        `${name} names the file ${value.slice(1)}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
      );
    }
  }
  secret = secret.trim();
  if (secret.length < MIN_TOKEN_LENGTH) {
    throw new ConfigError(
      `${name} is shorter than ${MIN_TOKEN_LENGTH} characters: use a long random one, such as the output of \`openssl rand -hex 32\`.`,
    );
  }
  return secret;
}

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number above 0, not "${value}".`);
  return n;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  let publicOrigin: string | undefined;
  if (env.SLOTBOARD_PUBLIC_ORIGIN?.trim()) {
    try {
      publicOrigin = normaliseOrigin(env.SLOTBOARD_PUBLIC_ORIGIN.trim());
    } catch (error) {
      throw new ConfigError(`SLOTBOARD_PUBLIC_ORIGIN: ${(error as Error).message}.`);
    }
  }
  const userHeader = env.SLOTBOARD_TRUSTED_USER_HEADER?.trim() || undefined;
  if (userHeader && !/^[A-Za-z0-9-]+$/.test(userHeader))
    throw new ConfigError(`SLOTBOARD_TRUSTED_USER_HEADER must be a header name, not "${userHeader}".`);
  return {
    upstreams: env.SLOTBOARD_UPSTREAMS,
    hosts: parseHosts(env.SLOTBOARD_HOSTS),
    auth: { token: readSecret('SLOTBOARD_AUTH_TOKEN', env.SLOTBOARD_AUTH_TOKEN), userHeader },
    publicOrigin,
    trustProxy: on(env.SLOTBOARD_TRUST_PROXY),
    maxInflight: count('SLOTBOARD_MAX_INFLIGHT', env.SLOTBOARD_MAX_INFLIGHT),
    ratePerMinute: count('SLOTBOARD_RATE_LIMIT', env.SLOTBOARD_RATE_LIMIT),
  };
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;
const isLoopbackHost = (host: string) => LOOPBACK.test(host.trim());

/**
 * Whether the server may listen on `host` as configured: anyone who can reach a non-loopback
 * address may use its proxy, so that needs a sign-in, or SLOTBOARD_ALLOW_OPEN=1 said out loud.
 * Returns what to print at start; throws when it must not start.
 */
export function openness(host: string, options: ServerOptions, env: NodeJS.ProcessEnv): string {
  const auth = options.auth ?? {};
  if (auth.token && auth.userHeader)
    return `Sign-in: the ${auth.userHeader} header of the sign-in proxy, and the access token.`;
  if (auth.userHeader)
    return `Sign-in: every request must carry ${auth.userHeader}, set by the sign-in proxy in front.`;
  if (auth.token) return 'Sign-in: the access token (SLOTBOARD_AUTH_TOKEN).';
  if (isLoopbackHost(host)) return 'Sign-in: none (this machine only).';
  if (on(env.SLOTBOARD_ALLOW_OPEN)) {
    return `Sign-in: NONE. SLOTBOARD_ALLOW_OPEN=1: anyone who can reach ${host} can use this server and its proxy.`;
  }
  throw new ConfigError(
    `HOST=${host} would let anyone who can reach this machine use the server and its proxy without signing in. ` +
      'Set SLOTBOARD_AUTH_TOKEN (or SLOTBOARD_TRUSTED_USER_HEADER behind a sign-in proxy), or SLOTBOARD_ALLOW_OPEN=1 to run it open on purpose.',
  );
}
