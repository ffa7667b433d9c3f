import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isPublicAddress } from './addresses.ts';

// How the proxy calls a workspace: the host name is resolved once, every address it resolves to is
// checked (only public ones, unless the allowlist names the host as a local http://host:port), and
// the connection goes to the address that was checked, with the host name kept for TLS (SNI and
// certificate) and the Host header. A second lookup by the HTTP client could answer differently
// (DNS rebinding), so there is none. The answer is decompressed here, so the proxy's caps count
// the bytes it would pass on, not the compressed ones.

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type UpstreamFetch = (url: URL, init: RequestInit & { privateAllowed?: boolean }) => Promise<Response>;

/** The host resolves to an address the proxy does not call. */
export class AddressRefused extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
  }
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The address to connect to: checked, and the first of those the host resolves to. */
export async function checkedAddress(
  hostname: string,
  privateAllowed: boolean,
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await resolve(bare);
  if (addresses.length === 0) throw new Error(`${hostname} resolves to no address`);
  if (!privateAllowed) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new AddressRefused(hostname, refused.address);
  }
  return addresses[0]!;
}

/** Decodes what the workspace compressed; an encoding not asked for is passed on as it came. */
function decoded(res: IncomingMessage): { stream: Readable; identity: boolean } {
  const encoding = (res.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return { stream: res, identity: true };
  res.on('error', (error) => decoder.destroy(error));
  return { stream: res.pipe(decoder), identity: false };
}

/** A web stream read from `stream` only when asked for more, so a slow client slows the workspace. */
function onDemand(stream: Readable, abandon: () => void): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        } catch (error) {
          controller.error(error);
        }
      },
      cancel() {
        stream.destroy();
        abandon();
      },
    },
    { highWaterMark: 0 },
  );
}

const NO_BODY = new Set([204, 205, 304]);

export function upstreamFetch(options: { resolve?: Resolver } = {}): UpstreamFetch {
  const resolve = options.resolve ?? systemResolver;
  const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };
  return async (url, init) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${url.protocol} is not http(s)`);
    const target = await checkedAddress(url.hostname, init.privateAllowed ?? false, resolve);
    // The connection goes to the address checked above, whatever a second lookup would say.
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const body = init.body === undefined || init.body === null ? undefined : Buffer.from(init.body as ArrayBuffer);
    if (body) headers['content-length'] = String(body.length);
    const method = (init.method ?? 'GET').toUpperCase();
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((done, fail) => {
      const req = send({
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port || undefined,
        path: url.pathname + url.search,
        method,
        headers,
        lookup,
        agent: agents[url.protocol as 'http:' | 'https:'],
        signal: init.signal ?? undefined,
      });
      req.on('error', fail);
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 599) {
          res.destroy();
          return fail(new Error(`${url.hostname} answered with status ${status}`));
        }
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined || name === 'set-cookie') continue;
          out.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        if (method === 'HEAD' || NO_BODY.has(status)) {
          res.resume();
          return done(new Response(null, { status, headers: out }));
        }
        const { stream, identity } = decoded(res);
        if (!identity) {
          out.delete('content-encoding');
          out.delete('content-length');
        }
        done(
          new Response(
            onDemand(stream, () => req.destroy()),
            { status, headers: out },
          ),
        );
      });
      req.end(body);
    });
  };
}
