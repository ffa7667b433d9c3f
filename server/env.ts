import { readFileSync } from 'node:fs';
import { parseHosts } from '../http-guards/guards.ts';
import { normaliseOrigin } from '../http-guards/forwarded.ts';
import type { ServerOptions } from './app.ts';
import { parseProxyAddresses, PROXY_SECRET_HEADER } from './proxy-trust.ts';
import { DEFAULT_RETENTION_DAYS, type RecordConfig } from './record/store.ts';

// The server's settings as a deployment gives them: environment variables (README, "Deploying for
// a team"). A setting that cannot be used stops the start with a sentence saying which and why.

export class ConfigError extends Error {}

export const off = (v: string | undefined) => ['off', 'false', '0', 'no'].includes((v ?? '').trim().toLowerCase());
const on = (v: string | undefined) => ['1', 'on', 'true', 'yes'].includes((v ?? '').trim().toLowerCase());
/** Bits a secret must be worth (its estimate, below): out of reach of guessing at any rate the server allows. */
export const MIN_SECRET_BITS = 100;
export const MAKE_SECRET = `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`;

/**
 * A cautious estimate of how many bits guessing `secret` takes: characters that repeat an earlier
 * run of three or more, or continue a steady sequence ("abc", "123", "aaa"), count nothing; each
 * other one is worth the bits of the character classes used; and the whole never more than its
 * Shannon entropy over its own characters. So `passwordpassword` is worth ~37, 32 random bytes in
 * base64url ~200 and `openssl rand -hex 32` ~230.
 */
export function secretBits(secret: string): number {
  // Long enough to judge; a longer secret is only judged by its start, which keeps the estimate quick.
  const chars = [...secret].slice(0, 512);
  const pool =
    (/[a-z]/.test(secret) ? 26 : 0) +
    (/[A-Z]/.test(secret) ? 26 : 0) +
    (/[0-9]/.test(secret) ? 10 : 0) +
    (/[^a-zA-Z0-9]/.test(secret) ? 33 : 0);
  let counted = 0;
  for (let i = 0; i < chars.length;) {
    let repeat = 0;
    for (let start = 0; start < i; start++) {
      let n = 0;
      while (i + n < chars.length && start + n < i && chars[start + n] === chars[i + n]) n++;
      repeat = Math.max(repeat, n);
    }
    if (repeat >= 3) {
      i += repeat;
      continue;
    }
    const step = (k: number) => chars[k]!.codePointAt(0)! - chars[k - 1]!.codePointAt(0)!;
    if (!(i >= 2 && Math.abs(step(i)) <= 1 && step(i) === step(i - 1))) counted += 1;
    i += 1;
  }
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let shannon = 0;
  for (const n of counts.values()) shannon -= (n / chars.length) * Math.log2(n / chars.length);
  return Math.min(counted * Math.log2(Math.max(pool, 1)), shannon * chars.length);
}

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
  const bits = secretBits(secret);
  if (bits < MIN_SECRET_BITS) {
    throw new ConfigError(
      `${name} is too easy to guess (worth about ${Math.floor(bits)} bits; at least ${MIN_SECRET_BITS} are needed). ` +
        `Make a long random one with: ${MAKE_SECRET}`,
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

/**
 * The shared record's settings (decision 0031): PostgreSQL when DATABASE_URL is set, else an SQLite
 * file when SLOTBOARD_RECORD_FILE names one, else none. Kept SLOTBOARD_RECORD_RETENTION_DAYS (90).
 */
export function recordFromEnv(env: NodeJS.ProcessEnv): RecordConfig | undefined {
  const retentionDays =
    count('SLOTBOARD_RECORD_RETENTION_DAYS', env.SLOTBOARD_RECORD_RETENTION_DAYS) ?? DEFAULT_RETENTION_DAYS;
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//i.test(databaseUrl))
      throw new ConfigError(
        'DATABASE_URL must be a PostgreSQL connection string (postgres://user:password@host:5432/name).',
      );
    return { databaseUrl, retentionDays };
  }
  const file = env.SLOTBOARD_RECORD_FILE?.trim();
  return file ? { file, retentionDays } : undefined;
}

/** Where the record is, for the start's message: never the password of a connection string. */
export function describeRecord(config: RecordConfig): string {
  if (!config.databaseUrl) return `the SQLite file ${config.file}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
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
  let trustedProxies: string[] | undefined;
  try {
    trustedProxies = parseProxyAddresses(env.SLOTBOARD_TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(`SLOTBOARD_TRUST_PROXY: ${(error as Error).message}.`);
  }
  const proxySecret = readSecret('SLOTBOARD_PROXY_SECRET', env.SLOTBOARD_PROXY_SECRET);
  // Anyone who reaches the server directly could say they are anyone: the header is believed only
  // from the proxy, known by its address or its secret.
  if (userHeader && !trustedProxies && !proxySecret)
    throw new ConfigError(
      `SLOTBOARD_TRUSTED_USER_HEADER needs the sign-in proxy to be known: set SLOTBOARD_TRUST_PROXY to the addresses its ` +
        `connections come from (1: this machine), or SLOTBOARD_PROXY_SECRET to a secret it sends in ${PROXY_SECRET_HEADER}.`,
    );
  return {
    upstreams: env.SLOTBOARD_UPSTREAMS,
    hosts: parseHosts(env.SLOTBOARD_HOSTS),
    auth: { token: readSecret('SLOTBOARD_AUTH_TOKEN', env.SLOTBOARD_AUTH_TOKEN), userHeader },
    publicOrigin,
    trustedProxies,
    proxySecret,
    maxInflight: count('SLOTBOARD_MAX_INFLIGHT', env.SLOTBOARD_MAX_INFLIGHT),
    maxInflightPerClient: count('SLOTBOARD_MAX_INFLIGHT_PER_CLIENT', env.SLOTBOARD_MAX_INFLIGHT_PER_CLIENT),
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
