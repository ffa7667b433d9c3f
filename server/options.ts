import type { AuthOptions } from './auth.ts';
import type { SharedRecord } from './record/shared-record.ts';
import type { Resolver, UpstreamFetch } from './upstream.ts';

export interface ServerOptions {
  /** Built app to serve; absent in dev, where Vite serves it. */
  distDir?: string;
  upstreams?: string;
  proxyTimeoutMs?: number;
  /** How the proxy calls a workspace; by default over Node's HTTP with every resolved address checked. */
  fetch?: UpstreamFetch;
  /** How host names are resolved by the default `fetch` (tests give their own: no real lookups). */
  resolve?: Resolver;
  /** Host names the server answers to; 127.0.0.1 and localhost when absent. */
  hosts?: string[];
  /** Sign-in: a shared token, and/or the user header of an identity-aware proxy. None: open. */
  auth?: AuthOptions;
  /** The origin people open, when a reverse proxy stands in front (https://slotboard.example.org). */
  publicOrigin?: string;
  /**
   * Addresses and networks the front proxy connects from: X-Forwarded-Host, -Proto and -For are read
   * from those only, and the trusted user header believed only from those (with the secret, if set).
   */
  trustedProxies?: string[];
  /** A secret the front proxy sends in X-Slotboard-Proxy-Secret: required of it when set. */
  proxySecret?: string;
  /** Proxied requests served at once; past it, 503 with Retry-After. */
  maxInflight?: number;
  /** Proxied requests one client may have at once (a quarter of maxInflight by default); past it, 429 with Retry-After. */
  maxInflightPerClient?: number;
  /** Bodies read at once in all (1 MiB each at most); past it, 503 with Retry-After. */
  maxBodiesAtOnce?: number;
  /** Proxied requests per client per minute (with a burst of a quarter of it); past it, 429 with Retry-After. */
  ratePerMinute?: number;
  maxBodyBytes?: number;
  bodyTimeoutMs?: number;
  maxUpstreamBytes?: number;
  maxStreamedBytes?: number;
  maxStreamMs?: number;
  /** The shared record of who changed what (decision 0031); absent: none, Activity is each browser's own. */
  record?: SharedRecord;
}
