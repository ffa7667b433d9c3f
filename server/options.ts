import type { AuthOptions } from './auth.ts';
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
  /** Read X-Forwarded-Host, -Proto and -For from the reverse proxy in front. */
  trustProxy?: boolean;
  /** Proxied requests served at once; past it, 503 with Retry-After. */
  maxInflight?: number;
  /** Proxied requests per client per minute (with a burst of a quarter of it); past it, 429 with Retry-After. */
  ratePerMinute?: number;
  maxBodyBytes?: number;
  bodyTimeoutMs?: number;
  maxUpstreamBytes?: number;
  maxStreamedBytes?: number;
  maxStreamMs?: number;
}
